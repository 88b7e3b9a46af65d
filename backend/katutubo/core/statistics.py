"""The query planner's statistics. SQLite keeps none until ANALYZE runs, and without them it picks the wrong
index for a filtered list at scale (students in one barangay: 539 ms at 1,000,000 people): refreshed after
migrations, after seeding and imports, and daily by every server process (katutubo.people.live). PostgreSQL
analyses by itself (autovacuum), but not in time for a bulk load: ANALYZE after seeding and imports too."""

from sqlalchemy import Connection, Engine
from sqlalchemy.orm import Session

# Rows SQLite reads per index to estimate (bounds the time at any size; the estimates are what the planner
# needs, not exact counts).
SQLITE_ANALYSIS_LIMIT = 5_000


def refresh(db: Session | Connection, daily: bool = False) -> None:
    """After a migration, a seeding or an import; `daily`: the server's daily refresh (SQLite only)."""
    connection = db.connection() if isinstance(db, Session) else db
    if connection.dialect.name == "postgresql":
        if not daily:
            connection.exec_driver_sql("ANALYZE")
        return
    connection.exec_driver_sql(f"PRAGMA analysis_limit = {SQLITE_ANALYSIS_LIMIT}")
    connection.exec_driver_sql("ANALYZE")


def settle_after_load(engine: Engine) -> None:
    """PostgreSQL, after a bulk load has committed (seed-demo): VACUUM marks the new rows' pages
    all-visible, so a read answered by an index that holds what it needs (an encoder's searched count over
    one barangay's part of the name index; a barangay's household members counted from
    ix_household_members_current) reads no table page. Autovacuum does it too, but minutes later: one
    barangay's searched count at 1,000,000 people took 192 ms before it and 3 ms after, Ajos's members of its
    households 265 ms and 11 ms (docs/performance.md). Not in a transaction (VACUUM refuses one); SQLite needs
    nothing."""
    if engine.dialect.name != "postgresql":
        return
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
        connection.exec_driver_sql("VACUUM (ANALYZE) people, households, household_members")
