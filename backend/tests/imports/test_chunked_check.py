"""The check looks a chunk's rows up together (katutubo.imports.lookup): the people each new row could equal
or duplicate are read for the whole chunk in a couple of statements, not a few per row (a 10,000-row check
sent ~40,000 before, issue 23). Rows of one file alike each other are found as before: a row equal to one the
preview created is unchanged, a row like it a possible duplicate of it."""

from datetime import date
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import event

from katutubo.core.config import Settings
from katutubo.core.db import get_engine, get_sessionmaker
from katutubo.imports.candidate import Candidate
from katutubo.imports.service import PREVIEW_ROWS, Importer
from katutubo.photos.storage import get_storage
from tests.imports.test_spreadsheet_import import ENGLISH, upload
from tests.people.factories import add_person, person_payload

SURNAMES = ["Dela Cruz", "Peñaflor", "Santos", "Garcia", "Lopez", "Ramos", "Flores", "Mendoza", "Torres"]
GIVEN = ["Juan", "Maria", "Jose", "Ana", "Pedro", "Rosa", "Carlo", "Luz", "Ben", "Dina", "Eli"]
BARANGAYS = ["Ajos", "Anusan", "Tuhian", "Barangay 1", "Barangay 2"]
ROWS = 1200
CHUNK = 500
CHUNKS = 3


def row(n: int) -> Candidate:
    form = person_payload(
        last_name=SURNAMES[n % len(SURNAMES)],
        first_name=GIVEN[n % len(GIVEN)],
        middle_name=None,
        date_of_birth=date(1935 + n % 80, 1 + n % 12, 1 + n % 28).isoformat(),
        barangay=BARANGAYS[n % len(BARANGAYS)],
    )
    return Candidate(row=n + 2, ref=f"row {n + 2}", form=form)


def test_checking_1200_rows_takes_a_few_statements_a_chunk(settings: Settings) -> None:
    add_person(
        last_name="Dela Cruz",
        first_name="Juan",
        middle_name=None,
        date_of_birth="1935-01-01",
        occupation="Fisher",
    )
    add_person(last_name="Penaflor", first_name="Maria", middle_name=None, date_of_birth="1936-02-02")
    statements: list[str] = []

    def count(*args: Any) -> None:
        statements.append(args[2])

    importer = Importer(storage=get_storage(settings), find_duplicates=True)
    event.listen(get_engine(), "before_cursor_execute", count)
    try:
        with get_sessionmaker()() as db:
            report = importer.add_all(db, None, map(row, range(ROWS)), chunk=CHUNK)
            db.rollback()
    finally:
        event.remove(get_engine(), "before_cursor_execute", count)

    assert report.counts["create"] == ROWS and report.counts["likely"] >= 2
    assert report.duplicates[0]["row"] == 2 and report.duplicates[0]["name"] == "Dela Cruz, Juan"
    # the preview's people are created one by one (as before); past them, a few statements a chunk
    assert len(statements) <= 3 * PREVIEW_ROWS + 8 * CHUNKS, len(statements)


def spreadsheet(rows: list[tuple[str, str, str]]) -> bytes:
    lines = [",".join(ENGLISH)]
    lines += [f"{last},{first},{born},Ajos,09171234567,Agta,Farmer,,4" for last, first, born in rows]
    return "\r\n".join(lines).encode()


def test_rows_alike_in_one_file_are_found_as_before(ipmr_client: TestClient) -> None:
    juan = ("Dela Cruz", "Juan", "1990-05-17")
    others = [(SURNAMES[n % 9], GIVEN[n % 11], f"{1900 + 4 * n}-03-04") for n in range(2, 20)]
    ana = ("Reyes", "Ana", "1985-01-02")
    file = [juan, ("De la Cruz", "Juan", "1990-05-17"), juan, *others, ana, ana]  # rows 2, 3, 4, ..., 23, 24

    job = upload(ipmr_client, "people.csv", spreadsheet(file))

    assert job["counts"] == {
        "create": 22,
        "update": 0,
        "unchanged": 1,  # row 4: row 2 again, which the preview created
        "rejected": 0,
        "skipped": 0,
        "likely": 1,
    }
    # row 3 is like row 2; row 24 is row 23 again, but past the preview a new person is written at the
    # chunk's end, so it is new too (as before)
    found = [(d["row"], [m["name"] for m in d["matches"]]) for d in job["duplicates"]]
    assert found == [(3, ["Dela Cruz, Juan"])]
    assert [p["action"] for p in job["preview"][:3]] == ["create", "create", "unchanged"]
