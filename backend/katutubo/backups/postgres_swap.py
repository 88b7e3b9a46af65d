"""Restoring into PostgreSQL: the live schema `public` is renamed aside (katutubo_previous) and an empty
`public` made, in one transaction; `pg_restore --single-transaction --exit-on-error` fills it (a failing dump
leaves it empty, never half); the restore checks it; then the previous schema is dropped (`commit`) or the new
one dropped and the previous renamed back (`roll_back`), each in one transaction. A restore interrupted in
between leaves katutubo_previous behind: `staged` sees it and the next restore or migrate rolls back.

Extensions installed in `public` (pg_trgm) go along with the rename: they are moved to the new `public`
(the dump's CREATE EXTENSION IF NOT EXISTS then finds them there) and back on a roll-back; which ones moved,
and the old schema's comment, are noted in the previous schema's comment."""

import json
from pathlib import Path

from sqlalchemy import Connection, text

from katutubo.backups.database import IN_USE, PREVIOUS_SCHEMA, libpq_url, run
from katutubo.core.db import make_engine
from katutubo.core.errors import AppError

OTHER_CONNECTIONS = text(
    "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
    "AND pid <> pg_backend_pid() AND backend_type = 'client backend'"
)
EXTENSIONS_IN = text(
    "SELECT extname FROM pg_extension WHERE extrelocatable AND extnamespace = to_regnamespace(:schema) "
    "ORDER BY extname"
)
COMMENT_OF = text("SELECT obj_description(to_regnamespace(:schema), 'pg_namespace')")
HAS_SCHEMA = text("SELECT to_regnamespace(:schema) IS NOT NULL")


def _quoted(conn: Connection, name: str) -> str:
    return str(conn.execute(text("SELECT quote_ident(:name)"), {"name": name}).scalar_one())


def _move_extensions(conn: Connection, names: list[str], schema: str) -> None:
    for name in names:
        conn.execute(text(f"ALTER EXTENSION {_quoted(conn, name)} SET SCHEMA {schema}"))


def _comment(conn: Connection, schema: str, comment: str | None) -> None:
    value = (
        "NULL"
        if comment is None
        else str(conn.execute(text("SELECT quote_literal(:c)"), {"c": comment}).scalar_one())
    )
    conn.execute(text(f"COMMENT ON SCHEMA {schema} IS {value}"))


def staged(url: str) -> bool:
    engine = make_engine(url)
    try:
        with engine.connect() as conn:
            return bool(conn.execute(HAS_SCHEMA, {"schema": PREVIOUS_SCHEMA}).scalar_one())
    finally:
        engine.dispose()


def stage(url: str, dumped: Path) -> None:
    """The live schema aside, the dump restored into a new `public`. IN_USE while another client (a server)
    is connected to the database: it would go on writing into the schema set aside."""
    engine = make_engine(url)
    try:
        with engine.begin() as conn:
            if conn.execute(OTHER_CONNECTIONS).scalar_one():
                raise AppError(IN_USE)
            moved = list(conn.execute(EXTENSIONS_IN, {"schema": "public"}).scalars())
            note = {"extensions": moved, "comment": conn.execute(COMMENT_OF, {"schema": "public"}).scalar()}
            conn.execute(text(f"ALTER SCHEMA public RENAME TO {PREVIOUS_SCHEMA}"))
            conn.execute(text("CREATE SCHEMA public"))
            _move_extensions(conn, moved, "public")
            _comment(conn, PREVIOUS_SCHEMA, json.dumps(note))
    finally:
        engine.dispose()
    command = ["pg_restore", "--no-owner", "--no-acl", "--single-transaction", "--exit-on-error"]
    run([*command, f"--dbname={libpq_url(url)}", str(dumped)])


def commit(url: str) -> None:
    engine = make_engine(url)
    try:
        with engine.begin() as conn:
            conn.execute(text(f"DROP SCHEMA {PREVIOUS_SCHEMA} CASCADE"))
    finally:
        engine.dispose()


def roll_back(url: str) -> None:
    engine = make_engine(url)
    try:
        with engine.begin() as conn:
            if not conn.execute(HAS_SCHEMA, {"schema": PREVIOUS_SCHEMA}).scalar_one():
                return
            note = json.loads(conn.execute(COMMENT_OF, {"schema": PREVIOUS_SCHEMA}).scalar() or "{}")
            in_public = set(conn.execute(EXTENSIONS_IN, {"schema": "public"}).scalars())
            _move_extensions(conn, [e for e in note.get("extensions", []) if e in in_public], PREVIOUS_SCHEMA)
            conn.execute(text("DROP SCHEMA IF EXISTS public CASCADE"))
            conn.execute(text(f"ALTER SCHEMA {PREVIOUS_SCHEMA} RENAME TO public"))
            _comment(conn, "public", note.get("comment"))
    finally:
        engine.dispose()
