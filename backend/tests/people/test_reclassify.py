"""`katutubo reclassify` and the migration helper: stored flags and ages follow the rules again after a rule
changes, only the rows that were out of step are written, and a record's version stays."""

from datetime import date, timedelta

import pytest
from sqlalchemy import select, update
from sqlalchemy.orm import Session

from katutubo.cli import main
from katutubo.core.clock import office_today
from katutubo.core.db import get_engine
from katutubo.models import Person
from katutubo.people.ages import age_on, next_birthday
from katutubo.people.columns import Reclassified, reclassify_all, reclassify_in_migration
from tests.people.factories import add_person

FLAGS = (Person.is_student, Person.is_unemployed, Person.is_non_student, Person.has_health_condition)


def _stale_people() -> tuple[Person, Person, Person]:
    """A student stored with the flags of an old rule, a person whose stored age an old age rule got wrong,
    and a person the rules already describe."""
    student = add_person(occupation="Senior High student", health_condition="Asthma")
    born = office_today() - timedelta(days=20 * 365 + 40)
    aged = add_person(occupation="Farmer", date_of_birth=born.isoformat())
    current = add_person(occupation="Fisherfolk", date_of_birth="1980-01-02")
    with get_engine().begin() as conn:
        conn.execute(
            update(Person)
            .where(Person.id == student.id)
            .values(is_student=False, is_unemployed=True, is_non_student=True, has_health_condition=False)
        )
        conn.execute(
            update(Person).where(Person.id == aged.id).values(age=99, age_valid_until=date(2000, 1, 1))
        )
    return student, aged, current


def _assert_follow_the_rules(session: Session, student: Person, aged: Person) -> None:
    session.expire_all()
    flags = session.execute(select(*FLAGS).where(Person.id == student.id)).one()
    assert tuple(flags) == (True, False, False, True)
    born = office_today() - timedelta(days=20 * 365 + 40)
    age, valid_until = session.execute(
        select(Person.age, Person.age_valid_until).where(Person.id == aged.id)
    ).one()
    assert (age, valid_until) == (age_on(born, office_today()), next_birthday(born, office_today()))
    versions = session.scalars(select(Person.version).order_by(Person.id)).all()
    assert versions == [1, 1, 1]  # re-deriving is not an edit


def test_reclassify_all_rederives_flags_and_ages(session: Session) -> None:
    student, aged, _ = _stale_people()
    assert reclassify_all(session, office_today()) == Reclassified(flags=1, ages=1)
    _assert_follow_the_rules(session, student, aged)
    assert reclassify_all(session, office_today()) == Reclassified(flags=0, ages=0)


def test_the_command_prints_how_many_changed(session: Session, capsys: pytest.CaptureFixture[str]) -> None:
    student, aged, _ = _stale_people()
    main(["reclassify"])
    assert capsys.readouterr().out == "Re-derived the stored rules: 1 people's flags and 1 ages changed.\n"
    _assert_follow_the_rules(session, student, aged)
    main(["reclassify"])
    assert "0 people's flags and 0 ages changed" in capsys.readouterr().out


def test_a_migration_reclassifies_in_its_own_transaction(session: Session) -> None:
    student, aged, _ = _stale_people()
    with get_engine().connect() as conn, conn.begin():
        assert reclassify_in_migration(conn) == Reclassified(flags=1, ages=1)
    _assert_follow_the_rules(session, student, aged)


def test_a_failed_migration_leaves_the_stored_values(session: Session) -> None:
    student, _, _ = _stale_people()
    with get_engine().connect() as conn, pytest.raises(RuntimeError), conn.begin():
        reclassify_in_migration(conn)
        raise RuntimeError("a later step of the migration failed")
    session.expire_all()
    assert session.scalar(select(Person.is_student).where(Person.id == student.id)) is False
