"""The certificate key: an Ed25519 key made once in the data folder (`certificate_key`, 0600, beside
`signing_key`, which signs backups and checkpoints and is never handed out). It signs the payload a
certificate's QR code carries, so a verifier checks the paper with no network and only the public key
(`/api/verify/key`, katutubo.certifications.signed_qr). Encrypted backups carry it and their restore puts it
back: papers already issued keep verifying after a move to a new server. A plain backup never carries it
(whoever holds one could sign papers); its restore keeps the registry's own key."""

import base64
import hashlib
import os
from pathlib import Path

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from katutubo.core.config import Settings, secret_from_file
from katutubo.core.private_files import write_private

KEY_FILE = "certificate_key"
KEY_ID_BYTES = 6  # 48 bits of the public key's SHA-256: tells one registry's papers from another's


def _new_key() -> str:
    return base64.b64encode(Ed25519PrivateKey.generate().private_bytes_raw()).decode()


def key_path(data_dir: Path) -> Path:
    return data_dir / KEY_FILE


def private_key(settings: Settings) -> Ed25519PrivateKey:
    """The registry's certificate key, made on first use (0600, whole or not at all)."""
    raw = secret_from_file(key_path(settings.data_dir), _new_key)
    return Ed25519PrivateKey.from_private_bytes(base64.b64decode(raw))


def existing_public_bytes(data_dir: Path) -> bytes | None:
    """The public half of the folder's key when it holds one (never making one: a check needs no key)."""
    path = key_path(data_dir)
    if not path.is_file():
        return None
    raw = base64.b64decode(path.read_bytes().strip())
    return Ed25519PrivateKey.from_private_bytes(raw).public_key().public_bytes_raw()


def public_bytes(settings: Settings) -> bytes:
    return private_key(settings).public_key().public_bytes_raw()


def key_id(public: bytes) -> str:
    """The short name of a public key a QR payload carries (base64url, 8 characters)."""
    return base64.urlsafe_b64encode(hashlib.sha256(public).digest()[:KEY_ID_BYTES]).decode()


def staged(data_dir: Path, key_text: bytes) -> Path:
    """A restore's key, checked (a key or refused) and written beside this folder's (0600), before the
    restore swaps anything: `put_in` then only renames it."""
    Ed25519PrivateKey.from_private_bytes(base64.b64decode(key_text.strip(), validate=True))
    path = key_path(data_dir).with_name(KEY_FILE + ".restoring")
    write_private(path, key_text.strip())
    return path


def put_in(staged_key: Path, data_dir: Path) -> None:
    """The staged key replaces this folder's, in one step (the papers it signed must keep verifying)."""
    os.replace(staged_key, key_path(data_dir))
