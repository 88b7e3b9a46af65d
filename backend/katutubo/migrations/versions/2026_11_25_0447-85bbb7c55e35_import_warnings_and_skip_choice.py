"""import jobs: warnings kept apart from the errors, and the clerk's choice of rows to skip

Revision ID: 85bbb7c55e35
Revises: b7e2c9a41d05
Create Date: 2026-11-25 04:47:02.700625
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "85bbb7c55e35"
down_revision: str | None = "b7e2c9a41d05"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("import_jobs", schema=None) as batch_op:  # existing jobs: none, nothing chosen
        batch_op.add_column(sa.Column("warnings", sa.JSON(), nullable=False, server_default=sa.text("'[]'")))
        batch_op.add_column(sa.Column("skip", sa.JSON(), nullable=False, server_default=sa.text("'{}'")))
    with op.batch_alter_table("import_jobs", schema=None) as batch_op:
        batch_op.alter_column("warnings", server_default=None)
        batch_op.alter_column("skip", server_default=None)


def downgrade() -> None:
    with op.batch_alter_table("import_jobs", schema=None) as batch_op:
        batch_op.drop_column("skip")
        batch_op.drop_column("warnings")
