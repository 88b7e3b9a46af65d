"""record versions and the Trash: people.version, deleted_at, deleted_by; the list, count and suggestion
indexes become partial indexes over the people not in the Trash

Revision ID: f658829b313a
Revises: d170326802cc
Create Date: 2026-11-23 02:45:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import katutubo.models.base

revision: str = "f658829b313a"
down_revision: str | None = "d170326802cc"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

LIVE = sa.text("deleted_at IS NULL")
KEEP_AUTOINCREMENT = {"sqlite_autoincrement": True}
# name -> columns; these were plain indexes before, and are partial indexes over the live rows after (with
# deleted_at last, so that SQLite still answers from the index alone).
LIVE_INDEXES = {
    "ix_people_name": ["last_name_lower", "first_name_lower", "id", "search_text"],
    **{
        f"ix_people_{column}_name": [column, "last_name_lower", "first_name_lower"]
        for column in ("barangay", "gender", "is_student", "is_unemployed", "is_non_student")
    },
    "ix_people_health_name": ["has_health_condition", "last_name_lower", "first_name_lower"],
    "ix_people_student_age": ["is_student", "age"],
    "ix_people_age": ["age"],
    "ix_people_lineage": ["lineage_lower", "lineage"],
    "ix_people_created_at": ["created_at", "id"],
    "ix_people_updated_at": ["updated_at"],
    "ix_people_first_name": ["first_name_lower", "id"],
}


def upgrade() -> None:
    # SQLite rebuilds the table for the foreign key: keep AUTOINCREMENT (ids never reused).
    with op.batch_alter_table("people", schema=None, table_kwargs=KEEP_AUTOINCREMENT) as batch_op:
        batch_op.add_column(sa.Column("version", sa.Integer(), server_default="1", nullable=False))
        batch_op.add_column(
            sa.Column("deleted_at", katutubo.models.base.UTCDateTime(timezone=True), nullable=True)
        )
        batch_op.add_column(sa.Column("deleted_by", sa.Integer(), nullable=True))
        batch_op.create_foreign_key(
            batch_op.f("fk_people_deleted_by_users"), "users", ["deleted_by"], ["id"], ondelete="SET NULL"
        )
    in_trash = sa.text("deleted_at IS NOT NULL")
    op.create_index(
        "ix_people_trash",
        "people",
        ["deleted_at", "id"],
        unique=False,
        sqlite_where=in_trash,
        postgresql_where=in_trash,
    )
    for name, columns in LIVE_INDEXES.items():
        op.drop_index(name, table_name="people")
        op.create_index(
            name, "people", [*columns, "deleted_at"], unique=False, sqlite_where=LIVE, postgresql_where=LIVE
        )


def downgrade() -> None:
    for name, columns in LIVE_INDEXES.items():
        op.drop_index(name, table_name="people")
        op.create_index(name, "people", columns, unique=False)
    op.drop_index("ix_people_trash", table_name="people")
    with op.batch_alter_table("people", schema=None, table_kwargs=KEEP_AUTOINCREMENT) as batch_op:
        batch_op.drop_constraint(batch_op.f("fk_people_deleted_by_users"), type_="foreignkey")
        batch_op.drop_column("deleted_by")
        batch_op.drop_column("deleted_at")
        batch_op.drop_column("version")
