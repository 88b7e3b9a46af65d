"""`make bench`: the Reports page's one request at 100,000 people on SQLite (the embedded default).

Seeds N demo people into a fresh SQLite file, starts the real server in its own process, and prints the
median and 95th percentile over many GET /api/reports calls (the whole municipality, and one barangay),
with the response size. The budget is 200 ms at 100,000 people.
"""

import argparse
import os
import tempfile

import httpx
from bench import prepare, timed
from bench_server import running_server

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
            httpx.Client(base_url=base_url, cookies={"katutubo_session": tokens[0]}) as client,
        ):
            print(f"\n## Reports, SQLite: {args.count:,} people (seeded in {seeded:.1f} s)\n")
            print("| call | median ms | p95 ms | response bytes |\n|---|---:|---:|---:|")
            for name, path in CALLS.items():
                median, p95, size = timed(
                    lambda path=path: len(client.get(path).raise_for_status().content), args.runs
                )
                print(f"| {name} | {median:.1f} | {p95:.1f} | {size:,} |")


if __name__ == "__main__":
    main()
