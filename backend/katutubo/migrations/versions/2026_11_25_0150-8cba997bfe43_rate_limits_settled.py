"""rate_limits.settled: how many of a counter's slots ended as failures (katutubo.auth.limits), so a
successful login forgives only the failures settled before it, never the guesses still being evaluated

Revision ID: 8cba997bfe43
Revises: c4e1a7d2f9b3
Create Date: 2026-11-25 01:50:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "8cba997bfe43"
down_revision: str | None = "c4e1a7d2f9b3"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("rate_limits", schema=None) as batch_op:
        batch_op.add_column(sa.Column("settled", sa.Integer(), server_default="0", nullable=False))


def downgrade() -> None:
    with op.batch_alter_table("rate_limits", schema=None) as batch_op:
        batch_op.drop_column("settled")
