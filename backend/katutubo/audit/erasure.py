"""Crypto-erasure: a person's values in the audit trail are sealed with a key of their own, which the purge
destroys (Data Privacy Act: a purged person must not stay readable in the trail, its dumps or its backups).

Every event about a person stores the person's values sealed (AES-256-GCM) with the person's key
(katutubo.models.PersonAuditKey): the target label (the name) and every value of `changes`. A value that is
ANOTHER person's (a relative's name on a link event, a possible duplicate's name) is given as a `Mention` and
sealed with that person's key; one that is nobody's (a purge's disposal authority) is given as `NotPersonal`
and stored readable. What is not personal stays readable: the action, the actor, the time, the
field names, and the events about accounts, backups, imports and exports. The hash chain hashes the events
as stored, ciphertext included, so erasing a key changes no stored byte of any event: `audit verify` still
finds the chain intact after a purge.

Stored forms. In `changes`, each field keeps its name; a sealed value is a placeholder {"$sealed": [person_id,
n]}, the n-th value of that person's bundle, and the bundles are under the reserved key "$tokens":
{"<person_id>": token}, one token per person named in the event (one decryption per person and event, not
per field: a page of the audit list opens quickly). A sealed label is "$sealed:<person_id>:<token>". A token
is base64(nonce + AES-GCM ciphertext of the JSON), with the person's id as associated data (a token copied
onto another person's event does not open). Reading opens each event with the keys of the people it names,
fetched in one query per page of events; a value whose key is gone reads as None and its field is named in
the event's `erased_fields`. So does a certificate's affiant that the release before Mentions recorded as
the applicant's value, once the affiant is purged (withheld on reading: "Affiants of the earlier release")."""

import base64
import json
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from sqlalchemy import delete, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from katutubo.models import AuditEvent, Certification, PersonAuditKey
from katutubo.models.audit_event import LABEL_LENGTH
from katutubo.models.person_audit_key import KEY_BYTES

SEALED = "$sealed"
TOKENS = "$tokens"
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


@dataclass(frozen=True)
class NotPersonal:
    """A value in a person's event that is not the person's (a purge's disposal authority): stored readable,
    so it outlives the purge that erases the person's values."""

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


def _has_mention(value: Any) -> bool:
    """A Mention or a NotPersonal in it, at any depth: its parts are placed one by one."""
    if isinstance(value, Mention | NotPersonal):
        return True
    return isinstance(value, list | tuple) and any(_has_mention(v) for v in value)


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
    """Field names as they are; each [old, new] goes whole into the owner's bundle, or part by part (a
    Mention into its person's bundle) when it mentions other people. An event about no person, mentioning
    no one, is stored as it is given (as JSON gives it back)."""
    bundles: dict[int, list[Any]] = {}

    def place(person_id: int, value: Any) -> dict[str, list[int]]:
        bundle = bundles.setdefault(person_id, [])
        bundle.append(value)
        return {SEALED: [person_id, len(bundle) - 1]}

    def part(value: Any) -> Any:
        if isinstance(value, Mention):
            return place(value.person_id, value.value)
        if isinstance(value, NotPersonal):
            return value.value
        if isinstance(value, list | tuple) and _has_mention(value):
            return [None if v is None else part(v) for v in value]
        return value if owner is None else place(owner, value)

    stored = {name: part(pair) for name, pair in changes.items()}
    if bundles:
        stored[TOKENS] = {str(pid): _token(keys[pid], pid, _json(values)) for pid, values in bundles.items()}
    result: dict[str, Any] = json.loads(_json(stored))
    return result


def is_sealed(changes: dict[str, Any] | None) -> bool:
    return isinstance((changes or {}).get(TOKENS), dict)


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


def _sealed_label(event: AuditEvent) -> tuple[int, str] | None:
    label = event.target_label
    if event.target_type != "person" or not label or not label.startswith(LABEL_PREFIX):
        return None
    person_id, _, token = label[len(LABEL_PREFIX) :].partition(":")
    return (int(person_id), token) if person_id.isdigit() else None


def _tokens(event: AuditEvent) -> dict[int, str]:
    changes = event.changes or {}
    return {int(pid): token for pid, token in changes[TOKENS].items()} if is_sealed(changes) else {}


def people_named(events: Iterable[AuditEvent]) -> set[int]:
    found: set[int] = set()
    for event in events:
        if sealed := _sealed_label(event):
            found.add(sealed[0])
        found |= _tokens(event).keys()
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


def _is_placeholder(value: Any) -> bool:
    return isinstance(value, dict) and isinstance(value.get(SEALED), list) and len(value[SEALED]) == 2


# What a reader is shown of another person's value (a Mention): given the person, the field and the value,
# the value to show, or HIDDEN to leave it out (katutubo.admin_audit: a person outside an encoder's scope).
MentionShown = Callable[[int, str, Any], Any]
HIDDEN = object()


