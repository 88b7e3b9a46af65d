"""Crypto-erasure: a person's values in the audit trail are sealed with a key of their own, which the purge
destroys (Data Privacy Act: a purged person must not stay readable in the trail, its dumps or its backups).

Every event about a person stores the person's values sealed (AES-256-GCM) with the person's key
(katutubo.models.PersonAuditKey): the target label (the name) and every value of `changes`. A value that is
ANOTHER person's (a relative's name on a link event, a possible duplicate's name) is given as a `Mention` and
sealed with that person's key. What is not personal stays readable: the action, the actor, the time, the
field names, and the events about accounts, backups, imports and exports. The hash chain hashes the events
as stored, ciphertext included, so erasing a key changes no stored byte of any event: `audit verify` still
finds the chain intact after a purge.

Stored forms: a sealed value of `changes` is {"$sealed": [person_id, token]}; a sealed label is
"$sealed:<person_id>:<token>"; a token is base64(nonce + AES-GCM ciphertext of the value's JSON), with the
person's id as associated data (a token copied onto another person's event does not open). Reading opens
each event with the keys of the people it names, fetched in one query per page of events; a value whose key
is gone reads as None and its field is named in the event's `erased_fields`."""

import base64
import json
import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from sqlalchemy import delete, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from katutubo.models import AuditEvent, PersonAuditKey
from katutubo.models.audit_event import LABEL_LENGTH
from katutubo.models.person_audit_key import KEY_BYTES

SEALED = "$sealed"
LABEL_PREFIX = SEALED + ":"
NONCE_BYTES = 12
TAG_BYTES = 16
Ciphers = dict[int, AESGCM]


@dataclass(frozen=True)
class Mention:
    """A value in an event's changes that is another person's: sealed with their key, erased by their
    purge."""

    person_id: int
    value: Any


# Keys ------------------------------------------------------------------------------------------------------


def ciphers(db: Session, person_ids: Iterable[int], create: bool = False) -> Ciphers:
    """The keys of these people, in one query; with `create`, a new key for each one who has none yet (a
    new person, or one written without the audit trail). A key is never made again after a purge: the
    people a new event names are alive."""
    wanted = set(person_ids)
    if not wanted:
        return {}
    rows = db.execute(
        select(PersonAuditKey.person_id, PersonAuditKey.key).where(PersonAuditKey.person_id.in_(wanted))
    ).all()
    found = {person_id: AESGCM(key) for person_id, key in rows}
    missing = sorted(wanted - found.keys())
    if create and missing:
        _insert_keys(db, missing)
        found |= ciphers(db, missing)
    return found


def _insert_keys(db: Session, person_ids: list[int]) -> None:
    """New random keys; one a concurrent transaction made first is kept (the insert does nothing then)."""
    values = [{"person_id": person_id, "key": os.urandom(KEY_BYTES)} for person_id in person_ids]
    insert = postgresql.insert if db.get_bind().dialect.name == "postgresql" else sqlite.insert
    db.execute(insert(PersonAuditKey).values(values).on_conflict_do_nothing(index_elements=["person_id"]))


def forget(db: Session, person_id: int) -> None:
    """The purge: after this commits, the person's values in the trail are unreadable for good."""
    db.execute(delete(PersonAuditKey).where(PersonAuditKey.person_id == person_id))


# Sealing ---------------------------------------------------------------------------------------------------


def _associated(person_id: int) -> bytes:
    return f"katutubo-audit:person:{person_id}".encode()


def _token(cipher: AESGCM, person_id: int, plain: bytes) -> str:
    nonce = os.urandom(NONCE_BYTES)
    return base64.b64encode(nonce + cipher.encrypt(nonce, plain, _associated(person_id))).decode("ascii")


def _json(value: Any) -> bytes:
    """Dates as ISO text, enums as their values: what reading the value back gives."""
    return json.dumps(value, default=str, ensure_ascii=False, separators=(",", ":")).encode()


def _seal(keys: Ciphers, person_id: int, value: Any) -> dict[str, list[Any]]:
    return {SEALED: [person_id, _token(keys[person_id], person_id, _json(value))]}


def _has_mention(value: Any) -> bool:
    if isinstance(value, Mention):
        return True
    return isinstance(value, list | tuple) and any(_has_mention(v) for v in value)


def _seal_part(keys: Ciphers, owner: int | None, value: Any) -> Any:
    """A Mention with its person's key; a list holding mentions item by item; anything else with the
    owner's key (or as it is, in an event about no person)."""
    if isinstance(value, Mention):
        return _seal(keys, value.person_id, value.value)
    if isinstance(value, list | tuple) and _has_mention(value):
        return [None if v is None else _seal_part(keys, owner, v) for v in value]
    if owner is None:
        return json.loads(_json(value))
    return _seal(keys, owner, value)


