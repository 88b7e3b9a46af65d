"""New people of an import written as rows of the people table, many in one INSERT, without ORM objects (a
10,000-row file spends most of its time creating and flushing them otherwise). The values are exactly those
create_person stores: the form's columns, the columns stored beside them, the derived ones (one place:
katutubo.people.columns) and the table's defaults where a value is missing, as the ORM would insert them."""

from datetime import date
from typing import Any, cast

from sqlalchemy import Column, ColumnDefault, Table, insert
from sqlalchemy.orm import Session

from katutubo.core.bulk_insert import insert_many, is_postgresql, next_ids
from katutubo.models import Person, User
from katutubo.models.base import utcnow
from katutubo.people.columns import DERIVED_FROM, derived_columns
from katutubo.people.schemas import PersonCreate
from katutubo.people.service import form_columns

TABLE = cast(Table, Person.__table__)
COLUMNS = tuple(column for column in TABLE.columns if column.key != "id")


def _default(column: Column[Any]) -> Any:
    default = column.default
    if not isinstance(default, ColumnDefault):
        return None
    return default.arg(None) if default.is_callable else default.arg


def person_row(
    checked: PersonCreate, stored: dict[str, Any], actor: User | None, today: date
) -> dict[str, Any]:
    """Every column but the id: what create_person would store for this checked person."""
    now, user_id = utcnow(), actor.id if actor else None
    values: dict[str, Any] = {
        "created_at": now,
        "updated_at": now,
        "created_by": user_id,
        "updated_by": user_id,
    }
    values |= form_columns(checked.model_dump()) | stored
    values |= derived_columns({name: values.get(name) for name in DERIVED_FROM}, today)
    row = {}
    for column in COLUMNS:
        value = values.get(column.key)
        row[column.key] = _default(column) if value is None else value
    return row


def insert_rows(db: Session, rows: list[dict[str, Any]]) -> None:
    """Inserts the rows in their order and gives each its id (the ids follow the rows' order)."""
    if not rows:
        return
    if is_postgresql(db):  # ids from the sequence first, then the rows pipelined (katutubo.core.bulk_insert)
        for row, person_id in zip(rows, next_ids(db, TABLE, len(rows)), strict=True):
            row["id"] = person_id
        insert_many(db, TABLE, rows)
        return
    # SQLite cannot return the ids of a many-row INSERT in order (SQLAlchemy would insert row by row).
    # The first row's INSERT takes the database's write lock, and the table is AUTOINCREMENT: until this
    # transaction ends nobody else adds people, and the ids after the first one are free: given here.
    first = db.execute(insert(TABLE).returning(TABLE.c.id), rows[0]).scalar_one()
    ids = range(first, first + len(rows))
    if len(rows) > 1:
        db.execute(insert(TABLE), [row | {"id": n} for row, n in zip(rows[1:], ids[1:], strict=True)])
    for row, person_id in zip(rows, ids, strict=True):
        row["id"] = person_id
