"""The master list sorted by barangay, walked barangay by barangay from the tally's counts
(katutubo.people.barangay_pages): the very rows, in the very order, of the CASE sort over the codes, page
after page, A to Z and Z to A, with filters and an encoder's scope; and each barangay's part read from
ix_people_barangay_name in its order (no sort of anyone)."""

from datetime import UTC, datetime

import pytest
from sqlalchemy import text, update
from sqlalchemy.orm import Session

from katutubo.access.scope import WHOLE, Scope
from katutubo.demo.seed import seed_demo
from katutubo.models import Gender, Person
from katutubo.people import barangay_pages, query
from katutubo.people.query import Order, PeopleQuery, page_ids_select
from katutubo.people.tally import dialect_name
from tests.plans import query_plan, uses_index

PAGE_SIZE = 37  # pages that end inside a barangay and span two or three
ENCODER = Scope(frozenset({"Ajos", "Tuhian", "Barangay 10", "Barangay 2"}))
QUERIES = [
    {},
    {"category": "students"},
    {"gender": Gender.female, "status": "unemployed"},
    {"barangay": "Ajos"},
    {"category": "not_attending_25_below"},
]


def _case_sorted(session: Session, people: PeopleQuery, scope: Scope, page: int) -> list[int]:
    statement = page_ids_select(people, scope, page, PAGE_SIZE, dialect_name(session))
    return list(session.scalars(statement))


@pytest.mark.parametrize("order", ["asc", "desc"])
def test_the_walk_gives_the_case_sorts_pages(session: Session, order: Order) -> None:
    seed_demo(session, 1_200, seed=4)
    # Some people in the Trash: the tally leaves them out, as the list does.
    trashed = update(Person).where(Person.id % 9 == 0).values(deleted_at=datetime(2026, 1, 1, tzinfo=UTC))
    session.execute(trashed)
    compared = 0
    for scope in (WHOLE, ENCODER):
        for filters in QUERIES:
            people = PeopleQuery(sort="barangay", order=order, **filters)  # type: ignore[arg-type]
            assert barangay_pages.applies(people)
            page = 1
            while True:
                expected = _case_sorted(session, people, scope, page)
                walked = barangay_pages.page_ids(session, scope, people, page, PAGE_SIZE)
                assert walked == expected, (scope, filters, page)
                compared += len(walked)
                if not expected:
                    break
                page += 1
    assert compared > 1_500  # every page of every list, not a few empty ones


def test_the_pages_follow_the_barangays_names_not_their_codes(session: Session) -> None:
    seed_demo(session, 600, seed=4)
    people = PeopleQuery(sort="barangay", order="asc")
    whole = [
        person_id
        for page in range(1, 40)
        for person_id in barangay_pages.page_ids(session, WHOLE, people, page, 50)
    ]
    barangays = {p.id: p.barangay for p in session.query(Person).where(Person.id.in_(whole))}
    in_order = [barangays[i] for i in whole]
    # "Barangay 10" (code 0405610046) comes right after "Barangay 1", before "Barangay 2".
    seen = list(dict.fromkeys(in_order))
    assert seen == sorted(seen)
    assert seen.index("Barangay 10") == seen.index("Barangay 1") + 1
    assert len(whole) == 600


def test_a_text_search_keeps_the_case_sort(session: Session) -> None:
    assert not barangay_pages.applies(PeopleQuery(sort="barangay", q="ala"))
    assert barangay_pages.applies(PeopleQuery(sort="barangay", q="   "))
    assert not barangay_pages.applies(PeopleQuery(sort="name"))


def test_a_barangays_part_is_read_from_the_barangay_name_index(session: Session) -> None:
    seed_demo(session, 500, seed=3)
    if dialect_name(session) == "postgresql":  # a test's few rows would rightly be sorted
        session.execute(text("SET LOCAL enable_sort = off"))
        session.execute(text("SET LOCAL enable_bitmapscan = off"))
    where = query.conditions(PeopleQuery(sort="barangay"), dialect_name(session))
    plan = query_plan(session, barangay_pages.part_select(WHOLE, where, Person.barangay == "Ajos", 20, 50))
    assert uses_index(plan, "ix_people_barangay_name"), plan
    assert " SORT" not in plan and "TEMP B-TREE" not in plan, plan
