"""legacy ids and import jobs: people.legacy_id (unique) and legacy_photo for imports from the original app;
import_jobs for the uploads of /admin/import

Revision ID: ca82f3c575f6
Revises: 5b1d0c7e9a41
Create Date: 2026-11-23 16:35:58
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import katutubo.models.base

revision: str = "ca82f3c575f6"
down_revision: str | None = "5b1d0c7e9a41"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

STATUSES = ("checking", "ready", "importing", "done", "failed")


def upgrade() -> None:
    op.create_table(
        "import_jobs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("file_name", sa.String(length=300), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("file_key", sa.String(length=300), nullable=False),
        sa.Column("photos_key", sa.String(length=300), nullable=True),
        sa.Column(
            "status", sa.Enum(*STATUSES, name="importstatus", native_enum=False, length=20), nullable=False
        ),
        sa.Column("message", sa.String(length=500), nullable=True),
        sa.Column("total_rows", sa.Integer(), nullable=False),
        sa.Column("checked_rows", sa.Integer(), nullable=False),
        sa.Column("imported_rows", sa.Integer(), nullable=False),
        sa.Column("counts", sa.JSON(), nullable=False),
        sa.Column("result", sa.JSON(), nullable=False),
        sa.Column("preview", sa.JSON(), nullable=False),
        sa.Column("errors", sa.JSON(), nullable=False),
        sa.Column("created_by", sa.Integer(), nullable=True),
        sa.Column("created_at", katutubo.models.base.UTCDateTime(timezone=True), nullable=False),
        sa.Column("updated_at", katutubo.models.base.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["created_by"], ["users.id"], name=op.f("fk_import_jobs_created_by_users"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_import_jobs")),
    )
    # Plain ADD COLUMNs and a unique index: SQLite keeps the table (no rebuild of 100,000 rows).
    op.add_column("people", sa.Column("legacy_id", sa.String(length=200), nullable=True))
    op.add_column("people", sa.Column("legacy_photo", sa.String(length=300), nullable=True))
    op.create_index("ix_people_legacy_id", "people", ["legacy_id"], unique=True)


def downgrade() -> None:
    op.drop_index("ix_people_legacy_id", table_name="people")
    op.drop_column("people", "legacy_photo")
    op.drop_column("people", "legacy_id")
    op.drop_table("import_jobs")
