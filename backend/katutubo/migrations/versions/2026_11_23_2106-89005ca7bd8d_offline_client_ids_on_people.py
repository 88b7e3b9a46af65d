"""offline client ids on people: people.client_id (unique), the id a device gave an entry recorded offline

Revision ID: 89005ca7bd8d
Revises: 90a9a1a056a1
Create Date: 2026-11-23 20:05:04
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "89005ca7bd8d"
down_revision: str | None = "90a9a1a056a1"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # A plain ADD COLUMN and a unique index: SQLite keeps the table (no rebuild of 100,000 rows).
    op.add_column("people", sa.Column("client_id", sa.String(length=36), nullable=True))
    op.create_index("ix_people_client_id", "people", ["client_id"], unique=True)


def downgrade() -> None:
    op.drop_index("ix_people_client_id", table_name="people")
    op.drop_column("people", "client_id")
