"""One signed checkpoint of the audit chain (katutubo.audit.checkpoints): the newest event's id and hash at a
moment, signed with the registry's key (katutubo.core.signing), and the text a person keeps of it."""

import json
from dataclasses import asdict, dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from katutubo.core import signing
from katutubo.core.clock import MANILA, office_now
from katutubo.core.config import Settings
from katutubo.core.errors import AppError
from katutubo.core.messages import Message

FOLDER = "checkpoints"  # in the data folder: one JSON file per checkpoint
KIND = "katutubo.audit-checkpoint"  # signed too: a signature over anything else is never a checkpoint's
NOT_A_CHECKPOINT = Message("audit.not_a_checkpoint", "{name} holds no audit checkpoint.")
UNREADABLE = Message("audit.unreadable", "Cannot read {name}: {reason}.")
FIELDS = {"event_id": int, "head_hash": str, "time": str, "public_key": str, "signature": str}


@dataclass(frozen=True)
class Checkpoint:
    event_id: int
    head_hash: str
    time: str  # ISO 8601 with its offset (Manila's), as signed
    public_key: str  # base64 of the raw Ed25519 key
    signature: str  # base64

    def signed_payload(self) -> bytes:
        return signing.canonical({"kind": KIND} | {k: v for k, v in asdict(self).items() if k != "signature"})

    def signed_by(self, keys: list[str]) -> bool:
        """Signed by one of `keys` (the registry's own and those of the registries it was restored from)."""
        return self.public_key in keys and signing.verify(
            self.public_key, self.signed_payload(), self.signature
        )

    def as_json(self) -> dict[str, Any]:
        return {"kind": KIND} | asdict(self)

    def text(self) -> str:
        """What a person saves to a file for `katutubo audit verify --checkpoint FILE`."""
        return json.dumps(self.as_json(), indent=2)

    def manila_time(self) -> str:
        """'2026-11-25 09:00': the checkpoint's time as the office reads it."""
        try:
            return datetime.fromisoformat(self.time).astimezone(MANILA).strftime("%Y-%m-%d %H:%M")
        except ValueError:
            return self.time

    def key_fingerprint(self) -> str:
        try:
            return signing.fingerprint(self.public_key)
        except ValueError:
            return "(not a key)"


def sign(settings: Settings, event_id: int, head_hash: str) -> Checkpoint:
    now = office_now().isoformat(timespec="seconds")
    unsigned = Checkpoint(event_id, head_hash, now, signing.public_key(settings), "")
    return Checkpoint(
        event_id, head_hash, now, unsigned.public_key, signing.sign(settings, unsigned.signed_payload())
    )


def parse(text: str, name: str) -> Checkpoint:
    """The checkpoint in `text`: its JSON alone, or within a longer text (the whole email it came in)."""
    try:
        value = json.loads(text[text.index("{") : text.rindex("}") + 1])
    except ValueError:
        raise AppError(NOT_A_CHECKPOINT.format(name=name)) from None
    if not isinstance(value, dict) or value.get("kind") != KIND:
        raise AppError(NOT_A_CHECKPOINT.format(name=name))
    if any(type(value.get(field)) is not kind for field, kind in FIELDS.items()):
        raise AppError(NOT_A_CHECKPOINT.format(name=name))
    return Checkpoint(**{field: value[field] for field in FIELDS})


def read_file(path: Path) -> Checkpoint:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        raise AppError(UNREADABLE.format(name=path, reason=exc.strerror or "error")) from None
    return parse(text, str(path))
