"""`katutubo seed-demo`: made-up people that the form would accept, the same ones for the same seed."""

from datetime import date, datetime
from typing import Any

import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from katutubo.cli import main
from katutubo.core.clock import office_today
from katutubo.demo.seed import demo_rows
from katutubo.models import Person
from katutubo.people.columns import derived_columns
from katutubo.people.schemas import PersonCreate, PersonOut
from katutubo.people.service import form_columns
from katutubo.reference.data import barangays


def test_seed_demo_command(session: Session, capsys: pytest.CaptureFixture[str]) -> None:
    main(["seed-demo", "--count", "300", "--seed", "7"])
    assert "Added 300 demo people" in capsys.readouterr().out
    people = session.scalars(select(Person)).all()
    assert len(people) == 300
    today = office_today()
    for person in people:
        shown = PersonOut.model_validate(person).model_dump(mode="json") | {"birthplace": person.birthplace}
        values = form_columns(PersonCreate.model_validate(shown).model_dump())
        for name, value in (values | derived_columns(values, today)).items():
            assert getattr(person, name) == value, (name, person.id)
    assert {p.barangay for p in people} <= set(barangays())
    assert len({p.barangay for p in people}) > 30
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
