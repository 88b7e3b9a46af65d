"""Query plans, for the tests that hold a read to its index on either database."""

import re
from typing import Any

from sqlalchemy import Select, text
from sqlalchemy.orm import Session


def query_plan(session: Session, query: Select[Any]) -> str:
    """The plan of `query`, upper-cased on one line. PostgreSQL's sequential scans are off for the rest of the
    transaction: it would read a test's small table whole, as it should at that size."""
    dialect = session.get_bind().dialect
    if dialect.name == "postgresql":
        session.execute(text("SET LOCAL enable_seqscan = off"))
    sql = str(query.compile(dialect=dialect, compile_kwargs={"literal_binds": True}))
    explain = "EXPLAIN QUERY PLAN " if dialect.name == "sqlite" else "EXPLAIN "
    return " ".join(str(row) for row in session.execute(text(explain + sql))).upper()


def uses_index(plan: str, index: str) -> bool:
    """SQLite: SEARCH or SCAN ... USING INDEX; PostgreSQL: an index scan (forward or backward) or a bitmap
    index scan of it."""
    name = index.upper()
    return bool(re.search(rf"(USING (COVERING )?INDEX|SCAN (BACKWARD )?USING|INDEX SCAN ON) {name}\b", plan))
