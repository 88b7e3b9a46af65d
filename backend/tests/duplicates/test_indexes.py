"""The entry check's candidate queries are index ranges on both databases, never a scan of the people."""

from datetime import date

import pytest
from sqlalchemy import Select, text
from sqlalchemy.orm import Session

from katutubo.demo.seed import seed_demo
from katutubo.duplicates.candidates import place_query, surname_query
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
