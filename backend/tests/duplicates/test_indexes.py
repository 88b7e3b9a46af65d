"""The entry check's candidate queries (and an import's, a chunk at a time) are index ranges on both
databases, never a scan of the people."""

from datetime import date

import pytest
from sqlalchemy import Select, text
from sqlalchemy.orm import Session

from katutubo.demo.seed import seed_demo
from katutubo.duplicates.candidates import lookups, place_query, read_for, surname_query
from katutubo.duplicates.scoring import record
from katutubo.imports.exact import same_query
from tests.plans import query_plan, uses_index


def _plan(session: Session, query: Select) -> str:  # type: ignore[type-arg]
    seed_demo(session, 500, seed=3)
    session.execute(text("ANALYZE people"))
    return query_plan(session, query)


@pytest.mark.parametrize("born", [None, date(1950, 3, 4)], ids=["no birth date", "near the birth year"])
def test_same_surname_key_reads_the_surname_index(session: Session, born: date | None) -> None:
    plan = _plan(session, surname_query(["delacruz", "santos"], born))
    assert uses_index(plan, "IX_PEOPLE_SURNAME_KEY"), plan
    assert "SEQ SCAN" not in plan and "'SCAN PEOPLE" not in plan, plan


def test_same_barangay_and_birth_years_read_the_barangay_birth_index(session: Session) -> None:
    plan = _plan(session, place_query("Ajos", date(1950, 3, 4)))
    assert uses_index(plan, "IX_PEOPLE_BARANGAY_BIRTH"), plan
    assert "SEQ SCAN" not in plan and "'SCAN PEOPLE" not in plan, plan


def test_a_chunks_lookups_read_together_are_index_ranges(session: Session) -> None:
    """An import's chunk reads its rows' candidates in one query (katutubo.duplicates.batch): still ranges."""
    rows = [
        ("Juan", "Dela Cruz", date(1950, 3, 4), "Ajos"),
        ("Maria", "Peñaflor", date(1977, 1, 2), "Anusan"),
        ("Jose", "Santos", None, "Ajos"),  # no birth date: the surname alone
    ]
    wanted = [
        lookup
        for first, last, born, barangay in rows
        for lookup in lookups(
            record(None, first, None, last, born, barangay, None, None), last, None, barangay
        )
    ]
    query = read_for(wanted)
    assert query is not None
    plan = _plan(session, query)
    assert uses_index(plan, "IX_PEOPLE_SURNAME_KEY") and uses_index(plan, "IX_PEOPLE_BARANGAY_BIRTH"), plan
    assert "SEQ SCAN" not in plan and "'SCAN PEOPLE" not in plan, plan


def test_a_chunks_equals_read_together_are_index_ranges(session: Session) -> None:
    """The people a chunk's rows could equal in every field (katutubo.imports.exact), by birth date."""
    plan = _plan(
        session, same_query(None, {("Dela Cruz", "Juan", date(1950, 3, 4)), ("Santos", "Jose", None)})
    )
    # Either index led by the birth date (the list's oldest-first or youngest-first order) is a range of it.
    assert uses_index(plan, "IX_PEOPLE_BIRTHDATE_NAME") or uses_index(plan, "IX_PEOPLE_YOUNGEST"), plan
    assert "SEQ SCAN" not in plan and "'SCAN PEOPLE" not in plan, plan
