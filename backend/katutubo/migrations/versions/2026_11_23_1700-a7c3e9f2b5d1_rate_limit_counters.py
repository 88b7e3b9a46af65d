"""rate limit counters, taken atomically (per email, per client address, or both), instead of attempt rows

Revision ID: a7c3e9f2b5d1
Revises: ca82f3c575f6
Create Date: 2026-11-23 17:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import katutubo.models.base

revision: str = "a7c3e9f2b5d1"
down_revision: str | None = "ca82f3c575f6"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "rate_limits",
        sa.Column("key", sa.String(length=64), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.Column("expires_at", katutubo.models.base.UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_rate_limits")),
    )
    with op.batch_alter_table("rate_limits", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_rate_limits_expires_at"), ["expires_at"], unique=False)
    with op.batch_alter_table("auth_attempts", schema=None) as batch_op:
        batch_op.drop_index("ix_auth_attempts_kind_email_created_at")
    op.drop_table("auth_attempts")


def downgrade() -> None:
    op.create_table(
        "auth_attempts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column(
            "kind",
            sa.Enum("login_failure", "reset_request", name="attemptkind", native_enum=False, length=20),
            nullable=False,
        ),
        sa.Column("email", sa.String(length=320), nullable=False),
        sa.Column("created_at", katutubo.models.base.UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_auth_attempts")),
    )
    with op.batch_alter_table("auth_attempts", schema=None) as batch_op:
        batch_op.create_index(
            "ix_auth_attempts_kind_email_created_at", ["kind", "email", "created_at"], unique=False
        )
    with op.batch_alter_table("rate_limits", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_rate_limits_expires_at"))
    op.drop_table("rate_limits")
