"""`katutubo restore FILE [--identity KEYFILE] [--public-key KEY] [--force]`: all or nothing, with the server
stopped. The archive is read member by member and trusted only once its manifest's signature and every
checksum hold (katutubo.backups.unpack); an empty target only (unless --force). The database is built beside
the live one and checked (SQLite's integrity check, the migrations, the manifest's counts, the audit chain);
only then are the photos swapped in and the database swapped in, at once (katutubo.backups.swap). Any failure
puts the photos back and drops the new database: the registry is as it was.

Whose signature is trusted: the key given with --public-key; else those the target's data folder trusts (its
own and those of the registries it was restored from, katutubo.core.signing); a fresh data folder with no key
holding no people takes the archive's own, and the caller shows its fingerprint for the operator to compare
(one whose database holds people — made by `migrate`, `create-user` or `seed-demo`, never served — needs
--public-key: a forged archive must not replace people on first use). After a restore
the data folder remembers that key, so the restored registry's older backups and checkpoints still check."""

import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyrage
from sqlalchemy import func, inspect, select
from sqlalchemy.orm import Session

from katutubo.access.people import people_including_trash
from katutubo.audit.chain import first_broken
from katutubo.audit.checkpoint_check import set_aside_superseded_files
from katutubo.backups import archive, database, photos, recovery, swap
from katutubo.backups.unpack import DAMAGED, Unpacked, unpack
from katutubo.core import certificate_key, signing
from katutubo.core.clock import utc_now
from katutubo.core.db import make_engine
from katutubo.core.errors import AppError
from katutubo.core.messages import Message
from katutubo.core.migrate import upgrade
from katutubo.core.private_files import private_dir
from katutubo.models import AuditEvent, Person, User
from katutubo.photos.storage import LocalStorage, PhotoStorage

__all__ = ["DAMAGED", "Restored", "restore", "verified"]

NEEDS_IDENTITY = Message(
    "backups.needs_identity", "This backup is encrypted: give its key with --identity KEYFILE."
)
WRONG_IDENTITY = Message("backups.wrong_identity", "This key does not open the backup.")
NOT_EMPTY = Message("backups.not_empty", "The target already holds a registry; use --force to replace it.")
OTHER_DATABASE = Message(
    "backups.other_database", "This backup is of a {kind} database: restore it into one of that kind."
)
NEEDS_PUBLIC_KEY = Message(
    "backups.needs_public_key",
    "This data folder trusts no key yet and the target holds people: give the public key of the registry the "
    "backup comes from with --public-key (its `katutubo backup` printed it). Nothing was restored.",
)
FAILED = Message(
    "backups.failed", "The restore failed ({reason}): nothing was restored, the registry is as it was."
)
KEY_NOT_PUT_IN = Message(
    "backups.key_not_put_in",
    "The registry was restored, but its certificate key could not be put in place ({reason}): the papers it "
    "issued do not verify until it is. Move {staged} to {key} with the server stopped.",
)
NOT_UNDONE = Message(
    "backups.not_undone",
    "The restore failed ({reason}) and could not be undone ({undo_reason}): run `katutubo migrate` to put "
    "the registry back as it was.",
)


@dataclass(frozen=True)
class Restored:
    counts: dict[str, int]  # what the registry now holds
    signer: str  # the public key that signed the archive
    signer_was_trusted: (
        bool  # False: a fresh data folder took the archive's own key (compare its fingerprint)
    )
    checkpoints_set_aside: int = 0  # checkpoint files of the trail the restore replaced (see below)
    # False: a plain archive, which carries no certificate key: the registry keeps its own
    certificate_key_restored: bool = False


class NotUndone(AppError):
    """A failed restore whose undo failed too: what it left (the replaced photos among it) stays for
    `katutubo migrate` to finish the undo."""


class CheckFailed(Exception):
    """The new database is not what the archive says it holds."""


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


def verified(path: Path, identity: Path | None, work: Path, trusted: list[str] | None) -> Unpacked:
    """The archive unpacked in `work`/unpacked once its signature (by one of `trusted`; None: any key) and
    every checksum hold."""
    return unpack(_decrypted(path, identity, work), work / "unpacked", trusted)


def holds_people(url: str) -> bool:
    engine = make_engine(url)
    try:
        with engine.connect() as conn:
            return inspect(conn).has_table("people") and bool(
                conn.execute(people_including_trash(None, func.count())).scalar()
            )
    finally:
        engine.dispose()


def holds_registry(url: str, storage: PhotoStorage) -> bool:
    if photos.holds_photos(storage):
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


