"""birthdate sort index for the master list

Revision ID: 5b1d0c7e9a41
Revises: fffa28cb2df2
Create Date: 2026-11-23 02:45:00.000000
"""

from collections.abc import Sequence

from alembic import op

revision: str = "5b1d0c7e9a41"
down_revision: str | None = "fffa28cb2df2"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("people", schema=None) as batch_op:
        batch_op.create_index(
            "ix_people_birthdate_name", ["date_of_birth", "last_name_lower", "first_name_lower"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("people", schema=None) as batch_op:
        batch_op.drop_index("ix_people_birthdate_name")
