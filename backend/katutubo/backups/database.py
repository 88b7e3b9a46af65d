"""The database's part of a backup: SQLite through its online backup API (a consistent copy while the server
runs), PostgreSQL through `pg_dump --format=custom`. Putting it back: katutubo.backups.swap."""

import os
import shutil
import sqlite3
import subprocess
from contextlib import closing
from pathlib import Path

from sqlalchemy.engine import make_url

from katutubo.core.errors import AppError

NO_PG_DUMP = "A PostgreSQL backup needs pg_dump and pg_restore (Debian: apt-get install postgresql-client)."
SQLITE_FILE = "katutubo.sqlite3"
PG_FILE = "katutubo.pgdump"
IN_USE = (
    "The database is in use: stop the server (every server of this registry) and any other program using "
    "the database, then restore again. Nothing was restored."
)
# Where PostgreSQL keeps the live registry while a restore checks the new one (never in a backup).
PREVIOUS_SCHEMA = "katutubo_previous"


def is_sqlite(url: str) -> bool:
    return make_url(url).get_backend_name() == "sqlite"


def sqlite_path(url: str) -> Path:
    return Path(make_url(url).database or "")


def libpq_url(url: str) -> str:
    """postgresql+psycopg://… as pg_dump reads it (postgresql://…)."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


def run(command: list[str]) -> None:
    if shutil.which(command[0]) is None:
        raise AppError(NO_PG_DUMP)
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise AppError(f"{command[0]} failed: {done.stderr.strip()[:300]}")


def dump(url: str, folder: Path) -> Path:
    """The database as one file in `folder`."""
    if is_sqlite(url):
        target = folder / SQLITE_FILE
        with (
            closing(sqlite3.connect(sqlite_path(url))) as reading,
            closing(sqlite3.connect(target)) as writing,
        ):
            reading.backup(writing)
        return target
    target = folder / PG_FILE
    command = ["pg_dump", "--format=custom", "--no-owner", "--no-acl", f"--exclude-schema={PREVIOUS_SCHEMA}"]
    run([*command, f"--file={target}", libpq_url(url)])
    return target


def fsync_folder(folder: Path) -> None:
    """A rename in `folder` made durable."""
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def integrity_problems(url: str) -> list[str]:
    """SQLite's integrity check ('ok' is none); PostgreSQL checks its pages itself, so none to report."""
    if not is_sqlite(url):
        return []
    with closing(sqlite3.connect(sqlite_path(url))) as conn:
        rows = [str(r[0]) for r in conn.execute("PRAGMA integrity_check")]
    return [] if rows == ["ok"] else rows
