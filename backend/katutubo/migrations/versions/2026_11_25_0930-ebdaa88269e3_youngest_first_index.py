"""The master list youngest first through an index in its very order (katutubo.models.person.YOUNGEST_FIRST):
at a million people the first page no longer sorts every live person.

PostgreSQL says `date_of_birth DESC NULLS LAST`. SQLite refuses NULLS LAST in an index, but keeps NULL as the
smallest value, so `date_of_birth DESC` is the same order there. (SQLite's reflection does not give an index's
direction: a batch migration that rebuilds the people table would recreate this index ascending; create it
again after one.)

Revision ID: ebdaa88269e3
Revises: 3d7a1e5b9c42
Create Date: 2026-11-25 09:30:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "ebdaa88269e3"
down_revision: str | None = "3d7a1e5b9c42"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

LIVE = sa.text("deleted_at IS NULL")


def upgrade() -> None:
    sqlite = op.get_bind().dialect.name == "sqlite"
    birthdate = "date_of_birth DESC" if sqlite else "date_of_birth DESC NULLS LAST"
    op.create_index(
        "ix_people_youngest",
        "people",
        [sa.text(birthdate), "last_name_lower", "first_name_lower", "id", "deleted_at"],
        unique=False,
        sqlite_where=LIVE,
        postgresql_where=LIVE,
    )


def downgrade() -> None:
    op.drop_index("ix_people_youngest", table_name="people")
