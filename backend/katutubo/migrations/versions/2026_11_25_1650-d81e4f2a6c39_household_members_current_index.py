"""The current members of many households by one index (a barangay's household list counts them: at 200,000
people the count read every membership, 31-38 ms; through this index 7-13 ms, docs/performance.md).

Revision ID: d81e4f2a6c39
Revises: c2b5e8a0d1f4
Create Date: 2026-11-25 16:50:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "d81e4f2a6c39"
down_revision: str | None = "c2b5e8a0d1f4"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index(
        "ix_household_members_current",
        "household_members",
        ["household_id", "person_id"],
        unique=False,
        sqlite_where=sa.text("is_current"),
        postgresql_where=sa.text("is_current"),
    )


def downgrade() -> None:
    op.drop_index("ix_household_members_current", table_name="household_members")
