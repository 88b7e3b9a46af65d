"""Rate limits, counted in the database (they hold across server processes) and taken atomically.

A limited action first takes one slot in each of its counters, in a short transaction of its own that is
committed before the action is evaluated (so the count outlives a refused request, and a burst of parallel
requests can never all read "4 so far"): INSERT .. ON CONFLICT DO UPDATE adds one and returns the new count
under the row's lock (PostgreSQL) or the single writer (SQLite). When any counter is full the transaction
rolls back, so a refused action takes no slot anywhere. Keys are taken in one order, so two actions sharing a
counter queue instead of deadlocking.

A counter also knows how many of its slots are `settled`: actions that ended as failures (login guesses found
wrong), as opposed to ones still being evaluated. A successful login forgives only the failures settled
before it took its own slot (`forgive`): clearing the whole counter let a success landing in the middle of a
burst of guesses hand those still in flight their slots back, so more wrong passwords were evaluated than
the limit allows (8 of 5 in one race).
"""

import hashlib
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import case, delete, literal, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from katutubo.core.clock import utc_now
from katutubo.core.config import get_settings
from katutubo.core.db import independent_transaction
from katutubo.core.errors import TooManyRequests
from katutubo.core.messages import Message
from katutubo.models import RateLimitCounter
from katutubo.models.base import UTCDateTime


@dataclass(frozen=True)
class Limit:
    name: str
    base: int
    window: timedelta
    per_address: bool = False

    @property
    def most(self) -> int:
        """The ceiling; per-address ones are multiplied by KATUTUBO_ADDRESS_LIMIT_FACTOR."""
        return self.base * get_settings().address_limit_factor if self.per_address else self.base


# The numbers are listed in the README's security section.
LOGIN_PER_EMAIL_AND_ADDRESS = Limit("login failures of an email from one address", 5, timedelta(minutes=15))
LOGIN_PER_EMAIL = Limit("login failures of an email", 20, timedelta(minutes=15))
LOGIN_PER_ADDRESS = Limit("login failures from one address", 30, timedelta(hours=1), per_address=True)
RESET_PER_EMAIL = Limit("reset emails to an address", 3, timedelta(minutes=15))
RESET_PER_ADDRESS = Limit("reset requests from one address", 5, timedelta(hours=1), per_address=True)
SIGNUP_PER_ADDRESS = Limit("signups from one address", 5, timedelta(hours=1), per_address=True)


@dataclass(frozen=True)
class Taken:
    """A counter's count once a slot was taken (that slot included), and how many of them were settled."""

    count: int
    settled: int


@dataclass(frozen=True)
class Slot:
    limit: Limit
    subject: str

    @property
    def key(self) -> str:
        return hashlib.sha256(f"{self.limit.name}\n{self.subject}".encode()).hexdigest()


def _add_one(db: Session, slot: Slot, at: datetime) -> Taken:
    """The counter after adding one (a window that has ended starts again at one, none settled)."""
    dialect = postgresql if db.get_bind().dialect.name == "postgresql" else sqlite
    ends = at + slot.limit.window
    ended = RateLimitCounter.expires_at <= literal(at, UTCDateTime())
    stmt = (
        dialect.insert(RateLimitCounter)
        .values(key=slot.key, count=1, settled=0, expires_at=ends)
        .on_conflict_do_update(
            index_elements=[RateLimitCounter.key],
            set_={
                "count": case((ended, 1), else_=RateLimitCounter.count + 1),
                "settled": case((ended, 0), else_=RateLimitCounter.settled),
                "expires_at": case((ended, literal(ends, UTCDateTime())), else_=RateLimitCounter.expires_at),
            },
        )
        .returning(RateLimitCounter.count, RateLimitCounter.settled)
    )
    count, settled = db.execute(stmt).one()
    return Taken(int(count), int(settled))


def take(slots: list[Slot], message: Message) -> dict[Slot, Taken]:
    """One slot in every counter, all or none; the counters after taking them. TooManyRequests(message) when a
    counter is full (then nothing is taken)."""
    at = utc_now()
    counts: dict[Slot, Taken] = {}
    with independent_transaction() as db:
        for slot in sorted(slots, key=lambda s: s.key):
            counts[slot] = _add_one(db, slot, at)
            if counts[slot].count > slot.limit.most:
                raise TooManyRequests(message)  # rolls the transaction back: no slot is taken
    _forget_ended(at)
    return counts


def _forget_ended(at: datetime) -> None:
    """Counters whose window ended go, in a transaction of their own that never waits for a lock (SKIP
    LOCKED on PostgreSQL), so it cannot hold up or deadlock the counting."""
    with independent_transaction() as db:
        ended = (
            select(RateLimitCounter.key)
            .where(RateLimitCounter.expires_at < at)
            .limit(1000)
            .with_for_update(skip_locked=True)
        )
        db.execute(delete(RateLimitCounter).where(RateLimitCounter.key.in_(ended)))


def is_full(counts: dict[Slot, Taken]) -> bool:
    """Whether the slots just taken were the last of one of the counters."""
    return any(taken.count >= slot.limit.most for slot, taken in counts.items())


def give_back(db: Session, slots: list[Slot]) -> None:
    """The action turned out fine: its slots are returned (in the caller's transaction)."""
    for slot in sorted(slots, key=lambda s: s.key):
        db.execute(
            update(RateLimitCounter)
            .where(RateLimitCounter.key == slot.key, RateLimitCounter.count > 0)
            .values(count=RateLimitCounter.count - 1)
        )


def settle(db: Session, slot: Slot) -> None:
    """The action that took a slot of this counter ended as a failure (committed even when its request is
    refused: katutubo.core.db.keep_even_if_refused)."""
    db.execute(
        update(RateLimitCounter)
        .where(RateLimitCounter.key == slot.key, RateLimitCounter.settled < RateLimitCounter.count)
        .values(settled=RateLimitCounter.settled + 1)
    )


def forgive(db: Session, slot: Slot, taken: Taken) -> None:
    """The action turned out fine: its own slot and the failures settled before it took it are returned; the
    slots of actions still being evaluated, or settled since, stay counted. One UPDATE, whose right-hand
    sides all read the row as it was (atomic on both databases, whatever else is counting)."""
    row = RateLimitCounter
    earlier = literal(taken.settled)
    settled = case((row.settled > earlier, row.settled - earlier), else_=0)
    rest = row.count - 1 - earlier
    db.execute(
        update(row)
        .where(row.key == slot.key, row.count > 0)
        .values(settled=settled, count=case((rest > settled, rest), else_=settled))
    )
