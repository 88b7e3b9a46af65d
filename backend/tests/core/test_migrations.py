"""Alembic owns the schema: the migrations build exactly the models' tables, and go down again."""

import re
import shutil
from datetime import date

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import select, update
from sqlalchemy.orm import Session

from katutubo.core.clock import office_today
from katutubo.core.db import make_engine
from katutubo.core.migrate import MIGRATIONS_DIR, downgrade, new_revision, upgrade
from katutubo.models import Base, Person
from katutubo.people.ages import age_on
from katutubo.people.schemas import PersonCreate
from katutubo.people.search_index import is_outside_the_models
from katutubo.people.service import create_person
from tests.people.factories import person_payload


def include_name(name, _type, _parents):
    """As katutubo/migrations/env.py: the search index is not in the models."""
    return not is_outside_the_models(name)


def test_migrations_match_the_models(database_url):
    engine = make_engine(database_url)
    with engine.connect() as conn:
        opts = {"compare_type": True, "include_name": include_name}
        diff = compare_metadata(MigrationContext.configure(conn, opts=opts), Base.metadata)
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


RULE_MIGRATION = '''"""the migration that ships a rule change, as docs/architecture.md shows it"""

from alembic import op

from katutubo.people.columns import reclassify_in_migration

revision = "0a1e0c1a551f"
down_revision = {head!r}
branch_labels = None
depends_on = None


def upgrade() -> None:
    reclassify_in_migration(op.get_bind())


def downgrade() -> None:
    pass
'''


def test_a_rule_migration_rederives_the_stored_values(tmp_path):
    """The documented example, run by Alembic: stale flags and ages follow the rules after `migrate`."""
    url = f"sqlite:///{tmp_path / 'm.sqlite3'}"
    upgrade(url)
    engine = make_engine(url)
    with Session(engine) as db, db.begin():
        payload = person_payload(occupation="Senior High student", date_of_birth="2000-01-01")
        create_person(db, PersonCreate.model_validate(payload), None, None)
    with engine.begin() as conn:
        conn.execute(update(Person).values(is_student=False, age=3))
        head = MigrationContext.configure(conn).get_current_revision()
    scripts = tmp_path / "migrations"
    shutil.copytree(MIGRATIONS_DIR, scripts)
    (scripts / "versions" / "2099_01_01_0000-0a1e0c1a551f_rule.py").write_text(
        RULE_MIGRATION.format(head=head)
    )
    upgrade(url, scripts=scripts)
    with engine.connect() as conn:
        stored = conn.execute(select(Person.is_student, Person.age, Person.version)).one()
    engine.dispose()
    assert tuple(stored) == (True, age_on(date(2000, 1, 1), office_today()), 1)


def test_a_new_migration_is_dated_and_follows_the_latest(tmp_path):
    """`make migration MSG=...`: a dated file after the head; empty while the models and migrations agree."""
    scripts = tmp_path / "migrations"
    shutil.copytree(MIGRATIONS_DIR, scripts)
    latest = sorted((scripts / "versions").glob("*.py"))[-1].name.split("-")[1].split("_")[0]
    path = new_revision("Student keyword: add 'ALS learner'", scripts)
    assert re.fullmatch(r"\d{4}_\d\d_\d\d_\d{4}-[0-9a-f]{12}_student_keyword_add_als_learner\.py", path.name)
    text = path.read_text()
    assert f"down_revision: str | None = '{latest}'" in text
    assert "op." not in text  # nothing to change in the schema
