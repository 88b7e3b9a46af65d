"""birthdate sort index for the master list (over the people not in the Trash, like the other list indexes)

Revision ID: 5b1d0c7e9a41
Revises: f658829b313a
Create Date: 2026-11-23 03:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "5b1d0c7e9a41"
down_revision: str | None = "f658829b313a"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

LIVE = sa.text("deleted_at IS NULL")


def upgrade() -> None:
    op.create_index(
        "ix_people_birthdate_name",
        "people",
        ["date_of_birth", "last_name_lower", "first_name_lower", "deleted_at"],
        unique=False,
        sqlite_where=LIVE,
        postgresql_where=LIVE,
    )


def downgrade() -> None:
    op.drop_index("ix_people_birthdate_name", table_name="people")
