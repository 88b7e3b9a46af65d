"""The database's part of a backup: SQLite through its online backup API (a consistent copy while the server
runs), PostgreSQL through `pg_dump --format=custom`. Putting it back: katutubo.backups.swap."""

import os
import shutil
import sqlite3
import subprocess
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from typing import TypeVar

from sqlalchemy import Connection, text
from sqlalchemy.engine import make_url

from katutubo.core.db import make_engine
from katutubo.core.errors import AppError
from katutubo.core.messages import Message

T = TypeVar("T")

NO_PG_DUMP = Message(
    "backups.no_pg_dump",
    "A PostgreSQL backup needs pg_dump and pg_restore (Debian: apt-get install postgresql-client).",
)
SQLITE_FILE = "katutubo.sqlite3"
PG_FILE = "katutubo.pgdump"
COMMAND_FAILED = Message("backups.command_failed", "{command} failed: {output}")
IN_USE = Message(
    "backups.in_use",
    "The database is in use: stop the server (every server of this registry) and any other program using "
    "the database, then restore again. Nothing was restored.",
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
        raise AppError(COMMAND_FAILED.format(command=command[0], output=done.stderr.strip()[:300]))


def copy_sqlite(source: Path, target: Path) -> None:
    """A consistent copy through SQLite's online backup API (in one step, under one read lock)."""
    with closing(sqlite3.connect(source)) as reading, closing(sqlite3.connect(target)) as writing:
        reading.backup(writing)


def dump(url: str, folder: Path, read: Callable[[Connection], T]) -> tuple[Path, T]:
    """The database as one file in `folder`, and what `read` finds in exactly the state dumped (the manifest's
    counts: a restore checks the database against them, so a server writing meanwhile must change neither).
    SQLite: read from the copy. PostgreSQL: pg_dump takes the snapshot of the transaction `read` runs in."""
    if is_sqlite(url):
        target = folder / SQLITE_FILE
        copy_sqlite(sqlite_path(url), target)
        engine = make_engine(f"sqlite:///{target}")
        try:
            with engine.connect() as conn:
                return target, read(conn)
        finally:
            engine.dispose()
    target = folder / PG_FILE
    command = ["pg_dump", "--format=custom", "--no-owner", "--no-acl", f"--exclude-schema={PREVIOUS_SCHEMA}"]
    engine = make_engine(url)
    try:
        with engine.connect().execution_options(isolation_level="REPEATABLE READ") as conn, conn.begin():
            snapshot = conn.execute(text("SELECT pg_export_snapshot()")).scalar_one()
            run([*command, f"--snapshot={snapshot}", f"--file={target}", libpq_url(url)])
            return target, read(conn)
    finally:
        engine.dispose()


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