def _open_changes(
    keys: Ciphers, event: AuditEvent, shown: MentionShown | None = None
) -> tuple[dict[str, list[Any]], list[str]]:
    """The changes with every placeholder replaced by its value (None when its person's key is gone; as
    `shown` gives it when another person's), and the fields that had a value erased."""
    bundles: dict[int, list[Any] | None] = {}
    for person_id, token in _tokens(event).items():
        plain = _decrypt(keys, person_id, token)
        bundles[person_id] = None if plain is None else json.loads(plain)
    erased = False

    owner = event.target_id if event.target_type == "person" else None

    def part(value: Any, name: str, depth: int = 0) -> Any:
        nonlocal erased
        if _is_placeholder(value):
            person_id, n = value[SEALED]
            bundle = bundles.get(int(person_id))
            if bundle is None or not 0 <= n < len(bundle):
                erased = True
                return None
            if shown is not None and int(person_id) != owner:
                return shown(int(person_id), name, bundle[n])
            return bundle[n]
        if isinstance(value, list):
            parts = [part(v, name, depth + 1) for v in value]
            # [old, new] keeps its two places; a list of people (the children) leaves the hidden out
            return (
                [None if v is HIDDEN else v for v in parts]
                if depth == 0
                else [v for v in parts if v is not HIDDEN]
            )
        return value

    opened: dict[str, list[Any]] = {}
    erased_fields = []
    for name, stored in (event.changes or {}).items():
        if name == TOKENS:
            continue
        erased = False
        value = part(stored, name)
        if value is HIDDEN:
            value = None
        opened[name] = [None, None] if value is None else value
        if erased:
            erased_fields.append(name)
    return opened, erased_fields


def _open(keys: Ciphers, event: AuditEvent, shown: MentionShown | None = None) -> Opened:
    changes, erased_fields = _open_changes(keys, event, shown)
    opened = Opened(target_label=event.target_label, changes=changes, erased_fields=erased_fields)
    if sealed := _sealed_label(event):
        plain = _decrypt(keys, *sealed)
        opened.target_label = None if plain is None else plain.decode()
        opened.label_erased = plain is None
    return opened


def readable(db: Session, event: AuditEvent) -> Opened:
    return open_events(db, [event])[0]


def open_events(db: Session, events: list[AuditEvent], shown: MentionShown | None = None) -> list[Opened]:
    """The events as readers see them, with one query for the keys of every person they name (`shown`: what
    the reader is shown of the values of people other than the event's)."""
    keys = ciphers(db, people_named(events))
    opened = [_open(keys, event, shown) for event in events]
    _withhold_purged_affiants(db, events, opened)
    return opened


# Affiants of the earlier release ---------------------------------------------------------------------------
# Its `person.certification_issued` events hold a registered affiant's name as the applicant's value (sealed
# with the applicant's key, not the affiant's: their purge cannot erase it, and rewriting the events would
# break the chain and its signed checkpoints). Reading withholds it instead, as erased, once the affiant's
# purge has taken it off the certificate (katutubo.certifications.purge.forget_affiant): a typed affiant
# stays on the certificate, a registered one keeps their id there while in the registry.

ISSUED = "person.certification_issued"
AFFIANT_NAMES = {"affiant_1": Certification.affiant1_name, "affiant_2": Certification.affiant2_name}


def _affiants_of_the_owner(event: AuditEvent, opened: Opened) -> list[str]:
    """The event's affiant fields read from its own person's bundle (typed, or of the earlier release)."""
    if event.action != ISSUED or event.target_type != "person":
        return []

    def of_owner(name: str) -> bool:
        stored = (event.changes or {}).get(name)  # [old, new] whole in a bundle, or [None, its placeholder]
        sealed: Any = stored[1] if isinstance(stored, list) and len(stored) == 2 else stored
        if not _is_placeholder(sealed):
            return False
        return bool(sealed[SEALED][0] == event.target_id and opened.changes[name][1] is not None)

    return [name for name in AFFIANT_NAMES if of_owner(name)]


def _withhold_purged_affiants(db: Session, events: list[AuditEvent], opened: list[Opened]) -> None:
    """One query for the certificates of the page's issues that name an affiant as the applicant's value."""
    found = [
        (e, o, names) for e, o in zip(events, opened, strict=True) if (names := _affiants_of_the_owner(e, o))
    ]
    if not found:
        return
    serials = {o.changes["serial"][1] for _, o, _ in found}
    rows = db.execute(
        select(Certification.person_id, Certification.serial, *AFFIANT_NAMES.values()).where(
            Certification.serial.in_(serials)
        )
    ).all()
    on_certificate = {(row[0], row[1]): dict(zip(AFFIANT_NAMES, row[2:], strict=True)) for row in rows}
    for event, opened_event, names in found:
        printed = on_certificate.get((event.target_id, opened_event.changes["serial"][1]))
        for name in names:
            if printed is not None and printed[name] is None:
                opened_event.changes[name] = [None, None]
                opened_event.erased_fields.append(name)
