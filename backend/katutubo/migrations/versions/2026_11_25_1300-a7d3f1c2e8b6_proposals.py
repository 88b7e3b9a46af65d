"""Proposals: an encoder's add, edit or delete waiting for an IPMR's approval (katutubo.proposals).

Revision ID: a7d3f1c2e8b6
Revises: b6793654a40c
Create Date: 2026-11-25 13:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import katutubo.models.base

revision: str = "a7d3f1c2e8b6"
down_revision: str | None = "b6793654a40c"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    timestamp = katutubo.models.base.UTCDateTime(timezone=True)
    op.create_table(
        "proposals",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column(
            "kind",
            sa.Enum("add", "edit", "delete", name="proposalkind", native_enum=False, length=6),
            nullable=False,
        ),
        sa.Column(
            "state",
            sa.Enum(
                "draft",
                "submitted",
                "approved",
                "rejected",
                "withdrawn",
                name="proposalstate",
                native_enum=False,
                length=9,
            ),
            nullable=False,
        ),
        sa.Column("author_id", sa.Integer(), nullable=False),
        sa.Column("person_id", sa.Integer(), nullable=True),
        sa.Column("base_version", sa.Integer(), nullable=True),
        sa.Column("barangay", sa.String(length=100), nullable=False),
        sa.Column("person_name", sa.String(length=300), nullable=False),
        sa.Column("values", sa.JSON(), nullable=True),
        sa.Column("photo_key", sa.String(length=300), nullable=True),
        sa.Column("thumb_key", sa.String(length=300), nullable=True),
        sa.Column("reason", sa.String(length=1000), nullable=True),
        sa.Column("client_id", sa.String(length=36), nullable=True),
        sa.Column("decided_by_id", sa.Integer(), nullable=True),
        sa.Column("decided_at", timestamp, nullable=True),
        sa.Column("submitted_at", timestamp, nullable=True),
        sa.Column("created_at", timestamp, nullable=False),
        sa.Column("updated_at", timestamp, nullable=False),
        sa.ForeignKeyConstraint(
            ["author_id"], ["users.id"], name=op.f("fk_proposals_author_id_users"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["decided_by_id"],
            ["users.id"],
            name=op.f("fk_proposals_decided_by_id_users"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_proposals")),
        sqlite_autoincrement=True,
    )
    op.create_index("ix_proposals_author", "proposals", ["author_id", "id"])
    op.create_index("ix_proposals_author_client_id", "proposals", ["author_id", "client_id"], unique=True)
    op.create_index("ix_proposals_state_submitted", "proposals", ["state", "submitted_at", "id"])


def downgrade() -> None:
    op.drop_index("ix_proposals_state_submitted", table_name="proposals")
    op.drop_index("ix_proposals_author_client_id", table_name="proposals")
    op.drop_index("ix_proposals_author", table_name="proposals")
    op.drop_table("proposals")
