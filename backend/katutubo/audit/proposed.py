"""A change made by approving an encoder's proposal: its events about the person name the proposal's author.

`with proposed_by(db, "Ana Encoder"): ...` (katutubo.proposals, while applying an approved proposal): every
event recorded on that session meanwhile about a person carries `changes["proposed_by"] = [None, name]`, the
person's History then says "proposed by A, approved by B" (B: the event's actor)."""

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy.orm import Session

PROPOSED_BY = "proposed_by"
_KEY = "audit.proposed_by"


@contextmanager
def proposed_by(db: Session, name: str) -> Iterator[None]:
    db.info[_KEY] = name
    try:
        yield
    finally:
        db.info.pop(_KEY, None)


def with_author(
    db: Session, target_type: str | None, changes: dict[str, Any] | None
) -> dict[str, Any] | None:
    name = db.info.get(_KEY)
    if name is None or target_type != "person":
        return changes
    return {**(changes or {}), PROPOSED_BY: [None, name]}


def split(changes: dict[str, list[Any]]) -> tuple[dict[str, list[Any]], str | None]:
    """An event's changes without the author of the proposal, and that author (None: not proposed)."""
    if PROPOSED_BY not in changes:
        return changes, None
    rest = {name: value for name, value in changes.items() if name != PROPOSED_BY}
    value = changes[PROPOSED_BY]
    return rest, value[1] if isinstance(value, list) and len(value) == 2 else None
