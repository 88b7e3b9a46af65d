"""The partial indexes of two categories (models/person.py: the students and the not attending, sorted by
birthdate) hold exactly the people the master list's category filter finds, on each database: their conditions
are SQL text beside the rule's own builders (katutubo.people.query.category_filters), so a change of the rule
(the age of NOT_ATTENDING_SCHOOL_MAX_AGE) that the index text does not follow fails here, not only in
PostgreSQL's plan."""

import pytest
from sqlalchemy import select, update
from sqlalchemy.orm import Session

from katutubo.demo.seed import seed_demo
from katutubo.models import Person
from katutubo.people.query import CATEGORY_FILTERS
from katutubo.rules.classification import NOT_ATTENDING_SCHOOL_MAX_AGE


def index_condition(name: str, dialect: str):
    (index,) = (index for index in Person.__table__.indexes if index.name == name)
    return index.dialect_options[dialect]["where"]


def set_person(session: Session, person_id: int, age: int | None, student: bool) -> None:
    session.execute(update(Person).where(Person.id == person_id).values(age=age, is_student=student))


@pytest.mark.parametrize(
    ("index", "category"),
    [
        ("ix_people_students_birth", "students"),
        ("ix_people_students_youngest", "students"),
        ("ix_people_not_attending_birth", "not_attending_25_below"),
    ],
)
def test_a_category_index_holds_exactly_the_categorys_people(session: Session, index, category) -> None:
    seed_demo(session, 300, seed=5)
    # The rule's edges: the last age of school age and the first past it, unknown, a student of each.
    edge = NOT_ATTENDING_SCHOOL_MAX_AGE
    edges = [(edge, False), (edge + 1, False), (None, False), (edge, True), (edge + 1, True)]
    ids = list(session.scalars(select(Person.id).order_by(Person.id).limit(len(edges))))
    for person_id, (age, student) in zip(ids, edges, strict=True):
        set_person(session, person_id, age, student)
    session.flush()

    dialect = session.get_bind().dialect.name
    in_index = set(session.scalars(select(Person.id).where(index_condition(index, dialect))))
    in_category = set(
        session.scalars(select(Person.id).where(Person.deleted_at.is_(None), CATEGORY_FILTERS[category]))
    )
    assert in_index == in_category
    expected_edges = {"students": {3, 4}, "not_attending_25_below": {0}}[category]
    assert {offset for offset, person_id in enumerate(ids) if person_id in in_index} == expected_edges
