"""Backups while the server runs lose nothing (issue 20, point 1). A real server process (`katutubo serve`,
one worker, a fresh data folder) makes a backup ("Back up now"), `katutubo backup` makes another from a
separate process, then 20 people are added; the server is stopped (kill -9, or SIGTERM) and started again:
all 20 are still there. On SQLite this used to lose all 20: making an engine opened and closed the live
database file, which dropped the server's SQLite locks, so the CLI's last connection took itself for the last
user and deleted the -wal and -shm files under the running server."""

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from tests.auth.helpers import login
from tests.conftest import drop_pg_database, new_pg_database
from tests.factories import DEFAULT_PASSWORD, prime_csrf
from tests.people.factories import person_payload
from tests.ports import free_port

IPMR = "ipmr@example.org"


@contextmanager
def fresh_database(kind: str, data_dir: Path) -> Iterator[str]:
    """The URL of an empty database of that kind (a PostgreSQL one is dropped after)."""
    if kind == "sqlite":
        yield f"sqlite:///{data_dir / 'katutubo.sqlite3'}"
        return
    url = new_pg_database()
    try:
        yield url
    finally:
        drop_pg_database(url)


@pytest.fixture(params=["sqlite", "postgresql"])
def registry_env(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[dict[str, str]]:
    """The environment of a fresh registry (its own data folder and database, one IPMR), made by the CLI so
    that this test process never opens the database itself."""
    data_dir = tmp_path / "data"
    with fresh_database(request.param, data_dir) as url:
        env = {k: v for k, v in os.environ.items() if not k.startswith("KATUTUBO_")} | {
            "KATUTUBO_DATABASE_URL": url,
            "KATUTUBO_DATA_DIR": str(data_dir),
            "KATUTUBO_CAPTCHA_COST": "20",
            "KATUTUBO_FRONTEND_DIST": str(tmp_path / "no-frontend"),
        }
        katutubo(env, "migrate")
        account = ["--email", IPMR, "--name", "Ana Reyes", "--role", "ipmr"]
        katutubo(env, "create-user", *account, stdin=DEFAULT_PASSWORD)
        yield env


def katutubo(env: dict[str, str], *args: str, stdin: str = "") -> str:
    """The `katutubo` command as an administrator runs it: a process of its own."""
    command = [sys.executable, "-m", "katutubo.cli", *args]
    done = subprocess.run(command, env=env, input=stdin + "\n", capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


@contextmanager
def serving(env: dict[str, str], log: Path) -> Iterator[tuple[subprocess.Popen[bytes], str]]:
    """`katutubo serve` with one worker process; (the process, its address) once it answers."""
    port = free_port()
    command = [sys.executable, "-m", "katutubo.cli", "serve", "--port", str(port), "--workers", "1"]
    with log.open("ab") as out:
        process = subprocess.Popen(command, env=env, stdout=out, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while process.poll() is None and time.monotonic() < deadline:
            try:
                if httpx.get(f"{base}/api/session", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.2)
        else:
            raise RuntimeError(f"the server did not start: {log.read_text()}")
        yield process, base
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(30)


@contextmanager
def signed_in(base: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=base, timeout=60) as client:
        prime_csrf(client)
        assert login(client, IPMR) == 200
        yield client


@pytest.mark.parametrize("stop", [signal.SIGKILL, signal.SIGTERM], ids=["kill-9", "sigterm"])
def test_writes_after_backups_survive_a_restart(registry_env, tmp_path, stop):
    log = tmp_path / "server.log"
    with serving(registry_env, log) as (process, base), signed_in(base) as ipmr:
        backup = ipmr.post("/api/admin/backups")
        assert backup.status_code == 201, backup.text
        katutubo(registry_env, "backup", "--output", str(tmp_path / "x.tar.gz"))
        ids = []
        for n in range(20):
            person = person_payload(first_name=f"Pangalan{n}", last_name="Lakan")
            added = ipmr.post("/api/people", json=person)
            assert added.status_code == 201, added.text
            ids.append(added.json()["id"])
        assert [ipmr.get(f"/api/people/{i}").status_code for i in ids] == [200] * 20
        again = ipmr.post("/api/admin/backups")  # once answered 500 "disk I/O error" here
        assert again.status_code == 201, again.text
        assert again.json()["counts"]["people"] == 20
        process.send_signal(stop)
        process.wait(30)
    with serving(registry_env, log) as (_, base), signed_in(base) as ipmr:
        found = [ipmr.get(f"/api/people/{i}") for i in ids]
        assert [r.status_code for r in found] == [200] * 20
        assert [r.json()["first_name"] for r in found] == [f"Pangalan{n}" for n in range(20)]
