"""Exactly the rows a list shows (its category, filters, search, barangay and sort; every page) to the reader
(the people of their scope, katutubo.access.scope), read with the people list's own query
(katutubo.people.query) in batches, written as XLSX or CSV. Audited with the filters and the row count,
whoever exports (an encoder too)."""

from collections.abc import Iterator
from dataclasses import asdict
from typing import Any, Literal

from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.access.people import people as readable_people
from katutubo.access.scope import Scope
from katutubo.core.clock import office_today
from katutubo.core.db import transaction
from katutubo.core.errors import NotFound
from katutubo.core.messages import Message
from katutubo.models import Person, User
from katutubo.people import query
from katutubo.people.household_link import household_members_column

NO_DATA = Message("exports.no_data", "No data to export yet.")
BATCH = 2000
ListName = Literal["master", "chieftain"]
# The lists' page on screen (and so on paper when one page is printed).
PRINTED_PAGE_SIZE = 50
FileFormat = Literal["xlsx", "csv"]


def file_name(list_name: str, people: query.PeopleQuery, file_format: str) -> str:
    """katutubo-{list}-{YYYY-MM-DD}.{xlsx|csv}: the list is the category when the screen shows one."""
    day = office_today().isoformat()
    return f"katutubo-{people.category.replace('_', '-') or list_name}-{day}.{file_format}"


def _select(scope: Scope, people: query.PeopleQuery, reads: tuple[str, ...] | None) -> Any:
    """The people's columns; their Household Members is the household's size for a person in one."""
    table = Person.__table__.columns
    columns = [
        household_members_column() if column.name == "household_members" else column
        for column in ([table[name] for name in reads] if reads else table)
    ]
    return (
        readable_people(scope, *columns)
        .where(*query.conditions(people))
        .order_by(*query.ordering(people.sort, people.order))
    )


def rows(
    db: Session, scope: Scope, people: query.PeopleQuery, reads: tuple[str, ...] | None = None
) -> Iterator[Any]:
    """Every row of the list, in the list's order, BATCH at a time (a server-side cursor on PostgreSQL);
    `reads`: only these columns. Plain Core rows read on the session's connection (no ORM objects, no ORM
    result processing)."""
    result = db.connection().execute(_select(scope, people, reads).execution_options(yield_per=BATCH))
    yield from result


def rows_in_own_transaction(
    scope: Scope, people: query.PeopleQuery, reads: tuple[str, ...] | None
) -> Iterator[Any]:
    """For a streamed answer, which outlives the request's session."""
    with transaction() as db:
        yield from rows(db, scope, people, reads)


def count_or_refuse(db: Session, scope: Scope, people: query.PeopleQuery) -> int:
    total = db.scalar(query.count_select(people, scope)) or 0
    if total == 0:
        raise NotFound(NO_DATA)
    return total


def _filters(people: query.PeopleQuery) -> dict[str, Any]:
    return {k: (v.value if hasattr(v, "value") else v) for k, v in asdict(people).items() if v}


def record_print(
    db: Session, actor: User, scope: Scope, people: query.PeopleQuery, list_name: str, page: int | None
) -> int:
    """A list sent to the printer, in the audit trail like an export: its filters and how many people were on
    paper (the whole list's count of the caller's scope, or the one page's)."""
    total = db.scalar(query.count_select(people, scope)) or 0
    rows = total if page is None else max(0, min(PRINTED_PAGE_SIZE, total - (page - 1) * PRINTED_PAGE_SIZE))
    changes: dict[str, list[Any]] = {
        "list": [None, list_name],
        "filters": [None, _filters(people)],
        "pages": [None, "all" if page is None else page],
        "rows": [None, rows],
    }
    audit.record(db, actor, "people.printed", audit.Target("export", None, list_name), changes)
    return rows


def record_export(
    db: Session, actor: User, people: query.PeopleQuery, list_name: str, fmt: str, columns: str, count: int
) -> None:
    filters = _filters(people)
    changes: dict[str, list[Any]] = {
        "list": [None, list_name],
        "filters": [None, filters],
        "format": [None, fmt],
        "columns": [None, columns],
        "rows": [None, count],
    }
    audit.record(db, actor, "people.exported", audit.Target("export", None, list_name), changes)
