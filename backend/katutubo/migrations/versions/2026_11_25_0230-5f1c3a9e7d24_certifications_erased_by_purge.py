"""certifications.erased_on, and the personal columns nullable: a person's purge erases them

(katutubo.certifications.purge). The data step does the same to the certifications of people purged before
this revision (their person_id is NULL: only a purge deletes a person): every personal value erased, a still
valid one revoked with the purge's reason. Those earlier revocations have no audit event: the people's audit
keys are already gone, and an event naming no one would say nothing the certification itself does not.

Going down cannot bring the erased values back: it writes "" where the old NOT NULL columns are NULL.

Revision ID: 5f1c3a9e7d24
Revises: 8cba997bfe43
Create Date: 2026-11-25 02:30:00
"""

from collections.abc import Sequence
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import sqlalchemy as sa
from alembic import op

import katutubo.models.base

revision: str = "5f1c3a9e7d24"
down_revision: str | None = "8cba997bfe43"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

PURGED_REASON = "The person's record was purged."  # katutubo.certifications.purge, as of this revision
NOT_NULL_BEFORE = {"person_name": sa.String(302), "barangay": sa.String(100), "purpose": sa.String(300)}


def upgrade() -> None:
    with op.batch_alter_table("certifications", schema=None) as batch_op:
        batch_op.add_column(sa.Column("erased_on", sa.Date(), nullable=True))
        for name, type_ in NOT_NULL_BEFORE.items():
            batch_op.alter_column(name, existing_type=type_, nullable=True)
    now = datetime.now(UTC)
    today = now.astimezone(ZoneInfo("Asia/Manila")).date()
    certifications = sa.table(
        "certifications",
        sa.column("person_id", sa.Integer()),
        sa.column("revoked_at", katutubo.models.base.UTCDateTime(timezone=True)),
        sa.column("revoked_on", sa.Date()),
        sa.column("revoked_by", sa.Integer()),
        sa.column("revoke_reason", sa.String()),
        *(sa.column(name, sa.String()) for name in ("person_name", "barangay", "tribe", "father", "mother")),
        sa.column("purpose", sa.String()),
        sa.column("date_of_birth", sa.Date()),
        sa.column("erased_on", sa.Date()),
    )
    c = certifications.c
    purged = c.person_id.is_(None)
    personal = ("person_name", "date_of_birth", "barangay", "tribe", "father", "mother", "purpose")
    bind = op.get_bind()
    bind.execute(
        certifications.update()
        .where(purged)
        .values(erased_on=today, revoke_reason=None, **dict.fromkeys(personal))
    )
    bind.execute(
        certifications.update()
        .where(purged, c.revoked_at.is_(None))
        .values(revoked_at=now, revoked_on=today, revoked_by=None, revoke_reason=PURGED_REASON)
    )


def downgrade() -> None:
    bind = op.get_bind()
    for name in NOT_NULL_BEFORE:
        bind.execute(sa.text(f"UPDATE certifications SET {name} = '' WHERE {name} IS NULL"))
    with op.batch_alter_table("certifications", schema=None) as batch_op:
        for name, type_ in NOT_NULL_BEFORE.items():
            batch_op.alter_column(name, existing_type=type_, nullable=False)
        batch_op.drop_column("erased_on")
