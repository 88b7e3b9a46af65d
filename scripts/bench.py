"""`make bench` (SCALE=1000000 for a million): the registry's read paths at 100,000 people, next to the
original's approach, and 200 open dashboard streams held a minute (scripts/bench_streams.py). The calls an
encoder makes most (first page, dashboard stats, search) are also timed as an encoder of one barangay, beside
the IPMR's, with the scope's cost in % (issue 24: at most 10 % at a million people on PostgreSQL).

For SQLite (a fresh file) and PostgreSQL (a throwaway database, when reachable): migrate, seed N demo people,
start the real server in its own process, and time each call over HTTP (median and p95 of many requests, plus
the response size). The original downloaded the whole collection and counted in the browser; that is measured
as reading every row, turning it into the JSON the browser would receive, and counting the tiles in Python, a
chunk of people at a time (scripts/bench_original.py: the original's time, not its memory). The peak resident
memory of the benchmark's processes is printed after each database (under 1 GB at a million people).
"""

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import httpx
from bench_server import make_sessions, running_server
from bench_streams import streams_figures

ROOT = Path(__file__).resolve().parent.parent
KATUTUBO = ROOT / ".venv" / "bin" / "katutubo"
PG_ADMIN = os.environ.get("KATUTUBO_BENCH_PG", "postgresql://postgres@127.0.0.1:5432/postgres")

CALLS = {
    "dashboard stats": "/api/dashboard/stats",
    "dashboard suggestions 'mar'": "/api/dashboard/suggestions?q=mar",
    "master list, first page": "/api/people?page=1&page_size=50",
    "master list, students in Ajos": "/api/people?category=students&barangay=Ajos&page=1&page_size=50",
    "master list, free-text search 'ala' (page + total)": "/api/people?q=ala&page=1&page_size=50",
    "master list, free-text search 'villafuerte'": "/api/people?q=villafuerte&page=1&page_size=50",
    "suggestions, full name 'juan santos dela cruz' (a miss)": (
        "/api/dashboard/suggestions?q=juan+santos+dela+cruz"
    ),
    "suggestions, accents 'peña, ramón' (a miss)": "/api/dashboard/suggestions?q=pe%C3%B1a%2C+ram%C3%B3n",
    "suggestions, full name 'jaime guzman agustin' (in the demo data)": (
        "/api/dashboard/suggestions?q=jaime+guzman+agustin"
    ),
    "master list, 'agustin, jaime guzman' (in the demo data)": (
        "/api/people?q=agustin%2C+jaime+guzman&page=1&page_size=50"
    ),
    "master list, 'dela cruz, juan santos' (a miss)": (
        "/api/people?q=dela+cruz%2C+juan+santos&page=1&page_size=50"
    ),
    "chieftain list sorted by tribe": "/api/people?sort=tribe&order=asc&page=1&page_size=50",
    "master list by birthdate, youngest first": "/api/people?sort=birthdate&order=desc&page=1&page_size=50",
    "master list by barangay, first page": "/api/people?sort=barangay&order=asc&page=1&page_size=50",
    "master list by barangay, page 400 (Z to A)": (
        "/api/people?sort=barangay&order=desc&page=400&page_size=50"
    ),
    "barangay populations (46)": "/api/barangays",
}


# Issue 25: a household's page and a barangay's household list (< 50 ms p50 on PostgreSQL, a million people).
HOUSEHOLD_CALLS = {
    "households in Ajos, first page": "/api/households?barangay=Ajos&page=1&page_size=50",
    "households in Ajos, search 'villafuerte'": (
        "/api/households?barangay=Ajos&q=villafuerte&page=1&page_size=50"
    ),
}


def household_figures(client: httpx.Client, runs: int) -> None:
    """The household calls, and the page of the first household of Ajos's list."""
    first = client.get(HOUSEHOLD_CALLS["households in Ajos, first page"]).raise_for_status().json()["items"]
    calls = dict(HOUSEHOLD_CALLS)
    if first:
        calls["a household's page (the first in Ajos)"] = f"/api/households/{first[0]['id']}"
    print(f"\nHouseholds (issue 25; load average {os.getloadavg()[0]:.1f}):\n")
    print("| call | median ms | p95 ms | response bytes |\n|---|---:|---:|---:|")
    for name, path in calls.items():
        median, p95, size = timed(lambda path=path: len(client.get(path).raise_for_status().content), runs)
        print(f"| {name} | {median:.1f} | {p95:.1f} | {size:,} |")


