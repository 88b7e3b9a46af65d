"""Exactly the rows a list shows (its category, filters, search, barangay and sort; every page), read with the
people list's own query (katutubo.people.query) in batches, written as XLSX or CSV. Audited with the filters
and the row count."""

from collections.abc import Iterator
from dataclasses import asdict
from typing import Any, Literal

from sqlalchemy import select
from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.core.clock import office_today
from katutubo.core.db import transaction
from katutubo.core.errors import NotFound
from katutubo.core.messages import Message
from katutubo.models import Person, User
from katutubo.people import query

NO_DATA = Message("exports.no_data", "No data to export yet.")
BATCH = 2000
ListName = Literal["master", "chieftain"]
FileFormat = Literal["xlsx", "csv"]


def file_name(list_name: str, people: query.PeopleQuery, file_format: str) -> str:
    """katutubo-{list}-{YYYY-MM-DD}.{xlsx|csv}: the list is the category when the screen shows one."""
    day = office_today().isoformat()
    return f"katutubo-{people.category.replace('_', '-') or list_name}-{day}.{file_format}"


def _select(people: query.PeopleQuery, reads: tuple[str, ...] | None) -> Any:
    table = Person.__table__.columns
    return (
        select(*(table[name] for name in reads) if reads else table)
        .where(*query.conditions(people))
        .order_by(*query.ordering(people.sort, people.order))
    )


def rows(db: Session, people: query.PeopleQuery, reads: tuple[str, ...] | None = None) -> Iterator[Any]:
    """Every row of the list, in the list's order, BATCH at a time (a server-side cursor on PostgreSQL);
    `reads`: only these columns. Plain Core rows read on the session's connection (no ORM objects, no ORM
    result processing)."""
    result = db.connection().execute(_select(people, reads).execution_options(yield_per=BATCH))
    yield from result


def rows_in_own_transaction(people: query.PeopleQuery, reads: tuple[str, ...] | None) -> Iterator[Any]:
    """For a streamed answer, which outlives the request's session."""
    with transaction() as db:
        yield from rows(db, people, reads)


def count_or_refuse(db: Session, people: query.PeopleQuery) -> int:
    total = db.scalar(query.count_select(people)) or 0
    if total == 0:
        raise NotFound(NO_DATA)
    return total


def record_export(
    db: Session, actor: User, people: query.PeopleQuery, list_name: str, fmt: str, columns: str, count: int
) -> None:
    filters = {k: (v.value if hasattr(v, "value") else v) for k, v in asdict(people).items() if v}
    changes: dict[str, list[Any]] = {
        "list": [None, list_name],
        "filters": [None, filters],
        "format": [None, fmt],
        "columns": [None, columns],
        "rows": [None, count],
    }
    audit.record(db, actor, "people.exported", audit.Target("export", None, list_name), changes)
