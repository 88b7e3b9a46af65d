"""`katutubo restore FILE [--identity KEYFILE] [--force]`: every checksum verified before anything is touched;
an empty target only (unless --force); migrations run when the archive is older than the code."""

import json
import tarfile
import tempfile
from pathlib import Path
from typing import Any

import pyrage
from sqlalchemy import func, inspect, select

from katutubo.backups import archive, database
from katutubo.backups.photos import holds_photos, put_back
from katutubo.core.db import make_engine
from katutubo.core.errors import AppError
from katutubo.core.migrate import upgrade
from katutubo.models import AuditEvent, Person, User
from katutubo.photos.storage import LocalStorage, PhotoStorage

NEEDS_IDENTITY = "This backup is encrypted: give its key with --identity KEYFILE."
WRONG_IDENTITY = "This key does not open the backup."
DAMAGED = "The backup is damaged ({}): nothing was restored."
NOT_EMPTY = "The target already holds a registry; use --force to replace it."
OTHER_DATABASE = "This backup is of a {} database: restore it into one of that kind."
NOT_CLEAN = "The restored database failed its integrity check: {}"


def _decrypted(path: Path, identity: Path | None, work: Path) -> Path:
    if not archive.is_encrypted(path):
        return path
    if identity is None:
        raise AppError(NEEDS_IDENTITY)
    keys = [line.strip() for line in identity.read_text().splitlines() if line.startswith("AGE-SECRET-KEY-")]
    plain = work / "backup.tar.gz"
    try:
        identities = [pyrage.x25519.Identity.from_str(key) for key in keys]
        with path.open("rb") as source, plain.open("wb") as target:
            pyrage.decrypt_io(source, target, identities)
    except Exception:  # noqa: BLE001 - a wrong key, or no key in the file
        raise AppError(WRONG_IDENTITY) from None
    return plain


def verified(path: Path, identity: Path | None, work: Path) -> tuple[dict[str, Any], Path]:
    """(the manifest, the folder the archive was unpacked in) once every file matches its checksum."""
    folder = work / "unpacked"
    try:
        with tarfile.open(_decrypted(path, identity, work), "r:gz") as tar:
            tar.extractall(folder, filter="data")
        manifest = json.loads((folder / archive.MANIFEST).read_text())
    except (tarfile.TarError, OSError, ValueError):
        raise AppError(DAMAGED.format("not a backup archive")) from None
    for name, digest in manifest["files"].items():
        if not (folder / name).is_file() or archive.sha256(folder / name) != digest:
            raise AppError(DAMAGED.format(name))
    return manifest, folder


def holds_registry(url: str, storage: PhotoStorage) -> bool:
    if holds_photos(storage):
        return True
    engine = make_engine(url)
    try:
        with engine.connect() as conn:
            if not inspect(conn).has_table("people"):
                return False
            return any(
                conn.execute(select(func.count()).select_from(t)).scalar() for t in (Person, User, AuditEvent)
            )
    finally:
        engine.dispose()


def restore(
    url: str,
    data_dir: Path,
    path: Path,
    identity: Path | None,
    force: bool,
    storage: PhotoStorage | None = None,
) -> dict[str, int]:
    """Restores the archive into the target (photos into `storage`, by default the data folder); returns the
    counts now in it."""
    storage = storage or LocalStorage(data_dir)
    with tempfile.TemporaryDirectory(prefix="katutubo-restore-") as scratch:
        manifest, folder = verified(path, identity, Path(scratch))
        kind = "sqlite" if database.is_sqlite(url) else "postgresql"
        if manifest["database"] != kind:
            raise AppError(
                OTHER_DATABASE.format("SQLite" if manifest["database"] == "sqlite" else "PostgreSQL")
            )
        if not force and holds_registry(url, storage):
            raise AppError(NOT_EMPTY)
        dumped = folder / (database.SQLITE_FILE if kind == "sqlite" else database.PG_FILE)
        database.load(url, dumped)
        put_back(storage, data_dir, folder)
    upgrade(url)
    if problems := database.integrity_problems(url):
        raise AppError(NOT_CLEAN.format("; ".join(problems[:3])))
    return archive.counts(url)
