"""`make bench` (data part): import, export and backup figures on fresh SQLite and PostgreSQL databases.

- import: a 10,000-row CSV (an 'All fields' export of demo people) checked (the preview) and imported through
  the /admin/import job functions, each timed;
- export: the whole list of N demo people as XLSX and as CSV, timed, with the process's peak memory growth;
- backup: `katutubo backup` of the N people, and restoring it into a fresh database.
Prints one JSON line per database."""

import argparse
import json
import os
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import psycopg

PG_ADMIN = os.environ.get("KATUTUBO_BENCH_PG", "postgresql://postgres@127.0.0.1:5432/postgres")


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def measured(action: Callable[[], Any]) -> tuple[float, float]:
    """(seconds, peak RSS growth in MB while it ran, sampled every 20 ms)."""
    base, peak, running = rss_mb(), [0.0], [True]

    def sample() -> None:
        while running[0]:
            peak[0] = max(peak[0], rss_mb())
            time.sleep(0.02)

    watcher = threading.Thread(target=sample)
    watcher.start()
    start = time.perf_counter()
    action()
    seconds = time.perf_counter() - start
    running[0] = False
    watcher.join()
    return round(seconds, 2), round(max(peak[0], rss_mb()) - base, 1)


@contextmanager
def database(kind: str, folder: Path) -> Iterator[str]:
    if kind == "sqlite":
        yield f"sqlite:///{folder / 'bench.sqlite3'}"
        return
    name = f"katutubo_bench_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield PG_ADMIN.rsplit("/", 1)[0].replace("postgresql://", "postgresql+psycopg://") + f"/{name}"
    finally:
        with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def configure(url: str, folder: Path) -> None:
    from katutubo.core import config, db

    os.environ["KATUTUBO_DATABASE_URL"], os.environ["KATUTUBO_DATA_DIR"] = url, str(folder)
    config.get_settings.cache_clear()
    db.get_engine.cache_clear()
    db.get_sessionmaker.cache_clear()


def run(kind: str, count: int, import_rows: int) -> dict[str, Any]:
    from sqlalchemy import delete

    from katutubo.backups.restore import restore
    from katutubo.backups.service import write_backup
    from katutubo.core.config import get_settings
    from katutubo.core.db import transaction
    from katutubo.core.migrate import upgrade
    from katutubo.demo.seed import seed_demo
    from katutubo.exports import service
    from katutubo.exports.columns import ALL_FIELDS, ORIGINAL, READS
    from katutubo.exports.writers import csv_chunks, write_xlsx
    from katutubo.imports import jobs
    from katutubo.models import ImportJob, ImportStatus, Person
    from katutubo.people.query import PeopleQuery

    result: dict[str, Any] = {"database": kind, "people": count}
    with tempfile.TemporaryDirectory() as scratch, database(kind, Path(scratch)) as url:
        folder = Path(scratch)
        configure(url, folder)
        upgrade(url)
        settings = get_settings()
        # a 10,000-row file to import: the 'All fields' export of demo people
        with transaction() as db:
            seed_demo(db, import_rows, seed=7)
        source = folder / "imports" / "people.csv"
        source.parent.mkdir()
        with transaction() as db, source.open("wb") as out:
            for chunk in csv_chunks(ALL_FIELDS, service.rows(db, PeopleQuery())):
                out.write(chunk)
        with transaction() as db:
            db.execute(delete(Person))
            job = ImportJob(file_name="people.csv", kind="spreadsheet", file_key="imports/people.csv",
                            status=ImportStatus.checking)  # fmt: skip
            db.add(job)
            db.flush()
            job_id = job.id
        result["import_rows"] = import_rows
        result["import_check_s"], result["import_check_mb"] = measured(
            lambda: jobs.check_job(settings, job_id)
        )
        with transaction() as db:
            jobs.start_import(db.get_one(ImportJob, job_id))
        result["import_s"], result["import_mb"] = measured(lambda: jobs.run_import(settings, job_id))
        with transaction() as db:
            seed_demo(db, count - import_rows, seed=1)

        def xlsx() -> None:
            with transaction() as db:
                path, written = write_xlsx(ORIGINAL, service.rows(db, PeopleQuery(), READS["original"]))
            assert written == count, written
            path.unlink()

        def csv() -> None:
            with transaction() as db:
                rows = service.rows(db, PeopleQuery(), READS["original"])
                size = sum(len(c) for c in csv_chunks(ORIGINAL, rows))
            assert size > 0

        result["export_xlsx_s"], result["export_xlsx_mb"] = measured(xlsx)
        result["export_csv_s"], result["export_csv_mb"] = measured(csv)
        summaries: list[dict[str, Any]] = []
        result["backup_s"], _ = measured(lambda: summaries.append(write_backup(settings)))
        result["backup_mb_on_disk"] = round(summaries[0]["size"] / 1e6, 1)
        archive = settings.resolved_backup_dir / summaries[0]["name"]
        with database(kind, folder / "r") if kind != "sqlite" else _sqlite_target(folder) as target:
            (folder / "r").mkdir(exist_ok=True)
            result["restore_s"], _ = measured(lambda: restore(target, folder / "r", archive, None, False))
    return result


@contextmanager
def _sqlite_target(folder: Path) -> Iterator[str]:
    (folder / "r").mkdir(exist_ok=True)
    yield f"sqlite:///{folder / 'r' / 'restored.sqlite3'}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--import-rows", type=int, default=10_000)
    parser.add_argument("--databases", default="sqlite,postgresql")
    args = parser.parse_args()
    for kind in args.databases.split(","):
        print(json.dumps(run(kind, args.count, args.import_rows)), flush=True)


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "backend"))
    main()
