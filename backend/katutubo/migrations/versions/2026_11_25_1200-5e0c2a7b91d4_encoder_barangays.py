"""Encoders and the barangays they keep: the user_barangays table (the role itself is a stored string).

Revision ID: 5e0c2a7b91d4
Revises: ebdaa88269e3
Create Date: 2026-11-25 12:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "5e0c2a7b91d4"
down_revision: str | None = "ebdaa88269e3"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "user_barangays",
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("barangay", sa.String(length=100), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_user_barangays_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("user_id", "barangay", name=op.f("pk_user_barangays")),
    )


def downgrade() -> None:
    op.drop_table("user_barangays")