def mentioned(changes: dict[str, Any]) -> set[int]:
    """The people whose values an event's changes mention (Mention values, at any depth)."""
    found: set[int] = set()

    def walk(value: Any) -> None:
        if isinstance(value, Mention):
            found.add(value.person_id)
        elif isinstance(value, list | tuple):
            for v in value:
                walk(v)

    for pair in changes.values():
        walk(pair)
    return found


def seal_changes(keys: Ciphers, owner: int | None, changes: dict[str, Any]) -> dict[str, Any]:
    """Field names as they are; each [old, new] sealed whole with the owner's key (one token per field),
    or part by part when it mentions other people."""
    return {name: _seal_part(keys, owner, pair) for name, pair in changes.items()}


def _label_room(person_id: int) -> int:
    """How many bytes of a name fit, sealed, in the label column."""
    encoded = LABEL_LENGTH - len(f"{LABEL_PREFIX}{person_id}:")
    return encoded // 4 * 3 - NONCE_BYTES - TAG_BYTES


def seal_label(keys: Ciphers, person_id: int, label: str) -> str:
    plain = label.encode()[: _label_room(person_id)].decode(errors="ignore").encode()
    return f"{LABEL_PREFIX}{person_id}:{_token(keys[person_id], person_id, plain)}"


# Opening ---------------------------------------------------------------------------------------------------


@dataclass
class Opened:
    """An event's label and changes as a reader sees them."""

    target_label: str | None
    changes: dict[str, list[Any]]
    erased_fields: list[str] = field(default_factory=list)
    label_erased: bool = False

    @property
    def erased(self) -> bool:
        return self.label_erased or bool(self.erased_fields)


def is_sealed(value: Any) -> bool:
    return isinstance(value, dict) and isinstance(value.get(SEALED), list) and len(value[SEALED]) == 2


def _sealed_label(event: AuditEvent) -> tuple[int, str] | None:
    label = event.target_label
    if event.target_type != "person" or not label or not label.startswith(LABEL_PREFIX):
        return None
    person_id, _, token = label[len(LABEL_PREFIX) :].partition(":")
    return (int(person_id), token) if person_id.isdigit() else None


def _sealed_ids(value: Any, found: set[int]) -> None:
    if is_sealed(value):
        found.add(int(value[SEALED][0]))
    elif isinstance(value, list):
        for v in value:
            _sealed_ids(v, found)


def people_named(events: Iterable[AuditEvent]) -> set[int]:
    found: set[int] = set()
    for event in events:
        if sealed := _sealed_label(event):
            found.add(sealed[0])
        for pair in (event.changes or {}).values():
            _sealed_ids(pair, found)
    return found


def _decrypt(keys: Ciphers, person_id: int, token: str) -> bytes | None:
    cipher = keys.get(person_id)
    if cipher is None:
        return None
    raw = base64.b64decode(token)
    try:
        return cipher.decrypt(raw[:NONCE_BYTES], raw[NONCE_BYTES:], _associated(person_id))
    except InvalidTag:  # not sealed by this key: as unreadable as an erased one
        return None


_ERASED = object()


def _open_part(keys: Ciphers, value: Any) -> Any:
    if is_sealed(value):
        person_id, token = value[SEALED]
        plain = _decrypt(keys, int(person_id), token)
        return _ERASED if plain is None else json.loads(plain)
    if isinstance(value, list):
        return [_open_part(keys, v) for v in value]
    return value


def _without_erased(value: Any) -> tuple[Any, bool]:
    if value is _ERASED:
        return None, True
    if isinstance(value, list):
        parts = [_without_erased(v) for v in value]
        return [v for v, _ in parts], any(e for _, e in parts)
    return value, False


def _open(keys: Ciphers, event: AuditEvent) -> Opened:
    opened = Opened(target_label=event.target_label, changes={})
    if sealed := _sealed_label(event):
        plain = _decrypt(keys, *sealed)
        opened.target_label = None if plain is None else plain.decode()
        opened.label_erased = plain is None
    for name, stored in (event.changes or {}).items():
        value, erased = _without_erased(_open_part(keys, stored))
        if erased:
            opened.erased_fields.append(name)
        opened.changes[name] = [None, None] if value is None else value
    return opened


def readable(db: Session, event: AuditEvent) -> Opened:
    return open_events(db, [event])[0]


def open_events(db: Session, events: list[AuditEvent]) -> list[Opened]:
    """The events as readers see them, with one query for the keys of every person they name."""
    keys = ciphers(db, people_named(events))
    return [_open(keys, event) for event in events]
