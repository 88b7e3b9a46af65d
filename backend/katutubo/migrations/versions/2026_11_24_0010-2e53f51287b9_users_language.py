"""users.language: the account's language for the interface and its emails ("en" or "fil")

Revision ID: 2e53f51287b9
Revises: 89005ca7bd8d
Create Date: 2026-11-23 20:08:34.732856
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "2e53f51287b9"
down_revision: str | None = "89005ca7bd8d"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.add_column(sa.Column("language", sa.String(length=8), server_default="en", nullable=False))


def downgrade() -> None:
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.drop_column("language")
