"""people.search_text with the middle name, accents and commas folded: "Ramon Lunas Bagani", "Bagani, Ramon"
and "Ramón" find Ramon Lunas Bagani (katutubo.rules.names.search_fold).

The stored search text of every person (the Trash too) is recomputed, one chunk at a time, and only rows whose
text changes are written. The indexes on it follow: PostgreSQL's trigram index by itself, SQLite's FTS table
through its update trigger. The fold is copied here as of this revision (a later change to the app's fold
ships its own migration).

Going down writes the old form back (lower-cased "first last barangay tribe").

Revision ID: b7e2c9a41d05
Revises: 5f1c3a9e7d24
Create Date: 2026-11-25 04:40:00
"""

import unicodedata
from collections.abc import Callable, Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "b7e2c9a41d05"
down_revision: str | None = "5f1c3a9e7d24"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SEARCH_LENGTH = 403
CHUNK = 5000

people = sa.table(
    "people",
    sa.column("id", sa.Integer()),
    *(sa.column(name, sa.String()) for name in ("first_name", "middle_name", "last_name", "barangay")),
    sa.column("lineage", sa.String()),
    sa.column("search_text", sa.String()),
)


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c)).lower().replace(",", " ")
    return " ".join(plain.split())


def _new(row: sa.Row[tuple[int, ...]]) -> str:
    parts = (row.first_name, row.middle_name, row.last_name, row.barangay, row.lineage)
    return _fold(" ".join(p for p in parts if p))[:SEARCH_LENGTH]


def _old(row: sa.Row[tuple[int, ...]]) -> str:
    return " ".join(p for p in (row.first_name, row.last_name, row.barangay, row.lineage) if p).lower()


def _rewrite(compute: Callable[[sa.Row[tuple[int, ...]]], str]) -> None:
    bind = op.get_bind()
    c = people.c
    write = people.update().where(c.id == sa.bindparam("row_id")).values(search_text=sa.bindparam("text"))
    after = 0
    while True:
        rows = bind.execute(
            sa.select(c.id, c.first_name, c.middle_name, c.last_name, c.barangay, c.lineage, c.search_text)
            .where(c.id > after)
            .order_by(c.id)
            .limit(CHUNK)
        ).all()
        if not rows:
            return
        changed = [{"row_id": r.id, "text": t} for r in rows if (t := compute(r)) != r.search_text]
        if changed:
            bind.execute(write, changed)
        after = rows[-1].id


def upgrade() -> None:
    _rewrite(_new)


def downgrade() -> None:
    _rewrite(_old)
