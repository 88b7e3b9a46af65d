"""The data folder holds the database, the secret key, reset links waiting in the outbox and photos of
people: only the server's own account may read any of it. Its folders are made 0700 and its files 0600 by
the code that creates them, whatever the umask (`katutubo serve` also sets the umask to 077 for anything
else the process writes)."""

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy.engine import make_url

PRIVATE_DIR = 0o700
PRIVATE_FILE = 0o600


def private_dir(path: Path) -> Path:
    """The folder, made if missing (parents too), readable by the owner only."""
    path.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
    os.chmod(path, PRIVATE_DIR)
    return path


def write_private(path: Path, data: bytes) -> None:
    """The file (made, or replaced whole: a reader sees the old one or the new one, never half of either)
    readable by the owner only."""
    with _staged(path, data) as temporary:
        os.replace(temporary, path)


def create_private(path: Path, data: bytes = b"") -> bool:
    """The file made with `data`, readable by the owner only, whole or not at all; False (and nothing
    changed) when it was already there. Linked into place: of processes racing to make it one wins and none
    reads half of it, and a file already there is neither opened nor changed."""
    with _staged(path, data) as temporary:
        try:
            os.link(temporary, path)
        except FileExistsError:
            return False
    return True


@contextmanager
def _staged(path: Path, data: bytes) -> Iterator[Path]:
    """A temporary file (0600) holding `data` beside `path`, gone after the block (moved or linked from)."""
    fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}-")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        yield Path(temporary)
    finally:
        Path(temporary).unlink(missing_ok=True)


def private_sqlite_file(url: str) -> None:
    """A SQLite database file is made 0600 before SQLite opens it (its -wal and -shm files then take the
    same mode); an existing one is made 0600 too, by its path.

    The database file itself is never opened here: closing any descriptor of a file drops every POSIX lock
    the process holds on it, SQLite's included. A server that lost its locks so (when a backup made an
    engine) was taken for gone by the next other process closing its connection (`katutubo backup`, a
    `sqlite3` shell), which then deleted the -wal and -shm files under it: acknowledged writes were lost."""
    database = make_url(url).database
    if not database or database == ":memory:" or database.startswith("file:"):
        return
    path = Path(database)
    if not path.parent.exists():
        private_dir(path.parent)
    if not path.exists():
        create_private(path)  # an empty SQLite database
    os.chmod(path, PRIVATE_FILE)
