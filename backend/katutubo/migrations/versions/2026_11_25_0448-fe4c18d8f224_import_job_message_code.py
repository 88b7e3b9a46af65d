"""An import job keeps its message's code and values beside its English text (katutubo.core.messages).

Jobs stored before keep only the text (code None): the app shows that text as it did. Their row reasons in
`errors` likewise have no code and are shown as stored.

Revision ID: fe4c18d8f224
Revises: 85bbb7c55e35
Create Date: 2026-11-25 04:48:18.852145
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "fe4c18d8f224"
down_revision: str | None = "85bbb7c55e35"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("import_jobs", schema=None) as batch_op:
        batch_op.add_column(sa.Column("message_code", sa.String(length=100), nullable=True))
        batch_op.add_column(sa.Column("message_params", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("import_jobs", schema=None) as batch_op:
        batch_op.drop_column("message_params")
        batch_op.drop_column("message_code")
