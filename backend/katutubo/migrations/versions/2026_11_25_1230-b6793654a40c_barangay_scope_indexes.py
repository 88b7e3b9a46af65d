"""An encoder's reads through indexes (katutubo.access.scope): ix_people_barangay_name in the master list's
very order (last and first name, then id) with the search text, like ix_people_name, so one barangay's first
page, searched or not, is read from the index without a sort; ix_people_barangay_created for the newest
person of a barangay (the dashboard's latest entry); ix_people_barangay_first_name for the dashboard search's
first-name prefix within a barangay.

Revision ID: b6793654a40c
Revises: 5e0c2a7b91d4
Create Date: 2026-11-25 12:30:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "b6793654a40c"
down_revision: str | None = "5e0c2a7b91d4"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

LIVE = sa.text("deleted_at IS NULL")


def _live_index(name: str, columns: list[str]) -> None:
    op.create_index(
        name, "people", [*columns, "deleted_at"], unique=False, sqlite_where=LIVE, postgresql_where=LIVE
    )


def upgrade() -> None:
    op.drop_index("ix_people_barangay_name", table_name="people")
    _live_index(
        "ix_people_barangay_name", ["barangay", "last_name_lower", "first_name_lower", "id", "search_text"]
    )
    _live_index("ix_people_barangay_created", ["barangay", "created_at", "id"])
    _live_index("ix_people_barangay_first_name", ["barangay", "first_name_lower", "id"])


def downgrade() -> None:
    op.drop_index("ix_people_barangay_first_name", table_name="people")
    op.drop_index("ix_people_barangay_created", table_name="people")
    op.drop_index("ix_people_barangay_name", table_name="people")
    _live_index("ix_people_barangay_name", ["barangay", "last_name_lower", "first_name_lower"])