# The same calls as an encoder of one barangay (katutubo.people.scope) and as an IPMR: what the scope costs.
ENCODER_OF = "Ajos"
SCOPE_CALLS = {
    name: CALLS[name]
    for name in (
        "master list, first page",
        "dashboard stats",
        "master list, free-text search 'ala' (page + total)",
        "dashboard suggestions 'mar'",
    )
}


def percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(pct / 100 * (len(ordered) - 1)))]


def timed(call: Callable[[], int], runs: int) -> tuple[float, float, int]:
    call()  # warm-up
    times, size = [], 0
    for _ in range(runs):
        start = time.perf_counter()
        size = call()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), percentile(times, 95), size


def timed_side_by_side(calls: list[Callable[[], int]], runs: int) -> list[float]:
    """The median ms of each call, the calls taking turns run after run (a busy machine slows all alike)."""
    for call in calls:
        call()  # warm-up
    times: list[list[float]] = [[] for _ in calls]
    for _ in range(runs):
        for call, spent in zip(calls, times, strict=True):
            start = time.perf_counter()
            call()
            spent.append((time.perf_counter() - start) * 1000)
    return [statistics.median(spent) for spent in times]


def scope_figures(base_url: str, env: dict[str, str], ipmr_token: str, runs: int) -> None:
    """The calls as an IPMR (the whole registry) and as an encoder of ENCODER_OF, side by side."""
    (encoder_token,) = make_sessions(env, [f"encoder:{ENCODER_OF}"])
    print(f"\nAs an IPMR and as an encoder of {ENCODER_OF} (the scope's cost; issue 24: at most +10 %):\n")
    print("| call | IPMR median ms | encoder median ms | encoder's rows | cost |\n|---|---:|---:|---:|---:|")
    cookie = "katutubo_session"
    with (
        httpx.Client(base_url=base_url, cookies={cookie: ipmr_token}) as ipmr,
        httpx.Client(base_url=base_url, cookies={cookie: encoder_token}) as encoder,
    ):
        for name, path in SCOPE_CALLS.items():
            whole, scoped = timed_side_by_side(
                [
                    lambda path=path: len(ipmr.get(path).raise_for_status().content),
                    lambda path=path: len(encoder.get(path).raise_for_status().content),
                ],
                runs,
            )
            body = encoder.get(path).raise_for_status().json()
            rows = body.get("total", len(body.get("items", [])))
            cost = (scoped - whole) / whole * 100
            print(f"| {name} | {whole:.1f} | {scoped:.1f} | {rows:,} | {cost:+.0f} % |")


def prepare(env: dict[str, str], count: int) -> tuple[list[str], float]:
    """Migrate, seed, sign in an IPMR and a Chieftain; returns their session tokens and the seeding time."""
    subprocess.run([KATUTUBO, "migrate"], env=env, check=True, capture_output=True)
    start = time.perf_counter()
    subprocess.run(
        [KATUTUBO, "seed-demo", "--count", str(count)],
        env=env,
        check=True,
        capture_output=True,
    )
    seeded = time.perf_counter() - start
    return make_sessions(env, ["ipmr", "chieftain"]), seeded


def original_approach(env: dict[str, str], count: int) -> tuple[float, float, int, float]:
    """Every row as the JSON the browser would download, then the tiles counted client-side, a chunk of
    people at a time (scripts/bench_original.py): median and worst ms, the download's bytes, peak MB.
    Three passes after the warm-up; one past 100,000 people (a pass takes over a minute at a million)."""
    python = ROOT / ".venv" / "bin" / "python"
    script = ROOT / "scripts" / "bench_original.py"
    passes = "3" if count <= 100_000 else "1"
    out = subprocess.run([python, script, passes], env=env, check=True, capture_output=True, text=True).stdout
    median, worst, size, peak_mb = json.loads(out)
    return median, worst, size, peak_mb


AUDIT_UPDATES = 200


