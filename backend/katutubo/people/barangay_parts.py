"""Figures kept per barangay until the people tally says that barangay changed: the report's parts
(katutubo.reports.cache) and the tribe distribution (katutubo.people.tribe_counts).

Every write of a person inserts people tally rows keyed by its barangay (the old one and the new one when it
moves); a household's write inserts a marker with the household's barangay, and a person's write one with
the barangay of a household of theirs in another barangay (katutubo.people.tally). So the tally rows added
since the figures were counted name every barangay whose figures may have changed, and only those are
counted again: at 1,000,000 people a whole report is 0.7 s of CPU, one barangay's part about 1/46 of it.

Anything else that changes the tally (a compaction, a rebuild: each ends with a marker without a barangay)
counts every barangay again; so does a count of rows that does not add up: a row below the ids read before
(a write that took its id early and committed late, past WINDOW) is noticed that way.

One per figure and per server process, each read under a lock: requests of the same process wait for one
counting instead of each doing it."""

import threading
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from katutubo.models import PeopleTally
from katutubo.people.tally import change_counter

Part = TypeVar("Part")
# Counts the parts of the barangays given (all of them: None), a part for each barangay given.
CountParts = Callable[[Session, Collection[str] | None], dict[str, Part]]

# Ids this far below the newest read are read again next time: a write that took its id before a later one
# and committed after it is found there.
WINDOW = 1_000


@dataclass(frozen=True)
class Reading:
    """The tally as last read: its row count, its newest id and the ids read within WINDOW below it."""

    count: int
    newest: int | None
    recent: frozenset[int] = field(default_factory=frozenset)


def _read(db: Session, floor: int) -> tuple[int, dict[int, str | None]] | None:
    """The tally's row count and its rows above `floor` (id: barangay), in one statement (one snapshot); None
    when no row is above it."""
    total = select(func.count()).select_from(PeopleTally).scalar_subquery()
    rows = db.execute(select(total, PeopleTally.id, PeopleTally.barangay).where(PeopleTally.id > floor)).all()
    if not rows:
        return None
    return rows[0][0], {row.id: row.barangay for row in rows}


def _reading(count: int, rows: Mapping[int, str | None]) -> Reading:
    newest = max(rows)
    return Reading(count, newest, frozenset(i for i in rows if i > newest - WINDOW))


def changes_since(db: Session, last: Reading | None) -> tuple[Reading, set[str] | None]:
    """The tally now, and the barangays of the rows added since `last` (None: count every barangay)."""
    newest = last.newest if last is not None else db.scalar(select(func.max(PeopleTally.id)))
    read = _read(db, (newest or 0) - WINDOW)
    if read is None:
        count, newest = change_counter(db)
        return Reading(count, newest), None
    count, rows = read
    now = _reading(count, rows)
    if last is None:
        return now, None
    added = {i: barangay for i, barangay in rows.items() if i not in last.recent}
    if count != last.count + len(added) or None in added.values():
        return now, None
    return now, {barangay for barangay in added.values() if barangay is not None}


class BarangayParts(Generic[Part]):
    def __init__(self, count: CountParts[Part]) -> None:
        self._count = count
        self._lock = threading.Lock()
        self._reading: Reading | None = None
        self._parts: dict[str, Part] = {}
        self._version = 0

    def parts(self, db: Session) -> tuple[int, Mapping[str, Part]]:
        """Every barangay's part as of now, and a number that changes whenever one of them does."""
        with self._lock:
            last = self._reading
            if last is not None and change_counter(db) == (last.count, last.newest):
                return self._version, self._parts
            # Read before counting: a write the counting sees and the reading does not is counted again next
            # time, never missed. Kept once counted: a counting that fails leaves its barangays to the next.
            reading, changed = changes_since(db, last)
            if changed is None:
                parts = self._count(db, None)
            else:
                kept = {b: p for b, p in self._parts.items() if b not in changed}
                parts = kept | self._count(db, changed) if changed else self._parts
            self._reading, self._parts = reading, parts
            self._version += 1
            return self._version, self._parts
