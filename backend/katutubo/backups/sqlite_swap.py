"""Restoring into SQLite: the new database is a file beside the live one (NAME.restoring, in the same folder
so that swapping is one rename), checked there while the live file stays as it was. The swap: the live file
is switched out of WAL mode, which SQLite allows only when no other connection has it open (a running server
refuses the restore) and which folds its -wal into it; then the new file replaces it with os.replace, and the
old -wal and -shm (belonging to no one now) are removed, so that SQLite never applies the old log to the new
file."""

import os
import shutil
import sqlite3
from contextlib import closing, suppress
from pathlib import Path

from katutubo.backups.database import IN_USE, fsync_folder
from katutubo.core.errors import AppError
from katutubo.core.private_files import PRIVATE_FILE

SUFFIX = ".restoring"
SIDE_FILES = ("-wal", "-shm", "-journal")
BUSY_SECONDS = 2


def new_path(live: Path) -> Path:
    return live.with_name(live.name + SUFFIX)


def _remove(path: Path) -> None:
    for name in (path.name, *(path.name + side for side in SIDE_FILES)):
        path.with_name(name).unlink(missing_ok=True)


def stage(live: Path, dumped: Path) -> None:
    """The dump copied as NAME.restoring (private from the start)."""
    new = new_path(live)
    live.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    _remove(new)
    fd = os.open(new, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE)
    with os.fdopen(fd, "wb") as target, dumped.open("rb") as source:
        shutil.copyfileobj(source, target)
        target.flush()
        os.fsync(target.fileno())


def _out_of_wal(path: Path) -> None:
    """The database at `path` made one self-contained file (its log folded in), or IN_USE when another
    connection has it open. A file that is not a database at all is no one's: left for the swap."""
    if not path.exists():
        return
    try:
        with closing(sqlite3.connect(path, timeout=BUSY_SECONDS)) as conn:
            mode = conn.execute("PRAGMA journal_mode=DELETE").fetchone()[0]
    except sqlite3.OperationalError as error:
        if "locked" in str(error) or "busy" in str(error):
            raise AppError(IN_USE) from None
        return
    except sqlite3.DatabaseError:
        return
    if str(mode).lower() != "delete":
        raise AppError(IN_USE)


def commit(live: Path) -> None:
    new = new_path(live)
    _out_of_wal(new)
    _out_of_wal(live)
    for side in SIDE_FILES:
        live.with_name(live.name + side).unlink(missing_ok=True)
    os.replace(new, live)  # the commit: what follows may fail without undoing it
    with suppress(OSError):
        fsync_folder(live.parent)


def roll_back(live: Path) -> None:
    _remove(new_path(live))
