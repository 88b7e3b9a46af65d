"""The tribe distribution's counts, kept per barangay until a write changes that barangay
(katutubo.people.barangay_parts): every profile shows the distribution, and counting it over a million people
took 0.17 s of CPU each time.

A barangay's part: each tribe (its lower-case key, as the tribe sort groups them) with its first spelling in
sort order and its live people; people without a tribe under None."""

from collections.abc import Collection, Iterable

from fastapi import Request
from sqlalchemy import func
from sqlalchemy.orm import Session

from katutubo.access.people import people_of_every_barangay
from katutubo.models import Person
from katutubo.people.barangay_parts import BarangayParts

# tribe key: [first spelling, people]
Tribes = dict[str | None, tuple[str | None, int]]


def first_spelling(kept: str | None, spelling: str | None) -> str | None:
    """A tribe's name: the first of its spellings in sort order (as the tribe sort shows it)."""
    if kept is None or (spelling is not None and spelling < kept):
        return spelling
    return kept


def summed_tribes(parts: Iterable[Tribes]) -> Tribes:
    """The tribes of several barangays' parts together: each one's first spelling and its people."""
    summed: Tribes = {}
    for part in parts:
        for key, (spelling, count) in part.items():
            name, people = summed.get(key, (spelling, 0))
            summed[key] = (first_spelling(name, spelling), people + count)
    return summed


def count_tribes(db: Session, barangays: Collection[str] | None) -> dict[str, Tribes]:
    """The parts of `barangays` (None: of every one), counted afresh: the app's cache of every barangay,
    whoever reads it (each reader sums the parts of their own barangays, katutubo.people.listing)."""
    counted = people_of_every_barangay(
        None, Person.barangay, Person.lineage_lower, func.min(Person.lineage), func.count()
    )
    if barangays is not None:
        counted = counted.where(Person.barangay.in_(sorted(barangays)))
    parts: dict[str, Tribes] = {name: {} for name in barangays or ()}
    rows = db.execute(counted.group_by(Person.barangay, Person.lineage_lower))
    for barangay, key, spelling, count in rows:
        parts.setdefault(barangay, {})[key] = (spelling, count)
    return parts


def tribe_counts(request: Request) -> BarangayParts[Tribes]:
    """The app's (katutubo.main.create_app makes it)."""
    parts: BarangayParts[Tribes] = request.app.state.tribe_counts
    return parts
