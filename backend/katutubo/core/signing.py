"""The registry's signing key: an Ed25519 key made once in the data folder (`signing_key`, 0600, beside
`secret_key`). It signs what must be checked outside the database (a backup's manifest, the audit chain's
checkpoints), so rewriting the database or an archive and recomputing its hashes is not enough to pass a
check. Its public key (base64 of the 32 raw bytes) is what a check elsewhere is given to trust; its
fingerprint is the short form a person compares."""

import base64
import hashlib
import json
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from katutubo.core.config import Settings, secret_from_file
from katutubo.core.private_files import write_private

KEY_FILE = "signing_key"


def _new_key() -> str:
    return base64.b64encode(Ed25519PrivateKey.generate().private_bytes_raw()).decode()


def key_path(data_dir: Path) -> Path:
    return data_dir / KEY_FILE


def has_key(data_dir: Path) -> bool:
    return key_path(data_dir).is_file()


def private_key(settings: Settings) -> Ed25519PrivateKey:
    """The registry's key, made on first use."""
    raw = secret_from_file(key_path(settings.data_dir), _new_key)
    return Ed25519PrivateKey.from_private_bytes(base64.b64decode(raw))


def public_key(settings: Settings) -> str:
    return base64.b64encode(private_key(settings).public_key().public_bytes_raw()).decode()


def public_key_of(data_dir: Path) -> str | None:
    """The public key of the registry whose data folder this is; None when it has no key yet."""
    if not has_key(data_dir):
        return None
    key = Ed25519PrivateKey.from_private_bytes(base64.b64decode(key_path(data_dir).read_text().strip()))
    return base64.b64encode(key.public_key().public_bytes_raw()).decode()


def canonical(value: Any) -> bytes:
    """The one byte form of a JSON value that is signed: keys sorted, no spaces, UTF-8."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def sign(settings: Settings, payload: bytes) -> str:
    return base64.b64encode(private_key(settings).sign(payload)).decode()


def verify(public: str, payload: bytes, signature: str) -> bool:
    """Whether `signature` (base64) is `public`'s holder signing `payload`; False for a malformed key or
    signature."""
    try:
        key = Ed25519PublicKey.from_public_bytes(base64.b64decode(public, validate=True))
        key.verify(base64.b64decode(signature, validate=True), payload)
    except (InvalidSignature, ValueError):
        return False
    return True


def fingerprint(public: str) -> str:
    """SHA-256 of the raw public key, its first 16 hex digits in groups of four: what a person compares."""
    digest = hashlib.sha256(base64.b64decode(public)).hexdigest()[:16].upper()
    return " ".join(digest[i : i + 4] for i in range(0, 16, 4))


PREVIOUS_KEYS_FILE = "previous_signing_keys"


def remember_previous_key(data_dir: Path, public: str) -> None:
    """Keeps the public key of the registry this one was restored from (its backups and checkpoints were
    signed with it), unless already known."""
    if public in trusted_public_keys(data_dir):
        return
    path = data_dir / PREVIOUS_KEYS_FILE
    known = path.read_text() if path.is_file() else ""
    write_private(path, (known + public + "\n").encode())


def trusted_public_keys(data_dir: Path) -> list[str]:
    """The keys whose signatures this registry accepts: its own (when it has one), then those of the
    registries it was restored from."""
    own = public_key_of(data_dir)
    path = data_dir / PREVIOUS_KEYS_FILE
    lines = path.read_text().splitlines() if path.is_file() else []
    previous = [line.strip() for line in lines if line.strip()]
    return ([own] if own else []) + previous