def audit_write_cost(env: dict[str, str]) -> tuple[int, float, float]:
    """Median ms of one committed person update without and with its audit event (scripts/bench_audit.py)."""
    python = ROOT / ".venv" / "bin" / "python"
    script = ROOT / "scripts" / "bench_audit.py"
    out = subprocess.run(
        [python, script, str(AUDIT_UPDATES)],
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    result = json.loads(out)
    return int(result["updates"]), float(result["without"]), float(result["with"])


def browser_figures(base_url: str, tokens: list[str]) -> None:
    """The same screens as a person sees them, when Chromium and the e2e packages are installed."""
    script = ROOT / "scripts" / "bench-browser.mjs"
    if not Path("/usr/bin/chromium").exists() or not (ROOT / "e2e" / "node_modules" / "playwright").exists():
        print("| browser figures skipped: no /usr/bin/chromium or e2e packages | | | |")
        return
    result = subprocess.run(["node", script, base_url, *tokens], capture_output=True, text=True, timeout=600)
    print(result.stdout.rstrip() or f"| browser figures failed: {result.stderr.strip()[:200]} | | | |")


def bench(
    label: str,
    env: dict[str, str],
    count: int,
    runs: int,
    streams: int,
    hold: float,
    calls_only: bool = False,
) -> None:
    env = env | {"KATUTUBO_ADDRESS_LIMIT_FACTOR": "10"}  # every stream comes from 127.0.0.1
    tokens, seeded = prepare(env, count)
    print(f"\n(load average before seeding {label}: {os.getloadavg()[0]:.1f})")
    with running_server(env) as (base_url, server_pid):
        with httpx.Client(base_url=base_url, cookies={"katutubo_session": tokens[0]}) as client:
            print(f"\n## {label}: {count:,} people (seeded in {seeded:.1f} s)\n")
            print("| call | median ms | p95 ms | response bytes |\n|---|---:|---:|---:|")
            for name, path in CALLS.items():
                median, p95, size = timed(
                    lambda path=path: len(client.get(path).raise_for_status().content),
                    runs,
                )
                print(f"| {name} | {median:.1f} | {p95:.1f} | {size:,} |")
            household_figures(client, runs)
            scope_figures(base_url, env, tokens[0], runs)
            if calls_only:
                return
            median, worst, size, peak_mb = original_approach(env, count)
            original = "original: download every person, count in the client"
            print(f"| {original} | {median:.1f} | {worst:.1f} | {size:,} |")
            print(f"\n(the original's way, measured a chunk of people at a time, peaked at {peak_mb:.0f} MB)")
        if streams:
            streams_figures(base_url, env, server_pid, streams, hold)
        updates, without, with_audit = audit_write_cost(env)
        print(
            f"\nPerson update, one committed transaction each (median of {updates}): ",
            end="",
        )
        print(
            f"{without:.2f} ms without the audit event, {with_audit:.2f} ms with it ",
            end="",
        )
        print(f"(audit write: +{with_audit - without:.2f} ms per update).\n")
        browser_figures(base_url, tokens)


def print_peak_memory() -> None:
    """The most resident memory any one process of the benchmark has held so far (seeding, the server, the
    measurements; the database server is not ours): the benchmark stays under 1 GB at a million people."""
    peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024  # kilobytes on Linux
    print(f"\nPeak resident memory of one benchmark process so far: {peak_mb:.0f} MB")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--streams", type=int, default=200, help="open dashboard streams to hold (0: none)")
    parser.add_argument("--hold", type=float, default=60, help="seconds the streams are held")
    parser.add_argument("--skip-sqlite", action="store_true")
    parser.add_argument(
        "--calls-only",
        action="store_true",
        help="only the table of calls (not the original's way, the streams, the audit cost or the browser)",
    )
    args = parser.parse_args()
    print(
        f"Load average at the start: {' '.join(f'{n:.1f}' for n in os.getloadavg())} ({os.cpu_count()} cores)"
    )
    with tempfile.TemporaryDirectory(prefix="katutubo-bench-") as tmp:
        env = {
            **os.environ,
            "KATUTUBO_DATA_DIR": tmp,
            "KATUTUBO_DATABASE_URL": f"sqlite:///{tmp}/bench.sqlite3",
        }
        if not args.skip_sqlite:
            bench("SQLite", env, args.count, args.runs, args.streams, args.hold, args.calls_only)
            print_peak_memory()
    try:
        import psycopg

        name = f"katutubo_bench_{uuid.uuid4().hex[:8]}"
        with psycopg.connect(PG_ADMIN, autocommit=True, connect_timeout=3) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
    except Exception as exc:  # PostgreSQL is optional for the benchmark
        print(f"\nPostgreSQL not reachable ({exc}); skipped.", file=sys.stderr)
        return
    url = PG_ADMIN.rsplit("/", 1)[0].replace("postgresql://", "postgresql+psycopg://") + f"/{name}"
    try:
        with tempfile.TemporaryDirectory(prefix="katutubo-bench-") as tmp:
            bench(
                "PostgreSQL",
                {**os.environ, "KATUTUBO_DATA_DIR": tmp, "KATUTUBO_DATABASE_URL": url},
                args.count,
                args.runs,
                args.streams,
                args.hold,
                args.calls_only,
            )
        print_peak_memory()
    finally:
        with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


if __name__ == "__main__":
    main()
