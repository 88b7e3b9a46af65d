"""audit_checkpoints: the audit chain's signed checkpoints (katutubo.audit.checkpoints)

Revision ID: c4e1a7d2f9b3
Revises: 97dfad1841d4
Create Date: 2026-11-25 01:30:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "c4e1a7d2f9b3"
down_revision: str | None = "97dfad1841d4"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "audit_checkpoints",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("head_hash", sa.String(length=64), nullable=False),
        sa.Column("time", sa.String(length=40), nullable=False),
        sa.Column("public_key", sa.String(length=64), nullable=False),
        sa.Column("signature", sa.String(length=128), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_audit_checkpoints")),
    )
    with op.batch_alter_table("audit_checkpoints", schema=None) as batch_op:
        batch_op.create_index("ix_audit_checkpoints_event", ["event_id", "id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("audit_checkpoints", schema=None) as batch_op:
        batch_op.drop_index("ix_audit_checkpoints_event")
    op.drop_table("audit_checkpoints")
