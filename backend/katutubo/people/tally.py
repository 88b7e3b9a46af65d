"""The people tally (katutubo.models.people_tally): counts without scanning the people table, and the change
counter of the live dashboards.

Triggers on the people table insert the deltas in the same transaction as every write, whatever makes it (the
API, an import, the Trash, the birthday age refresh, a reclassification, the demo seeder, a hand-written SQL
statement). PostgreSQL: one trigger per statement, over its transition tables (a bulk insert adds one row per
key it touched). SQLite: one per row. Nothing is updated in place, so no writer waits for another; `compact`
sums the deltas into one row per key (about 2,000 keys at most: 46 barangays x 3 genders x the flags).

The key's "school age" is compiled from katutubo.rules (`school_age_sql`) into the trigger, and the triggers
are re-installed after every migration (katutubo.migrations.env), so a changed rule reaches them; a rule
change's migration re-derives the stored values and rebuilds the tally (people.columns.reclassify_all)."""

from collections.abc import Iterable
from typing import Any

from sqlalchemy import (
    ColumnElement,
    Connection,
    Integer,
    column,
    delete,
    func,
    insert,
    inspect,
    select,
    table,
    text,
)
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import Session

from katutubo.access.people import people_of_every_barangay
from katutubo.models import PeopleTally, Person
from katutubo.models.people_tally import TALLY_KEYS
from katutubo.models.person import LIVE_SQL
from katutubo.rules.classification import school_age_sql

TABLE = "people_tally"
KEYS = ", ".join(TALLY_KEYS)
COMPACT_ABOVE = 5_000  # rows; a compacted tally has one per key (about 2,000 at most)
EVENTS = ("insert", "update", "delete")


def _school_age(alias: str, dialect: Dialect) -> str:
    age = table(alias, column("age", Integer)).c.age
    return str(school_age_sql(age).compile(dialect=dialect, compile_kwargs={"literal_binds": True}))


def _key_values(alias: str, dialect: Dialect) -> str:
    plain = [f"{alias}.{name}" for name in TALLY_KEYS if name != "school_age"]
    return ", ".join([*plain, f"({_school_age(alias, dialect)})"])


def _household_markers(people: str, households: bool) -> str:
    """A marker (people 0) with the barangay of each current household of the changed people that is in
    another barangay than theirs: its report counts (members, female-headed) may change with them
    (katutubo.people.barangay_parts). Nothing before the households' tables exist (an older migration)."""
    if not households:
        return ""
    return (
        f"INSERT INTO {TABLE} (barangay, people) SELECT DISTINCT h.barangay, 0 FROM {people} AS p "
        "JOIN household_members AS m ON m.person_id = p.id AND m.is_current "
        "JOIN households AS h ON h.id = m.household_id WHERE h.barangay <> p.barangay;"
    )


def _sqlite_triggers(dialect: Dialect, households: bool) -> list[str]:
    def add(alias: str, people: int) -> str:
        return f"INSERT INTO {TABLE} ({KEYS}, people) VALUES ({_key_values(alias, dialect)}, {people});"

    live_new, live_old = "new.deleted_at IS NULL", "old.deleted_at IS NULL"
    return [
        f"CREATE TRIGGER people_tally_insert AFTER INSERT ON people WHEN {live_new} "
        f"BEGIN {add('new', 1)} END",
        f"CREATE TRIGGER people_tally_delete AFTER DELETE ON people WHEN {live_old} "
        f"BEGIN {add('old', -1)} END",
        "CREATE TRIGGER people_tally_update AFTER UPDATE ON people BEGIN "
        f"INSERT INTO {TABLE} ({KEYS}, people) SELECT {_key_values('old', dialect)}, -1 WHERE {live_old}; "
        f"INSERT INTO {TABLE} ({KEYS}, people) SELECT {_key_values('new', dialect)}, 1 WHERE {live_new}; "
        f"{_household_markers('(SELECT old.id AS id, old.barangay AS barangay)', households)} "
        "END",
    ]


def _postgresql_function(dialect: Dialect, households: bool) -> str:
    def rows(alias: str, sign: int) -> str:
        return f"SELECT {_key_values(alias, dialect)}, {sign} AS d FROM {alias} WHERE {LIVE_SQL}"

    def add(deltas: str) -> str:
        # No HAVING: an edit that moves nobody still inserts its (zero) row, the change the poller sees.
        return (
            f"INSERT INTO {TABLE} ({KEYS}, people) SELECT {KEYS}, sum(d) "
            f"FROM ({deltas}) AS deltas ({KEYS}, d) GROUP BY {KEYS};"
        )

    return f"""CREATE OR REPLACE FUNCTION people_tally_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    {add(rows("new_rows", 1))}
  ELSIF TG_OP = 'DELETE' THEN
    {add(rows("old_rows", -1))}
  ELSE
    {add(rows("old_rows", -1) + " UNION ALL " + rows("new_rows", 1))}
    {_household_markers("old_rows", households)}
  END IF;
  RETURN NULL;
END $$"""


def _postgresql_triggers() -> list[str]:
    transition = {"insert": "NEW TABLE AS new_rows", "delete": "OLD TABLE AS old_rows"}
    transition["update"] = "OLD TABLE AS old_rows NEW TABLE AS new_rows"
    return [
        f"CREATE TRIGGER people_tally_{event} AFTER {event.upper()} ON people "
        f"REFERENCING {transition[event]} FOR EACH STATEMENT EXECUTE FUNCTION people_tally_count()"
        for event in EVENTS
    ]


