"""The signed payload a certificate's QR code carries, checked with no network and only the public key.

The text is `KR1.<payload>.<signature>`: the payload is the certificate's JSON with one-letter keys (k: the
key id, s: serial, n: name, b: birth date, t: tribe, g: barangay, d: issue date, c: the verify code, which
asks the server about revocation when online), base64url without padding; the signature is Ed25519 over the
ASCII bytes of `KR1.<payload>`, base64url without padding. The QR code holds the verify address with this
text as its fragment (`https://…/verify/{code}#KR1.…`): a phone's camera app opens the page online (the
fragment never reaches the server), /verify/scan checks the same text offline. The frontend's verifier
(frontend/src/features/certifications/offline/verify-qr.ts) reads the same format."""

import base64
import binascii
import json
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from katutubo.core import certificate_key
from katutubo.core.config import Settings
from katutubo.models import Certification

PREFIX = "KR1"
FIELDS = ("k", "s", "n", "b", "t", "g", "d", "c")
SIGNATURE_BYTES = 64


class Verdict(StrEnum):
    VALID = "valid"
    NOT_VALID = "not_valid"
    OTHER_REGISTRY = "other_registry"


@dataclass(frozen=True)
class Checked:
    verdict: Verdict
    payload: dict[str, Any] | None  # what the text says (None when it cannot be read)


def _encode(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _decode(text: str) -> bytes:
    """Strict: only the one canonical spelling of the bytes (a changed final character that base64 would
    ignore is refused, so no two texts carry one signature)."""
    data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    if _encode(data) != text:
        raise ValueError("not canonical base64url")
    return data


def payload_of(certification: Certification, key_id: str) -> dict[str, Any]:
    dob = certification.date_of_birth
    values = (
        key_id,
        certification.serial,
        certification.person_name,
        dob.isoformat() if dob else None,
        certification.tribe,
        certification.barangay,
        certification.issued_on.isoformat(),
        certification.code,
    )
    return dict(zip(FIELDS, values, strict=True))


def signed_text(settings: Settings, certification: Certification) -> str:
    key = certificate_key.private_key(settings)
    kid = certificate_key.key_id(key.public_key().public_bytes_raw())
    body = json.dumps(payload_of(certification, kid), separators=(",", ":"), ensure_ascii=False)
    head = f"{PREFIX}.{_encode(body.encode())}"
    return f"{head}.{_encode(key.sign(head.encode()))}"


def _parts(text: str) -> tuple[str, dict[str, Any], bytes] | None:
    """(signed head, payload, signature) of a well-formed text (a whole verify address is cut at its `#`)."""
    signed = text.strip().rsplit("#", 1)[-1]
    pieces = signed.split(".")
    if len(pieces) != 3 or pieces[0] != PREFIX:
        return None
    try:
        payload = json.loads(_decode(pieces[1]).decode())
        signature = _decode(pieces[2])
    except (ValueError, binascii.Error, UnicodeDecodeError):
        return None
    if not isinstance(payload, dict) or set(payload) != set(FIELDS) or len(signature) != SIGNATURE_BYTES:
        return None
    return f"{pieces[0]}.{pieces[1]}", payload, signature


def check(text: str, public: bytes) -> Checked:
    """Valid with `public`; else another registry's when its key id is not `public`'s; else not valid."""
    return check_any(text, [public])


def check_any(text: str, publics: Sequence[bytes]) -> Checked:
    """Valid with one of a registry's published keys (current or retired); else another registry's when its
    key id is none of theirs; else not valid."""
    parts = _parts(text)
    if parts is None:
        return Checked(Verdict.NOT_VALID, None)
    head, payload, signature = parts
    for public in publics:
        try:
            Ed25519PublicKey.from_public_bytes(public).verify(signature, head.encode())
        except InvalidSignature:
            continue
        return Checked(Verdict.VALID, payload)
    ours = payload["k"] in {certificate_key.key_id(public) for public in publics}
    return Checked(Verdict.NOT_VALID if ours else Verdict.OTHER_REGISTRY, payload)
