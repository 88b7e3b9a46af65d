"""The legal basis of processing per person (all people already there: not recorded) and the privacy notice.

Revision ID: e1bbce6d54c1
Revises: e280d5de94a6
Create Date: 2026-11-28 01:20:01.292419
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import katutubo.models.base

revision: str = "e1bbce6d54c1"
down_revision: str | None = "e280d5de94a6"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

LIVE = sa.text("deleted_at IS NULL")
BASIS_COLUMNS = ("legal_basis", "consent_date", "consent_recorded_by", "consent_withdrawn_on")


def upgrade() -> None:
    op.create_table(
        "privacy_notices",
        sa.Column("language", sa.String(length=8), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("updated_at", katutubo.models.base.UTCDateTime(timezone=True), nullable=False),
        sa.Column("updated_by", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["updated_by"],
            ["users.id"],
            name=op.f("fk_privacy_notices_updated_by_users"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("language", name=op.f("pk_privacy_notices")),
    )
    # Plain nullable columns without constraints: ALTER TABLE ADD COLUMN on both databases, no table rebuild;
    # every person already there keeps None, "not recorded".
    with op.batch_alter_table("people", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column(
                "legal_basis", sa.Enum("law", "consent", name="legalbasis", native_enum=False), nullable=True
            )
        )
        batch_op.add_column(sa.Column("consent_date", sa.Date(), nullable=True))
        batch_op.add_column(sa.Column("consent_recorded_by", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("consent_withdrawn_on", sa.Date(), nullable=True))
        batch_op.add_column(sa.Column("withdrawal_recorded_by", sa.Integer(), nullable=True))
        batch_op.create_index(
            "ix_people_legal_basis_name",
            ["legal_basis", "last_name_lower", "first_name_lower", "deleted_at"],
            unique=False,
            sqlite_where=LIVE,
            postgresql_where=LIVE,
        )


def downgrade() -> None:
    # ALTER TABLE … DROP COLUMN on both databases (SQLite 3.35+), not a batch: a batch would rebuild `people`
    # on SQLite, and the rebuilt table would lose its triggers and AUTOINCREMENT (purged people's ids reused).
    op.drop_index("ix_people_legal_basis_name", table_name="people", sqlite_where=LIVE, postgresql_where=LIVE)
    op.drop_column("people", "withdrawal_recorded_by")
    for column in reversed(BASIS_COLUMNS):
        op.drop_column("people", column)
    op.drop_table("privacy_notices")
