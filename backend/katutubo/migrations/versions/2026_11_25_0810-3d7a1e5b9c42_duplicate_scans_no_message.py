"""A duplicate scan no longer keeps a message: it held a failed scan's exception text, which no screen showed
(the failure is logged with the scan's id; the page shows the scan as failed).

Revision ID: 3d7a1e5b9c42
Revises: fe4c18d8f224
Create Date: 2026-11-25 08:10:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "3d7a1e5b9c42"
down_revision: str | None = "fe4c18d8f224"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("duplicate_scans", schema=None) as batch_op:
        batch_op.drop_column("message")


def downgrade() -> None:
    with op.batch_alter_table("duplicate_scans", schema=None) as batch_op:
        batch_op.add_column(sa.Column("message", sa.String(length=500), nullable=True))
