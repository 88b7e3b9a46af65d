"""The certificate key: an Ed25519 key made once in the data folder (`certificate_key`, 0600, beside
`signing_key`, which signs backups and checkpoints and is never handed out). It signs the payload a
certificate's QR code carries, so a verifier checks the paper with no network and only the public key
(`/api/verify/key`, katutubo.certifications.signed_qr). Encrypted backups carry it and their restore puts it
back: papers already issued keep verifying after a move to a new server. A plain backup never carries it
(whoever holds one could sign papers); its restore keeps the registry's own key.

`katutubo certificate-key rotate` makes a new key that signs from then on and deletes the old private key; the
old public key stays published and trusted (`certificate_keys_retired`: each retired public key with the day
it was retired, public keys only), so the papers it signed keep verifying."""

import base64
import hashlib
import json
import os
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from katutubo.core.clock import office_today
from katutubo.core.config import Settings, secret_from_file
from katutubo.core.private_files import write_private

KEY_FILE = "certificate_key"
RETIRED_FILE = "certificate_keys_retired"
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


@dataclass(frozen=True)
class RetiredKey:
    public: bytes
    retired_on: date

    @property
    def key_id(self) -> str:
        return key_id(self.public)


@dataclass(frozen=True)
class Rotation:
    new_key_id: str
    retired_key_id: str


def retired_keys(data_dir: Path) -> list[RetiredKey]:
    """The public keys this registry signed with before, oldest first (still trusted for their papers)."""
    path = data_dir / RETIRED_FILE
    if not path.is_file():
        return []
    return [
        RetiredKey(base64.b64decode(item["public_key"]), date.fromisoformat(item["retired_on"]))
        for item in json.loads(path.read_text(encoding="utf-8"))
    ]


def published(settings: Settings) -> list[bytes]:
    """Every public key this registry publishes: the current one first, then the retired ones."""
    return [public_bytes(settings), *(key.public for key in retired_keys(settings.data_dir))]


def existing_published(data_dir: Path) -> list[bytes]:
    """What `published` says, never making a key: empty when the folder holds none."""
    current = existing_public_bytes(data_dir)
    retired = [key.public for key in retired_keys(data_dir)]
    return [current, *retired] if current else retired


def rotate(settings: Settings) -> Rotation:
    """A new key signs from now on. The old public key is listed as retired first (a rotation cut short
    leaves the old key signing and published), then the new key replaces the old one whole: the old private
    key is in no file of the folder after."""
    old = public_bytes(settings)
    retired = retired_keys(settings.data_dir)
    if all(key.public != old for key in retired):
        retired.append(RetiredKey(old, office_today()))
    listed = [
        {
            "key_id": key.key_id,
            "public_key": base64.b64encode(key.public).decode(),
            "retired_on": str(key.retired_on),
        }
        for key in retired
    ]
    write_private(settings.data_dir / RETIRED_FILE, (json.dumps(listed, indent=1) + "\n").encode())
    write_private(key_path(settings.data_dir), _new_key().encode())
    return Rotation(new_key_id=key_id(public_bytes(settings)), retired_key_id=key_id(old))
