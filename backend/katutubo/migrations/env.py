from alembic import context
from sqlalchemy import Connection

from katutubo.core import statistics
from katutubo.core.db import make_engine
from katutubo.models import Base
from katutubo.people import search_index, triggers
from katutubo.reference import sync

config = context.config
target_metadata = Base.metadata


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
        include_name=include_name,
    )
    with context.begin_transaction():
        context.run_migrations()
        triggers.reinstall(connection)
        statistics.refresh(connection)
    # The barangays of KATUTUBO_MUNICIPALITY (refused if changed), committed on SQLite too (where Alembic's
    # transaction above is only each migration's own).
    sync.synchronise(connection)
    if connection.in_transaction():
        connection.commit()


def include_name(name: str | None, type_: str, _parents: object) -> bool:
    """The search index's objects are not in the models (katutubo.people.search_index)."""
    return not search_index.is_outside_the_models(name)


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    engine = make_engine(config.get_main_option("sqlalchemy.url") or "")
    with engine.connect() as conn:
        _run(conn)
    engine.dispose()


if context.is_offline_mode():
    context.configure(url=config.get_main_option("sqlalchemy.url"), target_metadata=target_metadata)
    with context.begin_transaction():
        context.run_migrations()
else:
    run_migrations_online()
