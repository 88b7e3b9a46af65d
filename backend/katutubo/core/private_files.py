"""The data folder holds the database, the secret key, reset links waiting in the outbox and photos of
people: only the server's own account may read any of it. Its folders are made 0700 and its files 0600 by
the code that creates them, whatever the umask (`katutubo serve` also sets the umask to 077 for anything
else the process writes)."""

import os
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
    """The file (made, or replaced) readable by the owner only."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, PRIVATE_FILE)
    os.fchmod(fd, PRIVATE_FILE)
    with os.fdopen(fd, "wb") as f:
        f.write(data)


def private_sqlite_file(url: str) -> None:
    """A SQLite database file is made 0600 before SQLite opens it (its -wal and -shm files then take the
    same mode); an existing one is made 0600 too."""
    database = make_url(url).database
    if not database or database == ":memory:" or database.startswith("file:"):
        return
    path = Path(database)
    if not path.parent.exists():
        private_dir(path.parent)
    os.close(os.open(path, os.O_WRONLY | os.O_CREAT, PRIVATE_FILE))
    os.chmod(path, PRIVATE_FILE)
