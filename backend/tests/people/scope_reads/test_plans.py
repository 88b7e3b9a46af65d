"""An encoder of one barangay reads through indexes: the first page in name order (searched or not), the
newest entry and the dashboard search's name prefixes straight from an index in their order (no sort of the
barangay's people), the exact counts from a barangay index; an IPMR's queries carry no scope condition at all
(the same SQL as before the scope)."""

from sqlalchemy import Select, func, select, text
from sqlalchemy.orm import Session

from katutubo.access.people import live, readable
from katutubo.access.scope import WHOLE, Scope
from katutubo.dashboard.suggestions import _searches
from katutubo.demo.seed import seed_demo
from katutubo.models import Person
from katutubo.people import query
from katutubo.people.query import PeopleQuery, page_ids_select
from tests.plans import query_plan, uses_index

AJOS = Scope(frozenset({"Ajos"}))


def _ordered_plan(session: Session, statement: Select) -> str:  # type: ignore[type-arg]
    """PostgreSQL would rightly sort a test's few dozen rows of a barangay: with sorting and bitmap scans off
    (in this transaction), a plan without a sort shows an index that serves the order."""
    if session.get_bind().dialect.name == "postgresql":
        session.execute(text("SET LOCAL enable_sort = off"))
        session.execute(text("SET LOCAL enable_bitmapscan = off"))
    return query_plan(session, statement)


def test_an_encoders_first_page_is_read_from_the_barangays_name_index(session: Session) -> None:
    seed_demo(session, 500, seed=3)
    dialect = session.get_bind().dialect.name
    for people in (PeopleQuery(), PeopleQuery(q="al"), PeopleQuery(sort="name", order="desc")):
        plan = _ordered_plan(session, page_ids_select(people, AJOS, 1, 50, dialect))
        assert uses_index(plan, "ix_people_barangay_name"), plan
        assert " SORT" not in plan and "TEMP B-TREE" not in plan, plan


def test_an_encoders_newest_entry_is_the_end_of_an_index(session: Session) -> None:
    seed_demo(session, 500, seed=3)
    newest = select(Person.id).where(*readable(AJOS)).order_by(Person.created_at.desc(), Person.id.desc())
    plan = _ordered_plan(session, newest.limit(1))
    assert uses_index(plan, "ix_people_barangay_created"), plan
    assert " SORT" not in plan and "TEMP B-TREE" not in plan, plan


def test_an_encoders_dashboard_search_by_name_reads_the_barangays_range(session: Session) -> None:
    seed_demo(session, 500, seed=3)
    by_first, by_last = _searches(AJOS, "mar")[:2]
    for (condition, order), index in (
        (by_first, "ix_people_barangay_first_name"),
        (by_last, "ix_people_barangay_name"),
    ):
        statement = select(Person.id).where(*readable(AJOS), condition).order_by(*order).limit(8)
        plan = _ordered_plan(session, statement)
        assert uses_index(plan, index), plan
        assert " SORT" not in plan and "TEMP B-TREE" not in plan, plan


def test_an_encoders_exact_counts_use_a_barangay_index(session: Session) -> None:
    seed_demo(session, 500, seed=3)
    dialect = session.get_bind().dialect.name
    searched = query.searched_count_select(PeopleQuery(q="al"), AJOS, dialect, 10_001)
    for statement in (query.count_select(PeopleQuery(), AJOS), searched):
        plan = query_plan(session, statement)
        assert "IX_PEOPLE_BARANGAY_" in plan, plan
        assert "SEQ SCAN ON PEOPLE " not in plan and "'SCAN PEOPLE'" not in plan, plan


def test_the_whole_registrys_queries_carry_no_scope_condition(session: Session) -> None:
    dialect = session.get_bind().dialect.name
    ipmr = page_ids_select(PeopleQuery(q="juan"), WHOLE, 1, 50, dialect)
    assert "barangay" not in str(ipmr.compile(session.get_bind()))
    assert readable(WHOLE) == [live()]
    tally = select(func.count()).where(*WHOLE.conditions(Person.barangay))
    assert "WHERE" not in str(tally.compile(session.get_bind()))