def _check(url: str, manifest: dict[str, Any]) -> None:
    """The staged database is sound, holds what the archive says it held (counted before the migrations, as
    it was dumped), and is brought up to date with a chain that holds."""
    if problems := database.integrity_problems(url):
        raise CheckFailed("integrity check: " + "; ".join(problems[:3]))
    expected = {name: n for name, n in manifest["counts"].items() if name != "photo_files"}
    if (found := archive.counts(url)) != expected:
        raise CheckFailed(f"counts {found} instead of {expected}")
    upgrade(url)
    engine = make_engine(url)
    try:
        with Session(engine) as db:
            broken, _ = first_broken(db)
    finally:
        engine.dispose()
    if broken is not None:
        raise CheckFailed(f"audit trail broken at event {broken}")


def _reason(error: BaseException) -> str:
    """The error on one line, for the operator."""
    text = error.message if isinstance(error, AppError) else str(error)
    return " ".join(text.split())[:300] or type(error).__name__


def _put_in(url: str, data_dir: Path, storage: PhotoStorage, unpacked: Unpacked, work: Path) -> bool:
    """The archive's database, photos and (an encrypted archive's) certificate key put in, all or nothing;
    True when the key was. Everything that can fail is done before the swap's commit; after it, only the
    key's rename is left, and a failure of that is said as it is: the registry was restored."""
    dumped = unpacked.folder / (database.SQLITE_FILE if database.is_sqlite(url) else database.PG_FILE)
    archived_key = unpacked.folder / certificate_key.KEY_FILE  # plain and older backups hold none
    staged_key = None
    try:
        swap.stage(url, dumped)
        _check(swap.staged_url(url), unpacked.manifest)
        if archived_key.is_file():
            staged_key = certificate_key.staged(data_dir, archived_key.read_bytes())
        photos.swap_in(storage, data_dir, unpacked.folder, work)
        swap.commit(url)
    except BaseException as error:
        if staged_key is not None:
            staged_key.unlink(missing_ok=True)
        try:
            photos.swap_back(storage, data_dir, work)
            swap.roll_back(url)
        except Exception as undo_error:  # noqa: BLE001 - said, with what to do; migrate finishes the undo
            raise NotUndone(
                NOT_UNDONE.format(reason=_reason(error), undo_reason=_reason(undo_error))
            ) from error
        if isinstance(error, AppError) and error.message == database.IN_USE:
            raise
        if isinstance(error, Exception):  # anything: the registry is as it was, and the operator is told why
            raise AppError(FAILED.format(reason=_reason(error))) from error
        raise
    if staged_key is None:
        return False
    try:
        certificate_key.put_in(staged_key, data_dir)
    except OSError as error:
        raise AppError(
            KEY_NOT_PUT_IN.format(
                reason=_reason(error), staged=staged_key, key=certificate_key.key_path(data_dir)
            )
        ) from error
    return True


def restore(
    url: str,
    data_dir: Path,
    path: Path,
    identity: Path | None,
    force: bool,
    storage: PhotoStorage | None = None,
    public_key: str | None = None,
) -> Restored:
    """Restores the archive into the target (photos into `storage`, by default the data folder), trusting
    `public_key` if given (see the module's docstring). An interrupted restore found first is finished
    (katutubo.backups.recovery)."""
    storage = storage or LocalStorage(data_dir)
    recovery.finish_interrupted(url, data_dir, storage)
    trusted = [public_key.strip()] if public_key else signing.trusted_public_keys(data_dir) or None
    if trusted is None and holds_people(url):  # trust on first use only where there is nothing to lose
        raise AppError(NEEDS_PUBLIC_KEY)
    work = recovery.work_folder(private_dir(data_dir))
    try:
        work.mkdir(mode=0o700)
        unpacked = verified(path, identity, work, trusted)
        kind = "sqlite" if database.is_sqlite(url) else "postgresql"
        if unpacked.manifest["database"] != kind:
            raise AppError(
                OTHER_DATABASE.format(
                    kind="SQLite" if unpacked.manifest["database"] == "sqlite" else "PostgreSQL"
                )
            )
        if not force and holds_registry(url, storage):
            raise AppError(NOT_EMPTY)
        key_restored = _put_in(url, data_dir, storage, unpacked, work)
    except NotUndone:
        raise
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    shutil.rmtree(work, ignore_errors=True)
    signing.remember_previous_key(data_dir, unpacked.signer)
    return Restored(
        archive.counts(url),
        unpacked.signer,
        trusted is not None,
        _set_aside_checkpoints(url, data_dir),
        key_restored,
    )


def _set_aside_checkpoints(url: str, data_dir: Path) -> int:
    """The data folder's checkpoint files signed after the backup no longer describe the registry's trail."""
    engine = make_engine(url)
    try:
        with Session(engine) as db:
            stamp = utc_now().strftime("%Y%m%d-%H%M%SZ")
            return set_aside_superseded_files(db, data_dir, stamp)
    finally:
        engine.dispose()