def drop_triggers(connection: Connection) -> None:
    for event in EVENTS:
        suffix = " ON people" if connection.dialect.name == "postgresql" else ""
        connection.execute(text(f"DROP TRIGGER IF EXISTS people_tally_{event}{suffix}"))
    if connection.dialect.name == "postgresql":
        connection.execute(text("DROP FUNCTION IF EXISTS people_tally_count()"))


def install_triggers(connection: Connection) -> None:
    """(Re)creates the triggers from the current rules; after every migration (they follow a rule change, and
    a SQLite table rebuild by a later migration drops them)."""
    drop_triggers(connection)
    dialect = connection.dialect
    households = inspect(connection).has_table("household_members")
    if dialect.name == "postgresql":
        statements = [_postgresql_function(dialect, households), *_postgresql_triggers()]
    else:
        statements = _sqlite_triggers(dialect, households)
    for statement in statements:
        connection.exec_driver_sql(statement)


def _key_columns_of_people() -> list[ColumnElement[Any]]:
    plain = [Person.__table__.c[name] for name in TALLY_KEYS if name != "school_age"]
    return [*plain, school_age_sql(Person.age)]


def dialect_name(db: Session | Connection) -> str:
    return (db.get_bind() if isinstance(db, Session) else db).dialect.name


def mark_change(db: Session | Connection, barangays: Iterable[str] = ()) -> None:
    """Rows that count nobody and change the counter: one per barangay given (what changed there), or one
    with no key (anything may have changed). The people's triggers write the counted rows; what else a
    report counts (households and their members: katutubo.households.service) marks its writes with this,
    so one counter says "the registry changed" (the dashboard's stream) and where
    (katutubo.people.barangay_parts)."""
    names = sorted(set(barangays))
    if names:
        db.execute(insert(PeopleTally), [{"barangay": name, "people": 0} for name in names])
    else:
        db.execute(insert(PeopleTally).values(people=0))


def rebuild(db: Session | Connection) -> None:
    """The tally counted afresh from the people table (the migration's backfill; after a rule change)."""
    if dialect_name(db) == "postgresql":  # no write may slip between the delete and the count
        db.execute(text("LOCK TABLE people IN SHARE MODE"))
    db.execute(delete(PeopleTally))
    keys = _key_columns_of_people()
    counted = people_of_every_barangay(None, *keys, func.count()).group_by(*keys)
    db.execute(insert(PeopleTally).from_select([*TALLY_KEYS, "people"], counted))
    mark_change(db)


def compact(db: Session | Connection) -> None:
    """The deltas up to the newest one summed into one row per key. Safe beside writers and another
    compaction: on PostgreSQL the sums are of the rows this statement itself deleted (a concurrent
    compaction's rows are skipped); SQLite has one writer at a time. Ends with a marker, so the counter
    moves."""
    newest = db.scalar(select(func.max(PeopleTally.id)))
    if newest is None:
        return
    if dialect_name(db) == "postgresql":
        db.execute(
            text(
                f"WITH gone AS (DELETE FROM {TABLE} WHERE id <= :newest RETURNING {KEYS}, people) "
                f"INSERT INTO {TABLE} ({KEYS}, people) SELECT {KEYS}, sum(people) FROM gone "
                f"GROUP BY {KEYS} HAVING sum(people) <> 0"
            ),
            {"newest": newest},
        )
    else:
        db.execute(
            text(
                f"INSERT INTO {TABLE} ({KEYS}, people) SELECT {KEYS}, sum(people) FROM {TABLE} "
                f"WHERE id <= :newest GROUP BY {KEYS} HAVING sum(people) <> 0"
            ),
            {"newest": newest},
        )
        db.execute(text(f"DELETE FROM {TABLE} WHERE id <= :newest"), {"newest": newest})
    mark_change(db)


def rows(db: Session) -> int:
    return db.scalar(select(func.count()).select_from(PeopleTally)) or 0


def compact_if_large(db: Session) -> bool:
    if rows(db) <= COMPACT_ABOVE:
        return False
    compact(db)
    return True


def people_count(db: Session, *where: ColumnElement[bool]) -> int:
    """How many live people match `where` (conditions on the tally's columns)."""
    return int(db.scalar(select(func.coalesce(func.sum(PeopleTally.people), 0)).where(*where)) or 0)


def change_counter(db: Session | Connection) -> tuple[int, int | None]:
    """Moves with every committed write of a person: the rows only grow (one or more per write) until a
    compaction, which ends with a newer id than any before it."""
    count, newest = db.execute(select(func.count(), func.max(PeopleTally.id))).one()
    return int(count), newest


def change_counters(db: Session | Connection) -> dict[str | None, tuple[int, int]]:
    """`change_counter` of each barangay, in one GROUP BY over the tally (a few thousand rows at most): every
    write of a person adds rows under the barangays it was and is in, a household's write marks its
    barangays, and a row with no barangay (a rebuild, a compaction) concerns every barangay. A barangay's
    counter moves only with a change there, so a stream scoped to some barangays hears of theirs alone."""
    grouped = select(PeopleTally.barangay, func.count(), func.max(PeopleTally.id)).group_by(
        PeopleTally.barangay
    )
    return {barangay: (int(count), int(newest)) for barangay, count, newest in db.execute(grouped)}
