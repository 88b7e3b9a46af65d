"""Barangays by PSGC code: the barangays table (filled from katutubo.reference.places after every migration,
katutubo.reference.sync), and the barangay of people, the people tally, encoders' barangays, proposals,
households and barangay photos stored as its PSGC code instead of its name (Catanauan's: every registry
before this one was Catanauan's). Certifications keep the printed name.

People are converted before the tally: the tally's triggers add each person's move (-1 under the name, +1
under the code), and converting the tally afterwards sums those to the same counts under the codes.

Revision ID: c2b5e8a0d1f4
Revises: 34af08b6ee2f
Create Date: 2026-11-25 16:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "c2b5e8a0d1f4"
down_revision: str | None = "34af08b6ee2f"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# (table, column) in the order converted.
COLUMNS = (
    ("people", "barangay"),
    ("people_tally", "barangay"),
    ("user_barangays", "barangay"),
    ("proposals", "barangay"),
    ("households", "barangay"),
    ("barangay_photos", "name"),
)
# (the spec's name, the PSGC code) of Catanauan's 46 barangays (katutubo/data/barangays-psgc.tsv as it was).
CATANAUAN: tuple[tuple[str, str], ...] = (
    ("Ajos", "0405610001"),
    ("Anusan", "0405610002"),
    ("Barangay 1", "0405610003"),
    ("Barangay 10", "0405610046"),
    ("Barangay 2", "0405610004"),
    ("Barangay 3", "0405610005"),
    ("Barangay 4", "0405610006"),
    ("Barangay 5", "0405610007"),
    ("Barangay 6", "0405610008"),
    ("Barangay 7", "0405610009"),
    ("Barangay 8", "0405610010"),
    ("Barangay 9", "0405610011"),
    ("Bolo", "0405610012"),
    ("Bulagsong", "0405610013"),
    ("Camandilison", "0405610014"),
    ("Canculajao", "0405610015"),
    ("Catumbo", "0405610016"),
    ("Cawayanin Ibaba", "0405610017"),
    ("Cawayanin Ilaya", "0405610018"),
    ("Cutcutan", "0405610019"),
    ("Dahican", "0405610020"),
    ("Doongan Ibaba", "0405610021"),
    ("Doongan Ilaya", "0405610022"),
    ("Gatasan", "0405610023"),
    ("Macpac", "0405610024"),
    ("Madulao", "0405610025"),
    ("Matandang Sabang Kanluran", "0405610026"),
    ("Matandang Sabang Silangan", "0405610027"),
    ("Milagrosa", "0405610028"),
    ("Navitas", "0405610029"),
    ("Pacabit", "0405610030"),
    ("San Antonio Magkupa", "0405610031"),
    ("San Antonio Pala", "0405610032"),
    ("San Isidro", "0405610033"),
    ("San Jose Anyao", "0405610034"),
    ("San Pablo", "0405610035"),
    ("San Roque", "0405610036"),
    ("San Vicente Kanluran", "0405610037"),
    ("San Vicente Silangan", "0405610038"),
    ("Santa Maria", "0405610039"),
    ("Tagabas Ibaba", "0405610040"),
    ("Tagabas Ilaya", "0405610041"),
    ("Tagbacan Ibaba", "0405610042"),
    ("Tagbacan Ilaya", "0405610043"),
    ("Tagbacan Silangan", "0405610044"),
    ("Tuhian", "0405610045"),
)


def _convert(pairs: list[tuple[str, str]]) -> None:
    """One pass over each table (a CASE over the 46), not one per barangay."""
    mapping = dict(pairs)
    for table, column in COLUMNS:
        target = sa.table(table, sa.column(column, sa.String))
        value = sa.case(mapping, value=target.c[column], else_=target.c[column])
        op.execute(target.update().where(target.c[column].in_(list(mapping))).values({column: value}))


def upgrade() -> None:
    op.create_table(
        "barangays",
        sa.Column("code", sa.String(length=10), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("other_names", sa.JSON(), nullable=False),
        sa.Column("census_population", sa.Integer(), nullable=True),
        sa.Column("latitude", sa.Float(), nullable=True),
        sa.Column("longitude", sa.Float(), nullable=True),
        sa.Column("sort_order", sa.Integer(), nullable=False),
        sa.Column("municipality_code", sa.String(length=10), nullable=False),
        sa.PrimaryKeyConstraint("code", name=op.f("pk_barangays")),
    )
    _convert(list(CATANAUAN))


def downgrade() -> None:
    _convert([(code, name) for name, code in CATANAUAN])
    op.drop_table("barangays")
