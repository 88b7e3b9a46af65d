"""PostgreSQL privileges for production: the server's database user may append to the audit trail and read
it, but never change or delete an event (migrations run as the owner, a different user)."""

GRANTS = """\
-- Run as the database owner (the user that runs `katutubo migrate`), after migrating.
GRANT CONNECT ON DATABASE {database} TO {user};
GRANT USAGE ON SCHEMA public TO {user};
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO {user};
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {user};
-- The audit trail and its signed checkpoints are append-only for the app.
REVOKE UPDATE, DELETE, TRUNCATE ON audit_events, audit_checkpoints FROM {user};
GRANT SELECT, INSERT ON audit_events, audit_checkpoints TO {user};
"""


def grant_statements(user: str, database: str) -> str:
    return GRANTS.format(user=user, database=database)
