"""The restore against a real server process (issue 20, points 2-3): a server (`katutubo serve`, its own data
folder and database) writes a backup through its HTTP "Back up now" and is stopped; the CLI refuses a corrupt
copy of that backup (a changed byte with its checksum recomputed; a dump the database cannot load, signed by
the registry itself) in one line, no traceback; the server started again serves every person it had. The
same backup restored into a fresh data folder and database prints the signing key's fingerprint, and a
server started there serves the same people to the same account."""

import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
import uvicorn

import katutubo
from katutubo.backups import database
from katutubo.cli import build_parser, cmd_serve
from katutubo.core import config, signing
from tests.backups import archives
from tests.backups.test_restore_all_or_nothing import unloadable
from tests.conftest import drop_pg_database, new_pg_database
from tests.core.test_two_servers import PASSWORD, _browser, _login
from tests.people.factories import person_payload
from tests.ports import free_port

PEOPLE = 5


@pytest.fixture
def new_registry(database_url, tmp_path) -> Iterator[object]:
    """Makes (data folder, database URL) pairs of the test's kind, empty; drops their databases after."""
    made: list[str] = []

    def make(name: str) -> tuple[Path, str]:
        folder = tmp_path / name
        folder.mkdir()
        if database.is_sqlite(database_url):
            return folder, f"sqlite:///{folder / 'katutubo.sqlite3'}"
        made.append(new_pg_database())
        return folder, made[-1]

    yield make
    for url in made:
        drop_pg_database(url)


def _env(folder: Path, url: str) -> dict[str, str]:
    return os.environ | {
        "KATUTUBO_DATA_DIR": str(folder),
        "KATUTUBO_DATABASE_URL": url,
        "KATUTUBO_CAPTCHA_COST": "20",
        "KATUTUBO_FRONTEND_DIST": str(folder / "no-frontend"),
        "PYTHONPATH": str(Path(katutubo.__file__).parent.parent),
    }


def katutubo_cli(folder: Path, url: str, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "katutubo.cli", *args]
    return subprocess.run(
        command, env=_env(folder, url), input=stdin, capture_output=True, text=True, timeout=300
    )


@contextmanager
def server(folder: Path, url: str) -> Iterator[str]:
    """`katutubo serve` (one worker) on a free port; its base URL; stopped (SIGTERM, by its PID) after."""
    port = free_port()
    log = (folder / "server.log").open("ab")
    command = [sys.executable, "-m", "katutubo.cli", "serve", "--port", str(port), "--workers", "1"]
    process = subprocess.Popen(command, env=_env(folder, url), stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(600):  # up to a minute
            if process.poll() is not None:
                raise RuntimeError((folder / "server.log").read_text())
            try:
                if httpx.get(f"{base}/api/session", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)
        else:
            raise RuntimeError("the server did not start in a minute")
        yield base
    finally:
        process.terminate()
        process.wait(30)
        log.close()


def people_served(base: str) -> int:
    with _browser(base) as browser:
        assert _login(browser, "ipmr@example.org").status_code == 200
        answer = browser.get("/api/people", params={"page_size": 1})
        assert answer.status_code == 200, answer.text
        return int(answer.json()["total"])


def test_a_server_backup_survives_corrupt_restores_and_restores_into_a_fresh_registry(new_registry, tmp_path):
    live, live_url = new_registry("live")
    assert katutubo_cli(live, live_url, "migrate").returncode == 0
    made = katutubo_cli(
        live,
        live_url,
        "create-user",
        "--email",
        "ipmr@example.org",
        "--name",
        "Ana Reyes",
        "--role",
        "ipmr",
        stdin=PASSWORD + "\n",
    )
    assert made.returncode == 0, made.stderr
    with server(live, live_url) as base, _browser(base) as browser:
        assert _login(browser, "ipmr@example.org").status_code == 200
        for n in range(PEOPLE):
            assert browser.post("/api/people", json=person_payload(first_name=f"Tao{n}")).status_code == 201
        written = browser.post("/api/admin/backups")
        assert written.status_code == 201 and written.json()["verified"], written.text
    backup = live / "backups" / written.json()["name"]

    changed = archives.rewritten(backup, tmp_path / "changed.tar.gz", archives.with_changed_byte)
    refused = katutubo_cli(live, live_url, "restore", "--force", str(changed))
    assert (refused.returncode, refused.stderr) == (
        1,
        "error: The backup is damaged (signature): nothing was restored.\n",
    )
    own = config.Settings(data_dir=live)
    broken = archives.rewritten(backup, tmp_path / "broken.tar.gz", unloadable, signer=own)
    failed = katutubo_cli(live, live_url, "restore", "--force", str(broken))
    assert failed.returncode == 1 and "Traceback" not in failed.stderr, failed.stderr
    assert re.fullmatch(
        r"error: The restore failed \(.+\): nothing was restored, the registry is as it was\.\n",
        failed.stderr,
    )
    with server(live, live_url) as base:
        assert people_served(base) == PEOPLE

    fresh, fresh_url = new_registry("fresh")
    restored = katutubo_cli(fresh, fresh_url, "restore", str(backup))
    assert restored.returncode == 0, restored.stderr
    lines = restored.stdout.splitlines()
    assert lines[0].startswith(f"Restored: {PEOPLE} people, 1 users, ")
    fingerprint = signing.fingerprint(signing.public_key(own))
    assert lines[1] == (
        "This backup holds no certificate key (only an encrypted backup carries it): the registry keeps its "
        "own, and papers signed with another key do not verify here."
    )
    assert lines[2].startswith(f"The backup was signed by the key with fingerprint {fingerprint}, which this")
    with server(fresh, fresh_url) as base:
        assert people_served(base) == PEOPLE


def test_serve_makes_the_signing_key_before_its_workers_start(settings, tmp_path, monkeypatch):
    """Every worker signs (backups, checkpoints) with the one key made here, not a key of its own."""
    folder = tmp_path / "fresh"
    folder.mkdir()
    monkeypatch.setattr(settings, "data_dir", folder)
    seen: dict[str, bool] = {}
    monkeypatch.setattr(uvicorn, "run", lambda *_a, **_k: seen.update(key=signing.has_key(folder)))
    cmd_serve(build_parser().parse_args(["serve", "--workers", "2"]))
    assert seen == {"key": True}
