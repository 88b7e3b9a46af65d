"""The demo's households: about one per 4 seeded people, within a barangay, each with a head (the eldest adult
of the group) and each member's relationship to the head read from sex and age — a spouse (one, of the other
sex, within 15 years), children 15 to 45 years younger, grandchildren younger still, parents older, siblings
of the same generation, now and then someone not related. Rows go in with Core executemany, as people do; on
PostgreSQL with COPY (a million people's 250,000 households and memberships in seconds, not minutes)."""

import random
from collections.abc import Iterator
from datetime import date
from itertools import islice
from typing import Any

from sqlalchemy import func, insert, select, text
from sqlalchemy.orm import Session

from katutubo.models import Gender, Household, HouseholdMember, Person, Relationship
from katutubo.models.base import utcnow
from katutubo.people import tally
from katutubo.reference.places import code_of

CHUNK = 5_000
COPY_CHUNK = 50_000
SIZES = (1, 2, 2, 3, 3, 4, 4, 4, 5, 5, 6, 7, 8)  # mean about 4


def _relationship(
    head: tuple[int, int, Gender | None],
    other: tuple[int, int, Gender | None],
    has_spouse: bool,
    rng: random.Random,
) -> Relationship:
    head_age, age = head[1], other[1]
    if rng.random() < 0.05:
        return Relationship.not_related
    if not has_spouse and age >= 18 and abs(age - head_age) <= 15 and other[2] != head[2]:
        return Relationship.spouse
    if head_age - age >= 45:
        return Relationship.grandchild
    if head_age - age >= 15:
        return Relationship.child if rng.random() < 0.9 else Relationship.child_in_law
    if age - head_age >= 15:
        return Relationship.parent if rng.random() < 0.8 else Relationship.parent_in_law
    return Relationship.sibling if rng.random() < 0.7 else Relationship.other_relative


def _groups(
    people: list[tuple[int, int, Gender | None]], rng: random.Random
) -> Iterator[list[tuple[int, int, Gender | None]]]:
    rng.shuffle(people)
    start = 0
    while start < len(people):
        size = rng.choice(SIZES)
        yield people[start : start + size]
        start += size


def seed_households(db: Session, after_id: int, seed: int, today: date) -> int:
    """Households of the people with an id above `after_id` (the ones just seeded); the caller commits."""
    rng = random.Random(seed * 7919 + 1)
    rows = db.execute(
        select(Person.barangay, Person.id, Person.age, Person.gender)
        .where(Person.id > after_id, Person.deleted_at.is_(None))
        .order_by(Person.barangay, Person.id)
    ).all()
    by_barangay: dict[str, list[tuple[int, int, Gender | None]]] = {}
    for barangay, person_id, age, gender in rows:
        by_barangay.setdefault(barangay, []).append((person_id, age or 0, gender))
    next_id = (db.scalar(select(func.max(Household.id))) or 0) + 1
    now = utcnow()
    households: list[dict[str, Any]] = []
    members: list[dict[str, Any]] = []
    for barangay, people in by_barangay.items():
        for group in _groups(people, rng):
            adults = [p for p in group if p[1] >= 18] or group
            head = max(adults, key=lambda p: (p[1], -p[0]))
            households.append(
                {"id": next_id, "barangay": barangay, "sitio": f"Purok {rng.randint(1, 7)}", "address": None,
                 "latitude": None, "longitude": None, "created_at": now, "updated_at": now, "version": 1}
            )  # fmt: skip
            has_spouse = False
            for person in group:
                relationship = (
                    Relationship.head if person is head else _relationship(head, person, has_spouse, rng)
                )
                has_spouse = has_spouse or relationship == Relationship.spouse
                members.append(
                    {"household_id": next_id, "person_id": person[0], "relationship": relationship,
                     "start_date": today, "start_reason": None, "end_date": None, "end_reason": None,
                     "is_current": True, "created_at": now}
                )  # fmt: skip
            next_id += 1
    postgresql = db.get_bind().dialect.name == "postgresql"
    for table, values in ((Household, households), (HouseholdMember, members)):
        if postgresql:
            _copy(db, table.__tablename__, values)
            continue
        iterator = iter(values)
        while chunk := list(islice(iterator, CHUNK)):
            db.execute(insert(table), chunk)  # type: ignore[arg-type]
    if households and postgresql:
        db.execute(
            text(
                "SELECT setval(pg_get_serial_sequence('households', 'id'), (SELECT max(id) FROM households))"
            )
        )
    tally.mark_change(db, by_barangay)  # their barangays' household counts changed (katutubo.reports.cache)
    return len(households)


def _copy(db: Session, table: str, rows: list[dict[str, Any]]) -> None:
    """COPY applies no column type: the barangay goes in as its PSGC code, the choices as their values."""
    if not rows:
        return
    driver = db.connection().connection.driver_connection
    assert driver is not None
    columns = list(rows[0])
    iterator = iter(rows)
    while chunk := list(islice(iterator, COPY_CHUNK)):
        with (
            driver.cursor() as cursor,
            cursor.copy(f"COPY {table} ({', '.join(columns)}) FROM STDIN") as copy,
        ):
            for row in chunk:
                copy.write_row([_stored(name, row[name]) for name in columns])


def _stored(column: str, value: Any) -> Any:
    if column == "barangay":
        return code_of(value) or value
    if isinstance(value, Relationship):
        return value.value
    return value
