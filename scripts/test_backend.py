"""The backend's tests on both databases at once: one pytest process for SQLite, one for PostgreSQL.

Why: every test runs on both databases (tests/conftest.py), one after the other in a single process: about
10 minutes on this 2-core machine, with one core mostly waiting on the other (PostgreSQL answering). Two
processes side by side keep both cores busy. Tests that need no database run with the SQLite half.

    python scripts/test_backend.py                 # what `make test-backend` runs
    python scripts/test_backend.py -x -k merge     # extra arguments go to both pytest processes

Each half writes into its own temporary folder; its output is printed whole when it ends (the two are not
interleaved), and the run fails if either half fails.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BACKEND = Path(__file__).resolve().parent.parent / "backend"
DATABASES = ("sqlite", "postgresql")


def start(database: str, folder: Path, extra: list[str]) -> tuple[subprocess.Popen[bytes], Path]:
    log = folder / f"{database}.log"
    command = [
        sys.executable,
        "-m",
        "pytest",
        f"--basetemp={folder / database}",
        "-p",
        "no:cacheprovider",
        "--durations=12",  # the slowest, so a run tells where the suite's time goes
        *extra,
    ]
    env = {**os.environ, "KATUTUBO_TEST_DATABASES": database}
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=BACKEND, env=env, stdout=out, stderr=subprocess.STDOUT)
    return process, log


def main(extra: list[str]) -> int:
    folder = Path(tempfile.mkdtemp(prefix="katutubo-pytest-"))
    began = time.monotonic()
    running = {database: start(database, folder, extra) for database in DATABASES}
    print(
        f"backend tests: {', '.join(DATABASES)} side by side (each one's output when it ends)",
        flush=True,
    )
    failed = []
    while running:
        for database, (process, log) in list(running.items()):
            if process.poll() is None:
                continue
            del running[database]
            minutes = (time.monotonic() - began) / 60
            print(
                f"\n===== {database}: exit {process.returncode} after {minutes:.1f} min =====",
                flush=True,
            )
            sys.stdout.write(log.read_text(errors="replace"))
            sys.stdout.flush()
            if process.returncode != 0:
                failed.append(database)
        time.sleep(0.5)
    if failed:
        print(
            f"\nbackend tests failed on: {', '.join(failed)} (their files: {folder})",
            flush=True,
        )
        return 1
    shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
