"""The master list youngest first reads its index in the list's very order: the first page is the index's
first entries, at any size, never a sort of every person (250-770 ms at a million people before the index)."""

from sqlalchemy.orm import Session

from katutubo.demo.seed import seed_demo
from katutubo.people.query import PeopleQuery, page_ids_select
from katutubo.people.scope import WHOLE, visible
from tests.plans import query_plan, uses_index


def test_youngest_first_is_read_from_its_index_without_a_sort(session: Session) -> None:
    seed_demo(session, 500, seed=3)
    youngest_first = PeopleQuery(sort="birthdate", order="desc")
    plan = query_plan(
        session, page_ids_select(youngest_first, visible(WHOLE), 1, 50, session.get_bind().dialect.name)
    )
    assert uses_index(plan, "ix_people_youngest"), plan
    assert "SORT" not in plan and "TEMP B-TREE" not in plan, plan
