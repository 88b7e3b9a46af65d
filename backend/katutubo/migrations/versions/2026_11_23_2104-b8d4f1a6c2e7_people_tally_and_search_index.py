"""people tally (counts without scanning, the live dashboards' change counter) and the text search index

Revision ID: b8d4f1a6c2e7
Revises: 6e9d9fbf7d0c
Create Date: 2026-11-23 20:10:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from katutubo.people import search_index, tally

revision: str = "b8d4f1a6c2e7"
down_revision: str | None = "6e9d9fbf7d0c"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "people_tally",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("barangay", sa.String(length=100), nullable=True),
        sa.Column(
            "gender", sa.Enum("Male", "Female", name="gender", native_enum=False, length=6), nullable=True
        ),
        sa.Column("is_student", sa.Boolean(), nullable=True),
        sa.Column("is_unemployed", sa.Boolean(), nullable=True),
        sa.Column("is_non_student", sa.Boolean(), nullable=True),
        sa.Column("has_health_condition", sa.Boolean(), nullable=True),
        sa.Column("school_age", sa.Boolean(), nullable=True),
        sa.Column("people", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_people_tally")),
        sqlite_autoincrement=True,
    )
    connection = op.get_bind()
    tally.rebuild(connection)  # the backfill; the triggers are installed after every migration (env.py)
    tally.install_triggers(connection)
    search_index.create(connection)


def downgrade() -> None:
    connection = op.get_bind()
    tally.drop_triggers(connection)
    search_index.drop(connection)
    op.drop_table("people_tally")
