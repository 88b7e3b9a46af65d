"""Many rows into one table in the session's transaction, fast on PostgreSQL: one single-row INSERT sent for
every row through psycopg's pipelined executemany (one round trip for the lot, the statement parsed once),
where SQLAlchemy would build many-row INSERTs whose thousands of placeholders psycopg parses again each time
(a third of a 10,000-row import's time). Values go through the columns' own types as SQLAlchemy would send
them. New ids come from the table's sequence first, in one query. SQLite inserts as SQLAlchemy does."""

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Table, func, insert, select, text
from sqlalchemy.orm import Session


def is_postgresql(db: Session) -> bool:
    return db.get_bind().dialect.name == "postgresql"


def next_ids(db: Session, table: Table, count: int) -> list[int]:
    """`count` new ids from the PostgreSQL sequence of the table's id, ascending."""
    sequence = db.scalar(select(func.pg_get_serial_sequence(table.name, "id")))
    query = text("SELECT nextval(CAST(:sequence AS regclass)) FROM generate_series(1, :count)")
    return sorted(db.scalars(query, {"sequence": sequence, "count": count}))


def insert_many(db: Session, table: Table, rows: Sequence[dict[str, Any]]) -> None:
    """Inserts the rows (each with the same keys: the columns given, ids included on PostgreSQL)."""
    if not rows:
        return
    if not is_postgresql(db):
        db.execute(insert(table), list(rows))
        return
    connection = db.connection()
    dialect = connection.dialect
    keys = list(rows[0])
    statement = str(insert(table).compile(dialect=dialect, column_keys=keys))
    processors = [(key, table.c[key].type.dialect_impl(dialect).bind_processor(dialect)) for key in keys]
    converters = [(key, process) for key, process in processors if process is not None]
    plain = [key for key, process in processors if process is None]
    parameters = []
    for row in rows:
        values = {key: row[key] for key in plain}
        for key, process in converters:
            values[key] = process(row[key])
        parameters.append(values)
    raw = connection.connection.driver_connection
    if raw is None:
        raise RuntimeError("The session has no database connection.")
    with raw.cursor() as cursor:
        cursor.executemany(statement, parameters)
