"""The master list's text search through an index instead of a scan of every row.

PostgreSQL: a pg_trgm GIN index on the stored search text (live people); the list's own `LIKE '%word%'` uses
it. The migration creates the extension when the database lets it (pg_trgm is a trusted extension: the
database's owner may); otherwise the search still works, by a scan, until an administrator runs
`CREATE EXTENSION pg_trgm;` and `katutubo migrate` again (see docs/performance.md).

SQLite: an FTS5 table with the trigram tokenizer over people.search_text (external content: it stores only the
index), kept in step by triggers on the people table in the same transaction as each write. A word of three
characters or more is a phrase of that table (exactly the rows whose search text contains it: both are stored
lower-cased and the tokenizer keeps case); a shorter word has no trigram and stays a LIKE."""

import logging
from typing import Any

from sqlalchemy import ColumnElement, Connection, Select, TextClause, and_, select, text
from sqlalchemy.exc import DBAPIError

from katutubo.models import Person

log = logging.getLogger(__name__)

FTS_TABLE = "people_search"
TRIGRAM_INDEX = "ix_people_search_trgm"
TRIGRAM = 3
# The objects this module owns that the models do not describe (the schema comparison leaves them alone).
OUTSIDE_THE_MODELS = (FTS_TABLE, TRIGRAM_INDEX)

_SQLITE = [
    f"CREATE VIRTUAL TABLE IF NOT EXISTS {FTS_TABLE} USING fts5(search_text, content='people', "
    "content_rowid='id', tokenize='trigram case_sensitive 1')",
]
_SQLITE_TRIGGERS = [
    f"CREATE TRIGGER people_search_insert AFTER INSERT ON people BEGIN "
    f"INSERT INTO {FTS_TABLE} (rowid, search_text) VALUES (new.id, new.search_text); END",
    f"CREATE TRIGGER people_search_delete AFTER DELETE ON people BEGIN "
    f"INSERT INTO {FTS_TABLE} ({FTS_TABLE}, rowid, search_text) "
    "VALUES ('delete', old.id, old.search_text); END",
    f"CREATE TRIGGER people_search_update AFTER UPDATE OF search_text ON people BEGIN "
    f"INSERT INTO {FTS_TABLE} ({FTS_TABLE}, rowid, search_text) VALUES ('delete', old.id, old.search_text); "
    f"INSERT INTO {FTS_TABLE} (rowid, search_text) VALUES (new.id, new.search_text); END",
]
_SQLITE_TRIGGER_NAMES = ("people_search_insert", "people_search_delete", "people_search_update")


def is_outside_the_models(name: str | None) -> bool:
    return name is not None and name.startswith(OUTSIDE_THE_MODELS)


def create(connection: Connection) -> None:
    """The index, filled from the stored rows (the migration)."""
    if connection.dialect.name == "postgresql":
        _create_trigram_index(connection)
        return
    for statement in _SQLITE:
        connection.exec_driver_sql(statement)
    install_triggers(connection)
    connection.exec_driver_sql(f"INSERT INTO {FTS_TABLE} ({FTS_TABLE}) VALUES ('rebuild')")


def _create_trigram_index(connection: Connection) -> None:
    try:
        with connection.begin_nested():
            connection.exec_driver_sql("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    except DBAPIError as exc:
        log.warning("No pg_trgm (%s): the list's text search scans the table. See docs/performance.md.", exc)
        return
    connection.exec_driver_sql(
        f"CREATE INDEX IF NOT EXISTS {TRIGRAM_INDEX} ON people USING gin (search_text gin_trgm_ops) "
        "WHERE deleted_at IS NULL"
    )


def install_triggers(connection: Connection) -> None:
    """(Re)creates the SQLite triggers (after every migration: a table rebuild drops them)."""
    if connection.dialect.name != "sqlite" or not has_fts(connection):
        return
    for name in _SQLITE_TRIGGER_NAMES:
        connection.exec_driver_sql(f"DROP TRIGGER IF EXISTS {name}")
    for statement in _SQLITE_TRIGGERS:
        connection.exec_driver_sql(statement)


def drop(connection: Connection) -> None:
    if connection.dialect.name == "postgresql":
        connection.exec_driver_sql(f"DROP INDEX IF EXISTS {TRIGRAM_INDEX}")
        return
    for name in _SQLITE_TRIGGER_NAMES:
        connection.exec_driver_sql(f"DROP TRIGGER IF EXISTS {name}")
    connection.exec_driver_sql(f"DROP TABLE IF EXISTS {FTS_TABLE}")


def has_fts(connection: Connection) -> bool:
    found = connection.exec_driver_sql(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (FTS_TABLE,)
    ).first()
    return found is not None


def phrase(word: str) -> str:
    """One word as an FTS5 string (a double quote inside doubled)."""
    return '"' + word.replace('"', '""') + '"'


def fts_match(words: list[str]) -> TextClause:
    """The FTS table's rows whose search text contains every word (each of at least three characters)."""
    match = " AND ".join(phrase(word) for word in words)
    return text(f"{FTS_TABLE} MATCH :match").bindparams(match=match)


def fts_ids(words: list[str]) -> Select[Any]:
    """The rowids whose search text contains every word (each of at least three characters)."""
    return select(text("rowid")).select_from(text(FTS_TABLE)).where(fts_match(words))


def words_condition(words: list[str], dialect: str) -> ColumnElement[bool] | None:
    """Every word in the search text; on SQLite the long words through the FTS table (None: no words)."""
    long = [w for w in words if len(w) >= TRIGRAM] if dialect == "sqlite" else []
    short = [w for w in words if w not in long]
    parts = [Person.search_text.contains(word, autoescape=True) for word in short]
    if long:
        parts.insert(0, Person.id.in_(fts_ids(long)))
    return and_(*parts) if parts else None
