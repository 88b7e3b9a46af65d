"""A certificate's purpose from NCIP's list (scholarship, employment, travel abroad, land, NAPOLCOM, AFP, BFP,
BJMP, PNP, other): the certificates issued before are `other`, their typed purpose kept as it was.

Revision ID: 5e0c7a9b1d22
Revises: d81e4f2a6c39
Create Date: 2026-11-25 18:30:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "5e0c7a9b1d22"
down_revision: str | None = "d81e4f2a6c39"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("certifications") as batch:
        batch.add_column(
            sa.Column("purpose_kind", sa.String(length=13), nullable=False, server_default="other")
        )
    op.create_index("ix_certifications_issued_on", "certifications", ["issued_on"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_certifications_issued_on", table_name="certifications")
    with op.batch_alter_table("certifications") as batch:
        batch.drop_column("purpose_kind")
