"""`katutubo seed-demo`: many made-up people, fast. Rows go in with Core executemany in chunks (no ORM object
per row), with COPY on PostgreSQL; each row carries the same derived columns as a row written through the
API, and the people tally and search index follow by their triggers like after any write. Then the tally is
compacted and the planner's statistics refreshed (katutubo.core.statistics).

Into an empty people table on PostgreSQL (the benchmarks' set-up), the table's two dozen secondary indexes are
dropped first and built again from their own definitions after the rows are in, in the same transaction: one
sort per index instead of 24 index insertions per row (PostgreSQL's "Populating a Database" advice)."""

import json
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date, datetime
from itertools import islice
from typing import Any, cast

from sqlalchemy import Table, exists, func, insert, select, text
from sqlalchemy.orm import Session
from sqlalchemy.sql.schema import ScalarElementColumnDefault

from katutubo.core import statistics
from katutubo.core.clock import office_today, utc_now
from katutubo.demo.generate import DemoPeople
from katutubo.demo.households import seed_households
from katutubo.models import Person
from katutubo.people import tally
from katutubo.people.columns import derived_columns
from katutubo.reference.places import code_of

CHUNK = 5_000
COPY_CHUNK = 50_000  # rows per COPY statement (one run of the tally's statement trigger each)
JSON_COLUMNS = ("siblings", "children")


def demo_rows(count: int, seed: int, today: date, now: datetime) -> Iterator[dict[str, Any]]:
    people = DemoPeople(seed, today, now)
    for _ in range(count):
        values = people.person()
        yield values | derived_columns(values, today)


def seed_demo(
    db: Session, count: int, seed: int = 1, today: date | None = None, households: bool = True
) -> int:
    """Adds `count` demo people, and (`households`) about one household per 4 of them; the caller commits."""
    today = today or office_today()
    after_id = db.scalar(select(func.max(Person.id))) or 0
    rows = demo_rows(count, seed, today, utc_now())
    if db.get_bind().dialect.name == "postgresql":
        with _indexes_built_after(db):
            _copy(db, rows)
    else:
        _insert(db, rows)
    if households:
        seed_households(db, after_id, seed, today)
    tally.compact(db)
    statistics.refresh(db)
    return count


def _insert(db: Session, rows: Iterator[dict[str, Any]]) -> None:
    table = cast(Table, Person.__table__)
    # Keep the indexes being filled in memory (about 200 MB at most) instead of re-reading them from disk.
    db.execute(text("PRAGMA cache_size = -200000"))
    while chunk := list(islice(rows, CHUNK)):
        db.execute(insert(table), chunk)


# Building an index sorts in this much memory (the server's default is 64 MB; the trigram index gains most).
INDEX_BUILD_MEMORY = "512MB"


@contextmanager
def _indexes_built_after(db: Session) -> Iterator[None]:
    """PostgreSQL, an empty people table: its secondary indexes dropped now and built again afterwards."""
    if db.scalar(select(exists().select_from(Person))):
        yield
        return
    indexes = db.execute(
        text(
            "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() "
            "AND tablename = 'people' AND indexname <> 'pk_people'"
        )
    ).all()
    for name, _definition in indexes:
        db.execute(text(f'DROP INDEX "{name}"'))
    yield
    db.execute(text(f"SET LOCAL maintenance_work_mem = '{INDEX_BUILD_MEMORY}'"))
    for _name, definition in indexes:
        db.execute(text(definition))


def _copy(db: Session, rows: Iterator[dict[str, Any]]) -> None:
    driver = db.connection().connection.driver_connection
    assert driver is not None
    table = cast(Table, Person.__table__)
    while chunk := list(islice(rows, COPY_CHUNK)):
        # COPY applies no Python-side default: those the rows leave out are written like the ORM would.
        defaults = {
            c.name: c.default.arg
            for c in table.columns
            if c.name not in chunk[0] and isinstance(c.default, ScalarElementColumnDefault)
        }
        columns = [*chunk[0], *defaults]
        with driver.cursor() as cursor, cursor.copy(f"COPY people ({', '.join(columns)}) FROM STDIN") as copy:
            for row in chunk:
                values = row | defaults
                values["barangay"] = code_of(values["barangay"]) or values["barangay"]  # stored by PSGC code
                copy.write_row([json.dumps(values[c]) if c in JSON_COLUMNS else values[c] for c in columns])
