"""The students and the not attending (25 and under) sorted by birthdate, each from an index of its own
(katutubo.models.person: ix_people_students_birth, ix_people_students_youngest and
ix_people_not_attending_birth): the birthdate indexes of everyone walked most of the registry before such a
page (1.2-1.5 s at a million).

Revision ID: b7e2d4a91c06
Revises: a4c9e2f17b3d
Create Date: 2026-11-28 09:30:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "b7e2d4a91c06"
down_revision: str | None = "a4c9e2f17b3d"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# As katutubo.models.person writes them (frozen here: a migration does not follow the models).
LIVE = "deleted_at IS NULL"
STUDENTS = {"sqlite": "is_student IS 1", "postgresql": "is_student IS true"}
NOT_ATTENDING = "age IS NOT NULL AND age <= 25 AND NOT is_student"
NAMES = ["last_name_lower", "first_name_lower", "id", "deleted_at"]


def _index(name: str, birthdate: str, only: str) -> None:
    where = sa.text(f"{LIVE} AND {only}")
    op.create_index(
        name, "people", [sa.text(birthdate), *NAMES], unique=False, sqlite_where=where, postgresql_where=where
    )


def upgrade() -> None:
    dialect = op.get_bind().dialect.name
    # SQLite keeps NULL as the smallest value: its DESC is PostgreSQL's DESC NULLS LAST (ix_people_youngest).
    youngest = "date_of_birth DESC" if dialect == "sqlite" else "date_of_birth DESC NULLS LAST"
    _index("ix_people_students_birth", "date_of_birth", STUDENTS[dialect])
    _index("ix_people_students_youngest", youngest, STUDENTS[dialect])
    _index("ix_people_not_attending_birth", "date_of_birth", NOT_ATTENDING)


def downgrade() -> None:
    for name in ("ix_people_not_attending_birth", "ix_people_students_youngest", "ix_people_students_birth"):
        op.drop_index(name, table_name="people")
