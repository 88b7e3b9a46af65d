"""The database's part of a backup: SQLite through its online backup API (a consistent copy while the server
runs), PostgreSQL through `pg_dump --format=custom`; and putting it back."""

import shutil
import sqlite3
import subprocess
from contextlib import closing
from pathlib import Path

from sqlalchemy import text
from sqlalchemy.engine import make_url

from katutubo.core.db import make_engine
from katutubo.core.errors import AppError

NO_PG_DUMP = "A PostgreSQL backup needs pg_dump and pg_restore (Debian: apt-get install postgresql-client)."
SQLITE_FILE = "katutubo.sqlite3"
PG_FILE = "katutubo.pgdump"


def is_sqlite(url: str) -> bool:
    return make_url(url).get_backend_name() == "sqlite"


def sqlite_path(url: str) -> Path:
    return Path(make_url(url).database or "")


def libpq_url(url: str) -> str:
    """postgresql+psycopg://… as pg_dump reads it (postgresql://…)."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


def _run(command: list[str]) -> None:
    if shutil.which(command[0]) is None:
        raise AppError(NO_PG_DUMP)
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise AppError(f"{command[0]} failed: {done.stderr.strip()[:300]}")


def _sqlite_copy(source: Path, target: Path) -> None:
    with closing(sqlite3.connect(source)) as reading, closing(sqlite3.connect(target)) as writing:
        reading.backup(writing)


def dump(url: str, folder: Path) -> Path:
    """The database as one file in `folder`."""
    if is_sqlite(url):
        target = folder / SQLITE_FILE
        _sqlite_copy(sqlite_path(url), target)
        return target
    target = folder / PG_FILE
    _run(["pg_dump", "--format=custom", "--no-owner", "--no-acl", f"--file={target}", libpq_url(url)])
    return target


def load(url: str, dumped: Path) -> None:
    """Replaces the target database's contents with the dump."""
    if is_sqlite(url):
        path = sqlite_path(url)
        path.parent.mkdir(parents=True, exist_ok=True)
        _sqlite_copy(dumped, path)
        return
    engine = make_engine(url)
    with engine.begin() as conn:
        conn.execute(text("DROP SCHEMA public CASCADE"))
        conn.execute(text("CREATE SCHEMA public"))
    engine.dispose()
    _run(
        ["pg_restore", "--no-owner", "--no-acl", "--exit-on-error", f"--dbname={libpq_url(url)}", str(dumped)]
    )


def integrity_problems(url: str) -> list[str]:
    """SQLite's integrity check ('ok' is none); PostgreSQL checks its pages itself, so none to report."""
    if not is_sqlite(url):
        return []
    with closing(sqlite3.connect(sqlite_path(url))) as conn:
        rows = [str(r[0]) for r in conn.execute("PRAGMA integrity_check")]
    return [] if rows == ["ok"] else rows
