"""`make bench`: requests a second with KATUTUBO_WORKERS=2 (`katutubo serve` with one process per core of
this 2-core machine) at 100,000 people on SQLite, 32 connections at once, by wrk (Debian's package, installed
by `make bench`): the dashboard's suggestions and the master list's first page, each for 10 s after a 2 s
warm-up; every answer must be a 200. The load generator shares the 2 cores with the server."""

import argparse
import os
import re
import shutil
import subprocess
import tempfile
import time

from bench_server import KATUTUBO, make_sessions, running_server

CALLS = {
    "dashboard suggestions 'mar'": "/api/dashboard/suggestions?q=mar",
    "master list, first page": "/api/people?page=1&page_size=50",
}
CONNECTIONS = 32
SECONDS = 10


def wrk(url: str, cookie: str, seconds: int) -> tuple[float, int, int, int]:
    """(requests a second, requests, non-2xx answers, socket errors: timeouts past 2 s included)."""
    run = subprocess.run(
        ["wrk", "-t2", f"-c{CONNECTIONS}", f"-d{seconds}s", "-H", f"Cookie: katutubo_session={cookie}", url],
        capture_output=True,
        text=True,
    )
    if run.returncode:
        raise SystemExit(f"wrk failed: {run.stdout}{run.stderr}")
    out = run.stdout
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))  # type: ignore[union-attr]
    total = int(re.search(r"(\d+) requests in", out).group(1))  # type: ignore[union-attr]
    refused = int(m.group(1)) if (m := re.search(r"Non-2xx or 3xx responses: (\d+)", out)) else 0
    m = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out)
    return rate, total, refused, sum(int(n) for n in m.groups()) if m else 0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--data", help="a folder to keep the seeded database in (and reuse it)")
    args = parser.parse_args()
    if not shutil.which("wrk"):
        raise SystemExit("wrk is missing: `make bench` installs it (apt-get install wrk)")
    with tempfile.TemporaryDirectory(prefix="katutubo-bench-throughput-") as scratch:
        tmp = args.data or scratch
        seeded = os.path.exists(f"{tmp}/bench.sqlite3")
        env = {
            **os.environ,
            "KATUTUBO_DATA_DIR": tmp,
            "KATUTUBO_DATABASE_URL": f"sqlite:///{tmp}/bench.sqlite3",
            "KATUTUBO_WORKERS": str(args.workers),
        }
        subprocess.run([KATUTUBO, "migrate"], env=env, check=True, capture_output=True)
        if not seeded:
            seed = [KATUTUBO, "seed-demo", "--count", str(args.count)]
            subprocess.run(seed, env=env, check=True, capture_output=True)
        (token,) = make_sessions(env, ["ipmr"])
        load = os.getloadavg()[0]
        print(f"\n## Throughput: SQLite, {args.count:,} people, KATUTUBO_WORKERS={args.workers}, ", end="")
        print(f"{CONNECTIONS} connections (load average {load:.2f} before)\n")
        print("| call | requests/s | requests | non-2xx | socket errors / timeouts |")
        print("|---|---:|---:|---:|---:|")
        with running_server(env, workers=args.workers) as (base_url, _pid):
            time.sleep(2)  # every worker up
            for name, path in CALLS.items():
                wrk(base_url + path, token, 2)  # warm-up: caches, connections
                rate, total, refused, failed = wrk(base_url + path, token, SECONDS)
                print(f"| {name} | {rate:.0f} | {total} | {refused} | {failed} |")


if __name__ == "__main__":
    main()
