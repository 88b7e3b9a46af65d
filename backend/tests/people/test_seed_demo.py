"""`katutubo seed-demo`: made-up people that the form would accept, the same ones for the same seed."""

from datetime import date, datetime
from typing import Any

import pytest
from sqlalchemy import func, select, text
from sqlalchemy.orm import Session

from katutubo.cli import main
from katutubo.core.clock import office_today
from katutubo.core.db import get_sessionmaker
from katutubo.demo.seed import demo_rows
from katutubo.models import Person
from katutubo.people.columns import derived_columns
from katutubo.people.schemas import PersonCreate, PersonOut
from katutubo.people.service import form_columns
from katutubo.reference.data import barangays
from katutubo.reference.places import places


def test_seed_demo_command(session: Session, capsys: pytest.CaptureFixture[str]) -> None:
    main(["seed-demo", "--count", "300", "--seed", "7"])
    assert "Added 300 demo people" in capsys.readouterr().out
    people = session.scalars(select(Person)).all()
    assert len(people) == 300
    today = office_today()
    for person in people:
        # the stored typed number (a seeded person is in a household: the record shows its size instead)
        stored = {"birthplace": person.birthplace, "household_members": person.household_members}
        shown = PersonOut.model_validate(person).model_dump(mode="json") | stored
        values = form_columns(PersonCreate.model_validate(shown).model_dump())
        for name, value in (values | derived_columns(values, today)).items():
            assert getattr(person, name) == value, (name, person.id)
    assert {p.barangay for p in people} <= set(barangays())
    assert len({p.barangay for p in people}) > 30
    # stored by PSGC code, as a form's save stores them (COPY on PostgreSQL included)
    stored = set(session.execute(text("SELECT DISTINCT barangay FROM people")).scalars())
    assert stored <= {place.code for place in places()}
    assert sum(p.lineage in ("Agta", "Dumagat", "Remontado", "Aeta") for p in people) > 240
    assert any(p.is_student for p in people) and any(p.is_unemployed for p in people)
    assert any(p.has_health_condition for p in people) and any(p.children for p in people)


def _people(seed: int) -> list[dict[str, Any]]:
    rows = demo_rows(50, seed, date(2026, 1, 1), datetime(2026, 1, 1))
    return [{k: v for k, v in row.items() if k not in ("created_at", "updated_at")} for row in rows]


def test_same_seed_same_people() -> None:
    assert _people(3) == _people(3)
    assert _people(3) != _people(4)


def test_seed_adds_to_what_is_there(session: Session) -> None:
    main(["seed-demo", "--count", "20"])
    main(["seed-demo", "--count", "20", "--seed", "2"])
    assert session.scalar(select(func.count()).select_from(Person)) == 40


INDEXES = (
    "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'people' "
    "ORDER BY indexname"
)


def test_seeding_an_empty_table_keeps_every_index(database_url: str) -> None:
    """PostgreSQL drops the people's indexes while seeding an empty table and builds them again: the very same
    ones (name and definition) are there afterwards, filled (a search by name answers from them)."""
    if not database_url.startswith("postgresql"):
        pytest.skip("the indexes are dropped and rebuilt on PostgreSQL only")
    with get_sessionmaker().begin() as db:
        before = db.execute(text(INDEXES)).all()
    main(["seed-demo", "--count", "200", "--seed", "3"])
    with get_sessionmaker().begin() as db:
        assert db.execute(text(INDEXES)).all() == before
        assert len(before) > 20
        somebody = db.scalars(select(Person).limit(1)).one()
        db.execute(text("SET LOCAL enable_seqscan = off"))
        found = db.scalars(
            select(Person.id).where(
                Person.last_name_lower == somebody.last_name_lower, Person.deleted_at.is_(None)
            )
        ).all()
        assert somebody.id in found


def test_after_seeding_postgresql_reads_the_people_from_their_indexes_alone(
    session: Session, database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """VACUUM after the load marks every page all-visible: an index-only scan (an encoder's searched count, a
    barangay's household members counted) then reads no table page (192 ms → 3 ms, 265 ms → 11 ms at
    1,000,000 people)."""
    main(["seed-demo", "--count", "2000", "--seed", "3"])
    assert "Added 2000 demo people" in capsys.readouterr().out
    if not database_url.startswith("postgresql"):
        assert session.scalar(select(func.count()).select_from(Person)) == 2000
        return
    for table in ("people", "households", "household_members"):
        pages, visible = session.execute(
            text(f"SELECT relpages, relallvisible FROM pg_class WHERE oid = '{table}'::regclass")
        ).one()
        assert (table, pages > 0, visible) == (table, True, pages)
