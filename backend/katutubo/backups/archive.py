"""One backup archive: a tar.gz holding manifest.json (app version, schema revision, counts, SHA-256 and size
of every file), manifest.sig (the manifest signed with the registry's key: katutubo.core.signing), the
database dump, the certificate key when the archive is to be encrypted (katutubo.core.certificate_key: the
papers issued keep verifying after a restore; a plain archive never carries it, for whoever holds one could
sign papers) and every person and barangay photo, in that order; encrypted with age (pyrage) to a public key
when one is given, so the server never holds what opens it. A restore reads it back member by member
(katutubo.backups.unpack): whoever changes a file must also sign the manifest again, and cannot without the
registry's key."""

import hashlib
import io
import json
import tarfile
from importlib.metadata import version
from pathlib import Path
from typing import IO, Any

import pyrage
from sqlalchemy import Connection, func, select, text

from katutubo.audit import checkpoints
from katutubo.backups import database
from katutubo.backups.photos import photo_files
from katutubo.core import certificate_key, signing
from katutubo.core.clock import utc_now
from katutubo.core.config import Settings
from katutubo.core.db import make_engine
from katutubo.core.errors import AppError
from katutubo.core.messages import Message
from katutubo.models import AuditEvent, BarangayPhoto, Person, User

MANIFEST = "manifest.json"
SIGNATURE = "manifest.sig"
AGE_HEADER = b"age-encryption.org/v1"
BAD_RECIPIENT = Message("backups.bad_recipient", "Not an age public key (age1…).")


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1024 * 1024), b""):
            digest.update(block)
    return digest.hexdigest()


def counts_in(conn: Connection) -> dict[str, int]:
    tables: dict[str, Any] = {
        "people": Person,
        "users": User,
        "audit_events": AuditEvent,
        "barangay_photos": BarangayPhoto,
    }
    return {name: conn.scalar(select(func.count()).select_from(t)) or 0 for name, t in tables.items()}


def counts(url: str) -> dict[str, int]:
    engine = make_engine(url)
    try:
        with engine.connect() as conn:
            return counts_in(conn)
    finally:
        engine.dispose()


def _summary(conn: Connection) -> tuple[str | None, dict[str, int]]:
    """The schema revision and the counts (katutubo.backups.database.dump reads them as dumped)."""
    return conn.execute(text("SELECT version_num FROM alembic_version")).scalar(), counts_in(conn)


def signature(settings: Settings, manifest: dict[str, Any]) -> bytes:
    """manifest.sig: the registry's public key and its signature of the manifest's canonical JSON."""
    signed = signing.sign(settings, signing.canonical(manifest))
    return json.dumps({"public_key": signing.public_key(settings), "signature": signed}).encode()


def _add(tar: tarfile.TarFile, name: str, body: IO[bytes], size: int) -> None:
    """A regular file member (never a link, whatever the source is)."""
    info = tarfile.TarInfo(name)
    info.size, info.mtime, info.mode = size, int(utc_now().timestamp()), 0o600
    tar.addfile(info, body)


def write(
    settings: Settings, photos: Path, output: Path, work: Path, with_certificate_key: bool
) -> dict[str, Any]:
    """Writes the plain archive of the settings' registry to `output` (the dump goes through `work`, a
    scratch folder); returns its manifest. `photos`: the folder holding the photo folders
    (katutubo.backups.photos.staged_photos). The certificate key only `with_certificate_key`: for an archive
    about to be encrypted."""
    url = settings.resolved_database_url
    checkpoint = checkpoints.for_backup(
        settings
    )  # before the dump: the dump holds every event it vouches for
    dumped, (revision, counted) = database.dump(url, work, _summary)
    photo_list = photo_files(photos)
    keys = []
    if with_certificate_key:
        certificate_key.private_key(settings)  # made if this registry never issued a certificate yet
        keys = [(certificate_key.KEY_FILE, certificate_key.key_path(settings.data_dir))]
    files = [(dumped.name, dumped), *keys, *photo_list]
    manifest: dict[str, Any] = {
        "app_version": version("katutubo"),
        "schema_revision": revision,
        "database": "sqlite" if database.is_sqlite(url) else "postgresql",
        "created_at": utc_now().isoformat(),
        "counts": counted | {"photo_files": len(photo_list)},
        "files": {name: sha256(path) for name, path in files},
        "sizes": {name: path.stat().st_size for name, path in files},
        "audit_checkpoint": checkpoint,
    }
    sign = signature(settings, manifest)
    with tarfile.open(output, "w:gz") as tar:
        for name, body in ((MANIFEST, json.dumps(manifest, indent=2).encode()), (SIGNATURE, sign)):
            _add(tar, name, io.BytesIO(body), len(body))
        for name, path in files:
            with path.open("rb") as f:
                _add(tar, name, f, manifest["sizes"][name])
    return manifest


def encrypt(plain: Path, output: Path, recipient: str) -> None:
    with plain.open("rb") as source, output.open("wb") as target:
        pyrage.encrypt_io(source, target, [_recipient(recipient)])


def _recipient(key: str) -> Any:
    try:
        return pyrage.x25519.Recipient.from_str(key.strip())
    except Exception:  # noqa: BLE001 - pyrage raises its own error types
        raise AppError(BAD_RECIPIENT) from None


def is_encrypted(path: Path) -> bool:
    with path.open("rb") as f:
        return f.read(len(AGE_HEADER)) == AGE_HEADER
