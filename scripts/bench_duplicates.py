"""`make bench` (duplicates part): the duplicate check at N demo people, on fresh SQLite and PostgreSQL.

- entry: the check the Add form calls (index lookup + scoring), once per case of the labelled set
  (katutubo.demo.duplicates_testset) stored among the N demo people: mean and 95th percentile per entry
  (goal < 50 ms), and the recall / precision it reaches among them;
- scan: the full /admin/duplicates refresh of everyone, in blocks (goal < 60 s), and how many pairs it found.
Prints one JSON line per database."""

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench_data import configure, database


def run(kind: str, count: int) -> dict[str, Any]:
    from sqlalchemy import text

    from katutubo.core.db import get_sessionmaker, transaction
    from katutubo.core.migrate import upgrade
    from katutubo.demo.duplicates_testset import evaluate, labelled_set, store
    from katutubo.demo.seed import seed_demo
    from katutubo.duplicates.scan import run_scan
    from katutubo.duplicates.schemas import Probe
    from katutubo.duplicates.service import scored_matches
    from katutubo.models import DuplicateScan, ScanStatus

    with tempfile.TemporaryDirectory() as tmp, database(kind, Path(tmp)) as url:
        configure(url, Path(tmp))
        upgrade(url)
        labelled = labelled_set()
        with transaction() as db:
            seed_demo(db, count - len(labelled.people), seed=1)
            ids = store(db, labelled.people)
        with transaction() as db:
            db.execute(text("ANALYZE"))
        with get_sessionmaker()() as db:
            times = []
            for case in labelled.cases:
                start = time.perf_counter()
                scored_matches(db, Probe(**case.probe))
                times.append((time.perf_counter() - start) * 1000)
            quality = evaluate(db, labelled, ids)
        with transaction() as db:
            scan = DuplicateScan(status=ScanStatus.running)
            db.add(scan)
            db.flush()
            scan_id = scan.id
        start = time.perf_counter()
        run_scan(scan_id)
        scan_seconds = time.perf_counter() - start
        with get_sessionmaker()() as db:
            found = db.get_one(DuplicateScan, scan_id).found
    return {
        "database": kind,
        "people": count,
        "entry_checks": len(times),
        "entry_ms_mean": round(statistics.mean(times), 1),
        "entry_ms_p95": round(sorted(times)[int(len(times) * 0.95)], 1),
        "recall": round(quality.recall, 3),
        "precision": round(quality.precision, 3),
        "scan_seconds": round(scan_seconds, 1),
        "scan_pairs": found,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--databases", nargs="+", default=["sqlite", "postgresql"])
    args = parser.parse_args()
    for kind in args.databases:
        print(json.dumps({"bench": "duplicates"} | run(kind, args.count)), flush=True)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
