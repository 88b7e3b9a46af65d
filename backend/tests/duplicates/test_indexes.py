"""The entry check's candidate queries (and an import's, a chunk at a time) are index ranges on both
databases, never a scan of the people."""

import re
from datetime import date

import pytest
from sqlalchemy import Select, text
from sqlalchemy.orm import Session

from katutubo.demo.seed import seed_demo
from katutubo.duplicates.candidates import lookups, place_query, read_for, surname_query
from katutubo.duplicates.scoring import record
from katutubo.imports.exact import same_query


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
    assert _uses(plan, "IX_PEOPLE_SURNAME_KEY") and _uses(plan, "IX_PEOPLE_BARANGAY_BIRTH"), plan
    assert "SEQ SCAN" not in plan and "'SCAN PEOPLE" not in plan, plan


def test_a_chunks_equals_read_together_are_index_ranges(session: Session) -> None:
    """The people a chunk's rows could equal in every field (katutubo.imports.exact), by birth date."""
    plan = _plan(session, same_query({("Dela Cruz", "Juan", date(1950, 3, 4)), ("Santos", "Jose", None)}))
    assert _uses(plan, "IX_PEOPLE_BIRTHDATE_NAME"), plan
    assert "SEQ SCAN" not in plan and "'SCAN PEOPLE" not in plan, plan
