"""The master list youngest first reads its index in the list's very order: the first page is the index's
first entries, at any size, never a sort of every person (250-770 ms at a million people before the index);
the students and the not attending sorted by birthdate read their own (1.2-1.5 s at a million before)."""

import pytest
from sqlalchemy import text
from sqlalchemy.orm import Session

from katutubo.access.scope import WHOLE
from katutubo.demo.seed import seed_demo
from katutubo.people.query import PeopleQuery, page_ids_select
from tests.plans import query_plan, uses_index


def test_youngest_first_is_read_from_its_index_without_a_sort(session: Session) -> None:
    seed_demo(session, 500, seed=3)
    youngest_first = PeopleQuery(sort="birthdate", order="desc")
    plan = query_plan(session, page_ids_select(youngest_first, WHOLE, 1, 50, session.get_bind().dialect.name))
    assert uses_index(plan, "ix_people_youngest"), plan
    assert "SORT" not in plan and "TEMP B-TREE" not in plan, plan


@pytest.mark.parametrize(
    ("category", "order", "index"),
    [
        ("students", "asc", "ix_people_students_birth"),
        ("students", "desc", "ix_people_students_youngest"),
        ("not_attending_25_below", "asc", "ix_people_not_attending_birth"),
    ],
)
def test_a_category_by_birthdate_is_read_from_its_own_index(session: Session, category, order, index) -> None:
    """On PostgreSQL, with the plans of a small table ruled out (a sort of the category's few rows): the page
    is read in order from the category's index, its condition the query's. SQLite sorts the category's rows
    (NULL is its smallest value, so no ascending index gives 'unknown dates last')."""
    if session.get_bind().dialect.name == "sqlite":
        pytest.skip("PostgreSQL's plan: SQLite's ascending indexes put unknown dates first")
    seed_demo(session, 500, seed=3)
    session.execute(text("SET LOCAL enable_sort = off"))
    session.execute(text("SET LOCAL enable_bitmapscan = off"))
    sorted_by_birth = PeopleQuery(category=category, sort="birthdate", order=order)
    plan = query_plan(session, page_ids_select(sorted_by_birth, WHOLE, 1, 50, "postgresql"))
    assert uses_index(plan, index), plan
    assert "SORT" not in plan, plan
