"""Migration c2b5e8a0d1f4 on both databases: the barangay names a registry stored become their PSGC codes
(people, the tally, barangay photos), the barangays table is filled, and a downgrade gives the names back."""

import pytest
from sqlalchemy import text
from sqlalchemy.orm import Session

from katutubo.core.db import make_engine
from katutubo.core.migrate import downgrade, upgrade
from katutubo.people.schemas import PersonCreate
from katutubo.people.service import create_person
from tests.conftest import DATABASES, drop_pg_database, new_pg_database
from tests.people.factories import person_payload

BEFORE = "34af08b6ee2f"
SAN_JOSE, AJOS = "0405610034", "0405610001"


def _tally(conn) -> dict[str, int]:  # type: ignore[no-untyped-def]
    rows = conn.execute(text("SELECT barangay, SUM(people) FROM people_tally GROUP BY barangay")).all()
    return {barangay: int(total) for barangay, total in rows if total}


@pytest.mark.parametrize("kind", DATABASES)
def test_names_become_codes_and_back(kind: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    url = f"sqlite:///{tmp_path / 'm.sqlite3'}" if kind == "sqlite" else new_pg_database()
    engine = make_engine(url)
    try:
        # People written by today's code (every column of the head's schema), then the registry taken back to
        # before the migration: it holds them by name, as a registry of that time did.
        upgrade(url)
        with Session(engine) as db, db.begin():
            for barangay in ("San Jose Anyao", "San Jose Anyao", "Ajos"):
                create_person(db, PersonCreate.model_validate(person_payload(barangay=barangay)), None, None)
        downgrade(url, BEFORE)
        with engine.begin() as conn:
            stored = conn.execute(text("SELECT barangay FROM people ORDER BY id")).scalars().all()
            assert stored == ["San Jose Anyao", "San Jose Anyao", "Ajos"]
            conn.execute(
                text(
                    "INSERT INTO barangay_photos (name, photo_key, version, updated_at) "
                    "VALUES ('Ajos', 'barangay_photos/ajos.webp', 1, CURRENT_TIMESTAMP)"
                )
            )
            assert _tally(conn) == {"San Jose Anyao": 2, "Ajos": 1}

        upgrade(url)
        with engine.connect() as conn:
            stored = conn.execute(text("SELECT barangay FROM people ORDER BY id")).scalars().all()
            assert stored == [SAN_JOSE, SAN_JOSE, AJOS]
            assert _tally(conn) == {SAN_JOSE: 2, AJOS: 1}
            assert conn.execute(text("SELECT name FROM barangay_photos")).scalar_one() == AJOS
            assert conn.execute(text("SELECT count(*) FROM barangays")).scalar_one() == 46
            assert conn.execute(
                text("SELECT name, census_population, sort_order FROM barangays WHERE code = :c"),
                {"c": SAN_JOSE},
            ).one() == ("San Jose Anyao", 1459, 35)

        downgrade(url, BEFORE)
        with engine.connect() as conn:
            stored = conn.execute(text("SELECT barangay FROM people ORDER BY id")).scalars().all()
            assert stored == ["San Jose Anyao", "San Jose Anyao", "Ajos"]
            assert _tally(conn) == {"San Jose Anyao": 2, "Ajos": 1}
            assert conn.execute(text("SELECT name FROM barangay_photos")).scalar_one() == "Ajos"
    finally:
        engine.dispose()
        if kind != "sqlite":
            drop_pg_database(url)
