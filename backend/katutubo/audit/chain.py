"""The hash chain: each event stores SHA-256(previous event's hash + its own canonical JSON).

Appending takes the chain head's row lock first (an UPDATE, so SQLite's write lock or PostgreSQL's row lock),
then reads the previous hash, so concurrent appends queue up instead of forking the chain. The event's id is
part of its hashed content: editing, deleting or reordering rows breaks the chain at that row."""

import hashlib
import json
from typing import Any, cast

from sqlalchemy import Table, select, update
from sqlalchemy.orm import Session

from katutubo.core.bulk_insert import insert_many
from katutubo.models import AuditChainHead, AuditEvent

GENESIS = "0" * 64
HEAD_ID = 1
HASHED_FIELDS = (
    "id",
    "at",
    "actor_id",
    "actor_name",
    "action",
    "target_type",
    "target_id",
    "target_label",
    "changes",
    "ip",
    "user_agent",
)


def canonical_json(event: AuditEvent) -> str:
    return _canonical({name: getattr(event, name) for name in HASHED_FIELDS})


def _canonical(values: dict[str, Any]) -> str:
    content = {name: values[name] for name in HASHED_FIELDS}
    content["at"] = content["at"].isoformat()
    return json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def event_hash(prev_hash: str, event: AuditEvent) -> str:
    return _hash(prev_hash, canonical_json(event))


def _hash(prev_hash: str, canonical: str) -> str:
    return hashlib.sha256((prev_hash + canonical).encode()).hexdigest()


def hash_of(prev_hash: str, values: dict[str, Any]) -> str:
    """The hash of an event given as its columns' values (katutubo.audit.seal_existing)."""
    return _hash(prev_hash, _canonical(values))


def _lock_head(db: Session) -> tuple[int, str]:
    """The newest event's id and hash, with the head locked until this transaction ends."""
    row = db.execute(
        update(AuditChainHead)
        .where(AuditChainHead.id == HEAD_ID)
        .values(last_id=AuditChainHead.last_id)
        .returning(AuditChainHead.last_id, AuditChainHead.last_hash)
    ).first()
    if row is None:
        raise RuntimeError("The audit chain head is missing: run `katutubo migrate`.")
    return row.last_id, row.last_hash


def append(db: Session, event: AuditEvent) -> AuditEvent:
    append_many(db, [event])
    return event


def append_many(db: Session, events: list[AuditEvent]) -> None:
    """The events in order, each linked to the one before, under one lock of the head."""
    if not events:
        return
    last_id, last_hash = _lock_head(db)
    for event in events:
        event.id = last_id = last_id + 1
        event.prev_hash = last_hash
        event.hash = last_hash = event_hash(last_hash, event)
    db.add_all(events)
    _move_head(db, last_id, last_hash)
    db.flush()


def append_rows(db: Session, rows: list[dict[str, Any]]) -> None:
    """Like append_many for events given as their columns' values (each has every column but id and the
    hashes): linked the same way, then inserted in one statement, without ORM objects (an import's
    thousands of person.created events)."""
    if not rows:
        return
    last_id, last_hash = _lock_head(db)
    for row in rows:
        row["id"] = last_id = last_id + 1
        row["prev_hash"] = last_hash
        row["hash"] = last_hash = hash_of(last_hash, row)
    insert_many(db, cast(Table, AuditEvent.__table__), rows)  # pipelined on PostgreSQL
    _move_head(db, last_id, last_hash)


def _move_head(db: Session, last_id: int, last_hash: str) -> None:
    db.execute(
        update(AuditChainHead)
        .where(AuditChainHead.id == HEAD_ID)
        .values(last_id=last_id, last_hash=last_hash)
    )


def first_broken(db: Session) -> tuple[int | None, int]:
    """(id of the first event whose content, place or link does not match, or None; events checked)."""
    broken, count, prev = _first_unlinked(db, 0, GENESIS, None)
    if broken is not None:
        return broken, count
    head = db.get(AuditChainHead, HEAD_ID)
    if head is not None and (head.last_id != count or head.last_hash != prev):
        return count + 1, count  # the newest events were removed
    return None, count


def first_broken_since(db: Session, after: int, after_hash: str, head_id: int, head_hash: str) -> int | None:
    """The first event after `after` (whose hash a signed checkpoint gives) up to the head read before
    (`head_id`, `head_hash`) that does not match, or None: the events appended since a checkpoint, checked
    before the next one is signed (katutubo.audit.checkpoints). Events appended meanwhile are left alone; a
    checkpoint at or past the head (one made since it was read) leaves only the head's hash to compare."""
    if after >= head_id:
        stored = db.scalar(select(AuditEvent.hash).where(AuditEvent.id == head_id)) if head_id else GENESIS
        return None if stored == head_hash else head_id
    broken, count, prev = _first_unlinked(db, after, after_hash, head_id)
    if broken is not None:
        return broken
    if after + count != head_id or prev != head_hash:
        return after + count + 1
    return None


def _first_unlinked(db: Session, after: int, prev: str, upto: int | None) -> tuple[int | None, int, str]:
    """(the first event after `after` whose content, place or link does not match, or None; events
    checked; the last checked event's hash)."""
    expected_id, count = after + 1, 0
    events = select(AuditEvent).where(AuditEvent.id > after).order_by(AuditEvent.id)
    if upto is not None:
        events = events.where(AuditEvent.id <= upto)
    for event in db.scalars(events.execution_options(yield_per=1000)):
        if event.id != expected_id or event.prev_hash != prev or event_hash(prev, event) != event.hash:
            return event.id, count, prev
        prev, expected_id, count = event.hash, expected_id + 1, count + 1
    return None, count, prev
