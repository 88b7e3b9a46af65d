"""The data step of the migration that brought crypto-erasure (katutubo.audit.erasure) to a registry whose
audit trail holds people's values in plain text.

Every living person gets a key, and the events about them are sealed as new ones are: the target label and
the values of `changes` with the person's key; a kinship link's value (another person's label, ending in
"(#id)") with that relative's key. Events about people purged before this step are sealed with a random key
that is never stored: their values read as erased, as if their key had been destroyed by the purge.

Sealing changes stored events, so the hash chain is recomputed from the first event that changed on (each
later event's prev_hash and hash, and the head). This is sound only because, at this point, the chain has no
anchor outside the database (no signed checkpoint, no copy of the head elsewhere): it is re-derived from the
same events, with the same content apart from the sealed values. A checkpoint made before this step would no
longer match; checkpoints come after it.

Work goes by pages of events in id order, with the keys of one page's people fetched per page, so a registry
of any size runs in bounded memory."""

import os
import re
from collections.abc import Iterator
from typing import Any

import sqlalchemy as sa
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from sqlalchemy.engine import Connection

from katutubo.audit import chain, erasure
from katutubo.models.base import UTCDateTime
from katutubo.models.person_audit_key import KEY_BYTES

PAGE = 1000
RELATIVE_ID = re.compile(r"\(#(\d+)\)$")
LINK_ACTIONS = ("person.linked", "person.unlinked")

# The tables as this step knows them (not the models, which later migrations may change).
_events = sa.table(
    "audit_events",
    sa.column("id", sa.Integer),
    sa.column("at", UTCDateTime()),
    sa.column("actor_id", sa.Integer),
    sa.column("actor_name", sa.String),
    sa.column("action", sa.String),
    sa.column("target_type", sa.String),
    sa.column("target_id", sa.Integer),
    sa.column("target_label", sa.String),
    sa.column("changes", sa.JSON),
    sa.column("ip", sa.String),
    sa.column("user_agent", sa.String),
    sa.column("prev_hash", sa.String),
    sa.column("hash", sa.String),
)
_keys = sa.table("person_audit_keys", sa.column("person_id", sa.Integer), sa.column("key", sa.LargeBinary))
_people = sa.table("people", sa.column("id", sa.Integer))
_head = sa.table(
    "audit_chain_head", sa.column("id", sa.Integer), sa.column("last_id", sa.Integer), sa.column("last_hash")
)


def _create_keys(connection: Connection) -> None:
    after = 0
    while ids := list(
        connection.scalars(
            sa.select(_people.c.id).where(_people.c.id > after).order_by(_people.c.id).limit(PAGE)
        )
    ):
        connection.execute(sa.insert(_keys), [{"person_id": i, "key": os.urandom(KEY_BYTES)} for i in ids])
        after = ids[-1]


def _pages(connection: Connection) -> Iterator[list[dict[str, Any]]]:
    after = 0
    while rows := [
        dict(row._mapping)
        for row in connection.execute(
            sa.select(_events).where(_events.c.id > after).order_by(_events.c.id).limit(PAGE)
        )
    ]:
        yield rows
        after = rows[-1]["id"]


def _relative(value: Any) -> int | None:
    match = RELATIVE_ID.search(value) if isinstance(value, str) else None
    return int(match.group(1)) if match else None


def _as_new(row: dict[str, Any]) -> dict[str, Any]:
    """The event's changes as record() is given them: a link's relative as a Mention."""
    changes: dict[str, Any] = dict(row["changes"] or {})
    if row["action"] in LINK_ACTIONS and not erasure.is_sealed(changes):
        for name, pair in changes.items():
            if isinstance(pair, list):
                changes[name] = [
                    erasure.Mention(pid, v) if (pid := _relative(v)) is not None else v for v in pair
                ]
    return changes


def _owner(row: dict[str, Any]) -> int | None:
    return row["target_id"] if row["target_type"] == "person" else None


def _page_keys(
    connection: Connection, rows: list[dict[str, Any]], new: list[dict[str, Any]]
) -> erasure.Ciphers:
    """The keys of the page's people; a random, unkept one for each who is gone."""
    named = {o for row in rows if (o := _owner(row)) is not None}
    named |= set().union(*(erasure.mentioned(changes) for changes in new))
    stored = connection.execute(sa.select(_keys.c.person_id, _keys.c.key).where(_keys.c.person_id.in_(named)))
    keys = {person_id: AESGCM(key) for person_id, key in stored}
    return keys | {gone: AESGCM(os.urandom(KEY_BYTES)) for gone in named - keys.keys()}


def _seal(keys: erasure.Ciphers, row: dict[str, Any], changes: dict[str, Any]) -> bool:
    """Seals the row in place; whether anything changed."""
    owner = _owner(row)
    stored = row["changes"] or {}
    sealed = stored if erasure.is_sealed(stored) else erasure.seal_changes(keys, owner, changes)
    label = row["target_label"]
    if owner is not None and label and not label.startswith(erasure.LABEL_PREFIX):
        row["target_label"] = erasure.seal_label(keys, owner, label)
    changed = sealed != stored or row["target_label"] != label
    row["changes"] = sealed
    return changed


def seal_existing(connection: Connection) -> None:
    _create_keys(connection)
    prev_hash, last_id, rewriting = chain.GENESIS, 0, False
    for rows in _pages(connection):
        new = [_as_new(row) for row in rows]
        keys = _page_keys(connection, rows, new)
        updates = []
        for row, changes in zip(rows, new, strict=True):
            rewriting = _seal(keys, row, changes) or rewriting
            if rewriting:
                row["prev_hash"] = prev_hash
                row["hash"] = chain.hash_of(prev_hash, row)
                updates.append(
                    {
                        f"b_{name}": row[name]
                        for name in ("id", "target_label", "changes", "prev_hash", "hash")
                    }
                )
            prev_hash, last_id = row["hash"], row["id"]
        if updates:
            connection.execute(
                sa.update(_events)
                .where(_events.c.id == sa.bindparam("b_id"))
                .values(
                    target_label=sa.bindparam("b_target_label"),
                    changes=sa.bindparam("b_changes", type_=sa.JSON),
                    prev_hash=sa.bindparam("b_prev_hash"),
                    hash=sa.bindparam("b_hash"),
                ),
                updates,
            )
    if rewriting:
        connection.execute(
            sa.update(_head).where(_head.c.id == chain.HEAD_ID).values(last_id=last_id, last_hash=prev_hash)
        )
