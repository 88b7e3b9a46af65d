"""The documented PostgreSQL grants (`katutubo audit grants`) let the server append audit events but not
change or delete them."""

import uuid

import psycopg
import pytest
from sqlalchemy import delete, update
from sqlalchemy.exc import ProgrammingError
from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.audit.grants import grant_statements
from katutubo.core.db import make_engine
from katutubo.core.migrate import upgrade
from katutubo.models import AuditEvent
from tests.conftest import PG_ADMIN_URL


@pytest.fixture
def app_role_url():
    """A fresh migrated database, and a URL for a login role with only the documented grants."""
    name, role = f"katutubo_test_{uuid.uuid4().hex[:10]}", f"katutubo_app_{uuid.uuid4().hex[:6]}"
    base = PG_ADMIN_URL.rsplit("/", 1)[0]
    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
        conn.execute(f'CREATE ROLE "{role}" LOGIN')
    upgrade(base.replace("postgresql://", "postgresql+psycopg://") + f"/{name}")
    with psycopg.connect(f"{base}/{name}", autocommit=True) as conn:
        conn.execute(grant_statements(f'"{role}"', f'"{name}"'))
    yield base.replace("postgresql://postgres@", f"postgresql+psycopg://{role}@") + f"/{name}"
    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'DROP ROLE IF EXISTS "{role}"')


def test_the_app_role_appends_but_cannot_change_or_delete(app_role_url):
    engine = make_engine(app_role_url)
    try:
        with engine.begin() as conn, Session(bind=conn) as db:
            audit.record(db, None, "login.failed", audit.Target("account", None, "x@example.org"))
        for statement in (
            update(AuditEvent).values(actor_name="Someone"),
            delete(AuditEvent),
        ):
            with pytest.raises(ProgrammingError, match="permission denied"), engine.begin() as conn:
                conn.execute(statement)
    finally:
        engine.dispose()
