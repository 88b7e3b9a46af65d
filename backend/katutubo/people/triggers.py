"""The triggers that keep the people tally and the SQLite search index in step with the people table."""

from sqlalchemy import Connection, inspect

from katutubo.people import search_index, tally


def reinstall(connection: Connection) -> None:
    """After every migration (katutubo.migrations.env): the triggers follow the current rules, and come back
    if a migration rebuilt the people table (SQLite drops a table's triggers with it)."""
    if not inspect(connection).has_table(tally.TABLE):
        return
    tally.install_triggers(connection)
    search_index.install_triggers(connection)
