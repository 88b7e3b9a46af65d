"""`katutubo seed-demo`: many made-up people, fast. Rows go in with Core executemany in chunks (no ORM object
per row); each row carries the same derived columns as a row written through the API."""

from collections.abc import Iterator
from datetime import UTC, date, datetime
from typing import Any, cast

from sqlalchemy import Table, insert, text
from sqlalchemy.orm import Session

from katutubo.demo.generate import DemoPeople
from katutubo.models import Person
from katutubo.people.columns import derived_columns

CHUNK = 5_000


def demo_rows(count: int, seed: int, today: date, now: datetime) -> Iterator[dict[str, Any]]:
    people = DemoPeople(seed, today, now)
    for _ in range(count):
        values = people.person()
        yield values | derived_columns(values, today)


def seed_demo(db: Session, count: int, seed: int = 1, today: date | None = None) -> int:
    """Adds `count` demo people; the caller commits."""
    today = today or date.today()
    table = cast(Table, Person.__table__)
    if db.get_bind().dialect.name == "sqlite":
        # Keep the indexes being filled in memory (about 200 MB at most) instead of re-reading them from disk.
        db.execute(text("PRAGMA cache_size = -200000"))
    chunk: list[dict[str, Any]] = []
    for row in demo_rows(count, seed, today, datetime.now(UTC)):
        chunk.append(row)
        if len(chunk) == CHUNK:
            db.execute(insert(table), chunk)
            chunk = []
    if chunk:
        db.execute(insert(table), chunk)
    return count
