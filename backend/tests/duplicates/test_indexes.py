"""The entry check's candidate queries are index ranges on both databases, never a scan of the people."""

import re
from datetime import date

import pytest
from sqlalchemy import Select, text
from sqlalchemy.orm import Session

from katutubo.demo.seed import seed_demo
from katutubo.duplicates.candidates import place_query, surname_query


def _plan(session: Session, query: Select) -> str:  # type: ignore[type-arg]
    dialect = session.get_bind().dialect
    seed_demo(session, 500, seed=3)
    session.execute(text("ANALYZE people"))
    if dialect.name == "postgresql":
        session.execute(
            text("SET LOCAL enable_seqscan = off")
        )  # a tiny table: make the planner show its index
    sql = str(query.compile(dialect=dialect, compile_kwargs={"literal_binds": True}))
    explain = "EXPLAIN QUERY PLAN " if dialect.name == "sqlite" else "EXPLAIN "
    return " ".join(str(row) for row in session.execute(text(explain + sql))).upper()


def _uses(plan: str, index: str) -> bool:
    """SQLite: SEARCH ... USING INDEX; PostgreSQL: an index scan, or a bitmap index scan, of that index."""
    return bool(re.search(rf"USING (COVERING )?INDEX {index}|SCAN USING {index}|INDEX SCAN ON {index}", plan))


@pytest.mark.parametrize("born", [None, date(1950, 3, 4)], ids=["no birth date", "near the birth year"])
def test_same_surname_key_reads_the_surname_index(session: Session, born: date | None) -> None:
    plan = _plan(session, surname_query(["delacruz", "santos"], born))
    assert _uses(plan, "IX_PEOPLE_SURNAME_KEY"), plan
    assert "SEQ SCAN" not in plan and "'SCAN PEOPLE" not in plan, plan


def test_same_barangay_and_birth_years_read_the_barangay_birth_index(session: Session) -> None:
    plan = _plan(session, place_query("Ajos", date(1950, 3, 4)))
    assert _uses(plan, "IX_PEOPLE_BARANGAY_BIRTH"), plan
    assert "SEQ SCAN" not in plan and "'SCAN PEOPLE" not in plan, plan
