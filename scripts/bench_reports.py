"""`make bench`: the Reports page's one request at 100,000 people on SQLite (the embedded default).

Seeds N demo people into a fresh SQLite file, starts the real server in its own process, and prints the
median and 95th percentile over many GET /api/reports calls (the whole municipality, and one barangay),
with the response size. Then the same report built in this process, with the CPU time it took (a figure that
other work on the machine hardly changes, unlike the wall clock), and the report asked again after a write in
one barangay (its part counted again, katutubo.reports.cache). The budget is 200 ms at 100,000 people.
"""

import argparse
import os
import subprocess
import sys
import tempfile

import httpx
from bench import prepare, timed
from bench_server import PYTHON, running_server

IN_PROCESS = """
import statistics, sys, time
from katutubo.core.db import get_sessionmaker
from katutubo.people import tally
from katutubo.people.scope import WHOLE
from katutubo.reports.cache import ReportCache
from katutubo.reports.service import build_report
runs = int(sys.argv[1])
with get_sessionmaker()() as db:
    for barangay in (None, "Ajos"):
        build_report(db, WHOLE, barangay)
        wall, cpu = [], []
        for _ in range(runs):
            w, c = time.perf_counter(), time.process_time()
            build_report(db, WHOLE, barangay)
            wall.append((time.perf_counter() - w) * 1000)
            cpu.append((time.process_time() - c) * 1000)
        print(barangay or "whole municipality", statistics.median(wall), statistics.median(cpu))
    # What a hall at work pays: the report asked again after a write in one barangay (only its part counted).
    cache = ReportCache()
    cache.report(db, WHOLE, None)
    wall, cpu = [], []
    for _ in range(runs):
        tally.mark_change(db, ["Ajos"])
        w, c = time.perf_counter(), time.process_time()
        cache.report(db, WHOLE, None)
        wall.append((time.perf_counter() - w) * 1000)
        cpu.append((time.process_time() - c) * 1000)
    print("whole municipality, after a write in Ajos", statistics.median(wall), statistics.median(cpu))
    db.rollback()
"""

CALLS = {
    "report, whole municipality": "/api/reports",
    "report, barangay Ajos": "/api/reports?barangay=Ajos",
}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=40)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="katutubo-bench-reports-") as tmp:
        env = {
            **os.environ,
            "KATUTUBO_DATA_DIR": tmp,
            "KATUTUBO_DATABASE_URL": f"sqlite:///{tmp}/bench.sqlite3",
        }
        tokens, seeded = prepare(env, args.count)
        with (
            running_server(env) as (base_url, _pid),
            httpx.Client(base_url=base_url, cookies={"katutubo_session": tokens[0]}, timeout=120) as client,
        ):
            print(f"\n## Reports, SQLite: {args.count:,} people (seeded in {seeded:.1f} s)\n")
            print("| call | median ms | p95 ms | response bytes |\n|---|---:|---:|---:|")
            for name, path in CALLS.items():
                median, p95, size = timed(
                    lambda path=path: len(client.get(path).raise_for_status().content), args.runs
                )
                print(f"| {name} | {median:.1f} | {p95:.1f} | {size:,} |")
        lines = subprocess.run(
            [PYTHON, "-c", IN_PROCESS, str(args.runs)], env=env, check=True, capture_output=True, text=True
        ).stdout.splitlines()
        print("\n| report built in process | median ms | median CPU ms |\n|---|---:|---:|")
        for line in lines:
            *name, wall, cpu = line.split()
            print(f"| {' '.join(name)} | {float(wall):.1f} | {float(cpu):.1f} |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
