"""The candidates of many probes read at once (an import's chunk of rows): one query for all of their lookups
(candidates.read_for), then each probe's lookups answered in memory by the same conditions (candidates.holds),
so each finds exactly whom its own queries would have found. People written after the read (the import's own
new rows, updated ones) are given to add() and count as they now are. A lookup that would find more than its
queries' limit (candidates.MOST) is left to its own query, as before."""

from bisect import bisect_left, bisect_right
from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from sqlalchemy import Row
from sqlalchemy.orm import Session

from katutubo.access.people import is_in_trash
from katutubo.duplicates.candidates import MOST, Lookup, could_be, holds, lookups, read_for
from katutubo.duplicates.scoring import Record
from katutubo.models import Person
from katutubo.people.names import list_name

Stored = Row[*tuple[Any, ...]] | Person  # with its id, surname_key and what the scoring reads


def _born(entry: tuple[date, int]) -> date:
    return entry[0]


@dataclass
class ByBirth:
    """The ids of one surname key's or one barangay's people, by date of birth (a person's earlier entries
    stay when they change: every id found is checked against the person as they now are)."""

    dated: list[tuple[date, int]] = field(default_factory=list)
    undated: list[int] = field(default_factory=list)
    in_order: bool = True

    def add(self, born: date | None, person_id: int) -> None:
        if born is None:
            self.undated.append(person_id)
        else:
            self.dated.append((born, person_id))
            self.in_order = False

    def ids(self, values: dict[str, Any]) -> Iterator[int]:
        """Those born within the lookup's years (all when it has none) and those with no birth date."""
        yield from self.undated
        if "start" not in values:
            yield from (person_id for _, person_id in self.dated)
            return
        if not self.in_order:
            self.dated.sort()
            self.in_order = True
        start = bisect_left(self.dated, values["start"], key=_born)
        end = bisect_right(self.dated, values["end"], key=_born)
        yield from (person_id for _, person_id in self.dated[start:end])


@dataclass
class CandidatePool:
    people: dict[int, Stored] = field(default_factory=dict)  # live, as read or as written since
    by_surname: dict[str, ByBirth] = field(default_factory=lambda: defaultdict(ByBirth))
    by_barangay: dict[str, ByBirth] = field(default_factory=lambda: defaultdict(ByBirth))
    read_alone: dict[int, Stored] = field(default_factory=dict)  # found by a lookup's own query

    @classmethod
    def load(cls, db: Session, wanted: Iterable[Lookup]) -> "CandidatePool":
        pool = cls()
        query = read_for(wanted)
        if query is not None:
            pool.add(db.execute(query))
        return pool

    def add(self, people: Iterable[Stored]) -> None:
        """People read, or written since the read: their values now replace any read before."""
        for person in people:
            self.people.pop(person.id, None)
            if not isinstance(person, Person) or not is_in_trash(person):  # rows are read live
                self.people[person.id] = person
                self.by_surname[person.surname_key or ""].add(person.date_of_birth, person.id)
                self.by_barangay[person.barangay].add(person.date_of_birth, person.id)

    def found(self, db: Session, lookup: Lookup) -> Sequence[Stored]:
        """Whom the lookup's query would find."""
        query, values = lookup
        if "barangay" in values:
            groups = [self.by_barangay.get(values["barangay"])]
        else:
            groups = [self.by_surname.get(key) for key in values["keys"]]
        ids = {i for group in groups if group is not None for i in group.ids(values)}
        people = [self.people[i] for i in ids if i in self.people and holds(lookup, self.people[i])]
        if len(people) <= MOST:
            return people
        rows = db.execute(query, values).all()  # the query's own pick of MOST of them, as without the pool
        self.read_alone |= {row.id: row for row in rows}
        return rows

    def candidates(
        self, db: Session, probe: Record, last: str | None, middle: str | None, barangay: str | None
    ) -> list[Record]:
        """candidates.candidates(db, probe, ...) from the people read."""
        return could_be(probe, (self.found(db, lookup) for lookup in lookups(probe, last, middle, barangay)))

    def name(self, person_id: int) -> str:
        return list_name(self.people.get(person_id) or self.read_alone[person_id])
