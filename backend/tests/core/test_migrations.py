"""Alembic owns the schema: the migrations build exactly the models' tables, and go down again."""

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from katutubo.core.db import make_engine
from katutubo.core.migrate import downgrade, upgrade
from katutubo.models import Base


def test_migrations_match_the_models(database_url):
    engine = make_engine(database_url)
    with engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn, opts={"compare_type": True}), Base.metadata)
    engine.dispose()
    assert diff == []


def test_downgrade_to_base_and_up_again(tmp_path):
    url = f"sqlite:///{tmp_path / 'm.sqlite3'}"
    upgrade(url)
    downgrade(url, "base")
    engine = make_engine(url)
    with engine.connect() as conn:
        assert MigrationContext.configure(conn).get_current_revision() is None
    engine.dispose()
    upgrade(url)
