"""An import's chunk of rows looks its possible duplicates up together (katutubo.duplicates.batch): one read
for all of them, then each row answered in memory. Each row must get exactly what its own lookup (the one the
entry form uses, one query per row) gets: the same people, scores, names and order."""

from datetime import date
from typing import Any

import pytest
from sqlalchemy import event
from sqlalchemy.orm import Session

from katutubo.core.db import get_engine
from katutubo.duplicates import batch
from katutubo.duplicates.service import import_matches, import_pool, import_probe, scored_matches
from katutubo.imports.checks import LegacyPerson
from katutubo.models import Person
from katutubo.models.base import utcnow
from katutubo.people.names import list_name
from katutubo.people.schemas import PersonCreate
from katutubo.people.service import create_person
from tests.people.factories import add_person, person_payload

# (last, first, middle, born, barangay, gender): a registry of near misses
REGISTRY = [
    ("Dela Cruz", "Juan", "Santos", "1990-05-17", "Ajos", "Male"),
    ("De la Cruz", "Juan", None, "1991-05-17", "Anusan", "Male"),  # a year off, another barangay
    ("Dela Cruz", "Juana", "Reyes", "1990-05-17", "Ajos", "Female"),
    ("Dela Cruz", "Juan", "Santos", "1988-01-01", "Tuhian", "Male"),  # two years off: at the window's edge
    ("Dela Cruz", "Juan", "Santos", "1986-12-31", "Tuhian", "Male"),  # outside the surname's window
    ("Dela Cruz", "Juan", "Santos", None, "Ajos", "Male"),  # no birth date: always a surname candidate
    ("Peñaflor", "María", "Santos", "1975-03-04", "Ajos", "Female"),
    ("PENAFLOR", "Maria", None, "1975-04-03", "Anusan", "Female"),  # day and month swapped, no accent
    ("Reyes", "Maria", "Peñaflor", "1975-03-04", "Anusan", "Female"),  # married: her maiden name as middle
    ("Bautista", "Jose", "Garcia", "1950-03-04", "Ajos", "Male"),
    ("Batista", "Jose", "Garcia", "1951-02-01", "Ajos", "Male"),  # another surname: found by barangay
    ("Batista", "Jose", "Garcia", "1953-02-01", "Ajos", "Male"),  # outside the barangay's window
    ("Lopez", "Dina", None, "2001-07-07", "Barangay 1", None),
]
TRASHED = ("Dela Cruz", "Juan", "Santos", "1990-05-17", "Ajos", "Male")

# rows of an import: the registry's people again, misspelt, moved, a year or two off, or no one at all
ROWS = [
    *REGISTRY,
    ("De La Cruz", "Juan", None, "1990-05-17", "Ajos", "Male"),
    ("Dela Cruz", "Juan", "Santos", "1992-05-17", "Ajos", None),
    ("Dela Cruz", "Juan", "Santos", "1985-05-17", "Anusan", "Male"),
    ("Dela Cruz", "Juan", None, None, "Tuhian", "Male"),
    ("Delacruz", "Juana", "Reyes", None, "Ajos", "Female"),
    ("Penaflor", "Maria", "Santos", "1976-03-04", "Anusan", "Female"),
    ("Peñaflor", "Maria", None, "1975-03-04", "Barangay 1", None),
    ("Santos", "Maria", "Peñaflor", "1975-03-04", "Anusan", "Female"),
    ("Reyes", "María", None, "1974-03-04", "Ajos", "Female"),
    ("Bautista", "José", None, "1951-03-04", "Ajos", "Male"),
    ("Garcia", "Jose", "Bautista", "1952-02-01", "Ajos", "Male"),
    ("Batista", "Jose", "Garcia", "1952-12-31", "Ajos", "Female"),
    ("Lopez", "Dina", None, "2000-07-07", "Barangay 1", "Female"),
    ("Nobody", "Known", None, "1960-01-01", "Barangay 2", "Male"),
]


def payload(
    last: str, first: str, middle: str | None, born: str | None, barangay: str, gender: str | None
) -> dict:
    """The form's fields; no birth date: an age (as the original app's records may have)."""
    return person_payload(
        last_name=last,
        first_name=first,
        middle_name=middle,
        date_of_birth=born,
        age=None if born else 40,
        barangay=barangay,
        gender=gender,
    )


def rows() -> list[PersonCreate]:
    return [LegacyPerson.model_validate(payload(*row)) for row in ROWS]


def one_by_one(db: Session, row: PersonCreate) -> list[dict[str, Any]]:
    """What each row found before: its own queries, the names read from the people table."""
    return [
        {"id": i, "name": list_name(db.get_one(Person, i)), "score": s}
        for i, s in scored_matches(db, import_probe(row))
    ]


@pytest.fixture
def registry(database_url: str) -> dict[str, int]:
    people = [
        add_person(**payload(*person[:3], person[3] or "1990-01-01", *person[4:])) for person in REGISTRY
    ]
    trashed = add_person(**payload(*TRASHED))
    with Session(get_engine()) as db, db.begin():
        db.get_one(Person, trashed.id).deleted_at = utcnow()
        for person, (*_, born, _, _) in zip(people, REGISTRY, strict=True):
            if born is None:  # stored without one (an old record)
                db.get_one(Person, person.id).date_of_birth = None
    return {"first": people[0].id, "trashed": trashed.id}


@pytest.mark.parametrize("most", [batch.MOST, 1], ids=["read-together", "each-over-its-limit"])
def test_a_chunk_finds_what_each_row_found(
    registry: dict[str, int], session: Session, monkeypatch: pytest.MonkeyPatch, most: int
) -> None:
    monkeypatch.setattr(batch, "MOST", most)  # 1: every lookup finding more is left to its own query
    chunk = rows()
    pool = import_pool(session, chunk)

    found = [import_matches(session, row, pool) for row in chunk]

    assert found == [one_by_one(session, row) for row in chunk]
    assert sum(map(bool, found)) >= 20 and sum(map(len, found)) >= 40  # a test of something
    assert registry["trashed"] not in {match["id"] for matches in found for match in matches}


def test_people_written_after_the_read_count_as_they_now_are(
    registry: dict[str, int], session: Session
) -> None:
    chunk = rows()
    pool = import_pool(session, chunk)
    assert registry["first"] in {match["id"] for match in import_matches(session, chunk[0], pool)}
    new = create_person(session, PersonCreate.model_validate(payload(*ROWS[-1])), None)  # "Nobody Known"
    moved = session.get_one(Person, registry["first"])  # Juan Dela Cruz, somewhere else, born another year
    moved.date_of_birth, moved.barangay = date(1960, 1, 2), "Barangay 2"
    session.flush()

    pool.add([new, moved])

    found = [import_matches(session, row, pool) for row in chunk]
    assert found == [one_by_one(session, row) for row in chunk]
    assert registry["first"] not in {match["id"] for match in found[0]}
    assert [match["id"] for match in found[-1]] == [new.id]


def test_one_read_for_the_whole_chunk(registry: dict[str, int], session: Session) -> None:
    chunk = rows()
    statements: list[str] = []

    def count(*args: Any) -> None:
        statements.append(args[2])

    event.listen(get_engine(), "before_cursor_execute", count)
    try:
        pool = import_pool(session, chunk)
        found = [import_matches(session, row, pool) for row in chunk]
    finally:
        event.remove(get_engine(), "before_cursor_execute", count)

    assert any(found)
    assert len(statements) == 1, statements
