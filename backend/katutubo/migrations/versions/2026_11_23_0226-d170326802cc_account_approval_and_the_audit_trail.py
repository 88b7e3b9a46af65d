"""account approval and the audit trail: users.status (existing accounts stay active), last sign-in,
session activity for the idle timeout, the hash-chained audit_events table and its chain head

Revision ID: d170326802cc
Revises: fffa28cb2df2
Create Date: 2026-11-23 02:26:25.392999
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import katutubo.models.base

revision: str = "d170326802cc"
down_revision: str | None = "fffa28cb2df2"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "audit_chain_head",
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("last_id", sa.Integer(), nullable=False),
        sa.Column("last_hash", sa.String(length=64), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_audit_chain_head")),
    )
    op.create_table(
        "audit_events",
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("at", katutubo.models.base.UTCDateTime(timezone=True), nullable=False),
        sa.Column("actor_id", sa.Integer(), nullable=True),
        sa.Column("actor_name", sa.String(length=200), nullable=True),
        sa.Column("action", sa.String(length=40), nullable=False),
        sa.Column("target_type", sa.String(length=20), nullable=True),
        sa.Column("target_id", sa.Integer(), nullable=True),
        sa.Column("target_label", sa.String(length=300), nullable=True),
        sa.Column("changes", sa.JSON(), nullable=False),
        sa.Column("ip", sa.String(length=64), nullable=True),
        sa.Column("user_agent", sa.String(length=300), nullable=True),
        sa.Column("prev_hash", sa.String(length=64), nullable=False),
        sa.Column("hash", sa.String(length=64), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_audit_events")),
    )
    with op.batch_alter_table("audit_events", schema=None) as batch_op:
        batch_op.create_index("ix_audit_events_action", ["action", "id"], unique=False)
        batch_op.create_index("ix_audit_events_actor", ["actor_id", "id"], unique=False)
        batch_op.create_index("ix_audit_events_at", ["at"], unique=False)
        batch_op.create_index("ix_audit_events_target", ["target_type", "target_id", "id"], unique=False)

    op.bulk_insert(
        sa.table("audit_chain_head", sa.column("id"), sa.column("last_id"), sa.column("last_hash")),
        [{"id": 1, "last_id": 0, "last_hash": "0" * 64}],
    )

    with op.batch_alter_table("user_sessions", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("last_seen_at", katutubo.models.base.UTCDateTime(timezone=True), nullable=True)
        )
    op.execute("UPDATE user_sessions SET last_seen_at = created_at")
    with op.batch_alter_table("user_sessions", schema=None) as batch_op:
        batch_op.alter_column(
            "last_seen_at", existing_type=katutubo.models.base.UTCDateTime(timezone=True), nullable=False
        )

    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column(
                "status",
                sa.Enum("pending", "active", "disabled", name="userstatus", native_enum=False, length=20),
                server_default="active",
                nullable=False,
            )
        )
        batch_op.add_column(
            sa.Column("last_login_at", katutubo.models.base.UTCDateTime(timezone=True), nullable=True)
        )
        batch_op.create_index(batch_op.f("ix_users_status"), ["status"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_users_status"))
        batch_op.drop_column("last_login_at")
        batch_op.drop_column("status")

    with op.batch_alter_table("user_sessions", schema=None) as batch_op:
        batch_op.drop_column("last_seen_at")

    with op.batch_alter_table("audit_events", schema=None) as batch_op:
        batch_op.drop_index("ix_audit_events_target")
        batch_op.drop_index("ix_audit_events_at")
        batch_op.drop_index("ix_audit_events_actor")
        batch_op.drop_index("ix_audit_events_action")

    op.drop_table("audit_events")
    op.drop_table("audit_chain_head")
