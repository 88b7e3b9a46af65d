"""The data folder is the server's alone: folders 0700, files 0600 (database, secret key, outbox emails with
live reset links, photos), however the umask is set."""

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import text

from katutubo.core import config
from katutubo.core.db import make_engine
from katutubo.core.mail import send_mail
from tests.people.factories import add_person, image_bytes


def modes(folder: Path) -> dict[str, int]:
    found = {".": stat.S_IMODE(folder.stat().st_mode)}
    for path in folder.rglob("*"):
        found[str(path.relative_to(folder))] = stat.S_IMODE(path.stat().st_mode)
    return found


@pytest.fixture
def loose_umask():
    previous = os.umask(0o022)  # what most systems default to: files 0644, folders 0755
    yield
    os.umask(previous)


@pytest.fixture
def fresh_data_dir(settings, tmp_path, monkeypatch, loose_umask) -> Path:
    folder = tmp_path / "fresh" / "data"
    monkeypatch.setattr(config.get_settings(), "data_dir", folder)
    config.get_settings.cache_clear()
    monkeypatch.setenv("KATUTUBO_DATA_DIR", str(folder))
    yield config.get_settings().data_dir
    monkeypatch.undo()
    config.get_settings.cache_clear()


def test_everything_the_app_writes_is_private(fresh_data_dir, ipmr_client, client, users):
    users.create(email="reset@example.org")
    person = add_person()
    assert (
        ipmr_client.post(
            f"/api/people/{person.id}/photo", files={"file": ("p.jpg", image_bytes())}
        ).status_code
        == 200
    )
    assert (
        ipmr_client.put("/api/barangays/Ajos/photo", files={"file": ("b.jpg", image_bytes())}).status_code
        == 200
    )
    send_mail(config.get_settings(), "reset@example.org", "Reset", "a live link")
    assert ipmr_client.post("/api/admin/backups").status_code == 201
    spreadsheet = {"file": ("people.csv", b"Last name,First name\nCruz,Juan\n", "text/csv")}
    assert ipmr_client.post("/api/admin/imports", files=spreadsheet).status_code == 202
    config.get_settings().resolved_secret_key  # noqa: B018 (made on first use)
    found = modes(fresh_data_dir)
    assert {"outbox", "ip_photos", "barangay_photos", "secret_key", "backups", "imports"} <= set(found)
    for name, mode in found.items():
        expected = 0o700 if (fresh_data_dir / name).is_dir() else 0o600
        assert mode == expected, (name, oct(mode))


def test_a_sqlite_database_and_its_journal_are_private(tmp_path, loose_umask):
    engine = make_engine(f"sqlite:///{tmp_path / 'db' / 'k.sqlite3'}")
    with engine.begin() as conn:
        conn.execute(text("CREATE TABLE t (x INTEGER)"))
        conn.execute(text("INSERT INTO t VALUES (1)"))
        files = modes(tmp_path / "db")
    engine.dispose()
    assert {"k.sqlite3", "k.sqlite3-wal", "k.sqlite3-shm"} <= set(files)
    assert set(files.values()) <= {0o600, 0o700}
    assert files["."] == 0o700


def test_an_existing_database_file_is_made_private(tmp_path, loose_umask):
    path = tmp_path / "old.sqlite3"
    path.touch(mode=0o644)
    make_engine(f"sqlite:///{path}").dispose()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def _rows_seen_by_another_process(path: Path) -> int:
    """What a separate process (a `sqlite3` shell, `katutubo backup`) reads; its connection closes after."""
    read = (
        "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); "
        "print(c.execute('SELECT count(*) FROM t').fetchone()[0]); c.close()"
    )
    done = subprocess.run([sys.executable, "-c", read, str(path)], capture_output=True, text=True, check=True)
    return int(done.stdout)


def test_making_an_engine_keeps_the_locks_of_open_connections(tmp_path):
    """Making an engine (as a backup does inside the server) must not open the database file itself: closing
    it would drop the locks of this process's open connections, and another process closing its connection
    would then delete the -wal file they still write to."""
    path = tmp_path / "k.sqlite3"
    serving = make_engine(f"sqlite:///{path}")
    with serving.begin() as conn:
        conn.execute(text("CREATE TABLE t (x INTEGER)"))
        conn.execute(text("INSERT INTO t VALUES (1)"))
    with serving.connect() as held:  # a connection of the server, open throughout
        held.execute(text("SELECT count(*) FROM t")).scalar()
        make_engine(f"sqlite:///{path}").dispose()
        assert _rows_seen_by_another_process(path) == 1
        held.execute(text("INSERT INTO t VALUES (2)"))
        held.commit()
        assert _rows_seen_by_another_process(path) == 2
    serving.dispose()
    assert _rows_seen_by_another_process(path) == 2
