"""person_audit_keys: each person's key for their values in the audit trail, and the existing trail sealed

Crypto-erasure (katutubo.audit.erasure): a purge destroys the person's key, so their values in the audit
trail become unreadable while the events and their hash chain stay. The data step
(katutubo.audit.seal_existing) gives every person a key, seals the events already written (those of people
purged before now with a key that is not kept: they read as erased), and recomputes the hash chain from the
first event it sealed. The chain has no anchor outside the database yet at this point (no signed
checkpoint), so recomputing it here hides nothing from a later verification; checkpoints come after.

Going down keeps the sealed events (their plain values are not kept anywhere to restore) and drops the keys,
which leaves every sealed value unreadable: a downgrade past this revision erases the trail's personal values.

Revision ID: 97dfad1841d4
Revises: 2e53f51287b9
Create Date: 2026-11-25 01:20:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from katutubo.audit.seal_existing import seal_existing

revision: str = "97dfad1841d4"
down_revision: str | None = "2e53f51287b9"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "person_audit_keys",
        sa.Column("person_id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("key", sa.LargeBinary(length=32), nullable=False),
        sa.PrimaryKeyConstraint("person_id", name=op.f("pk_person_audit_keys")),
    )
    seal_existing(op.get_bind())


def downgrade() -> None:
    op.drop_table("person_audit_keys")
