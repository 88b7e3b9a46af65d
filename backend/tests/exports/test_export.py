"""Export: exactly the rows the list shows (every page), the original's columns or all fields, the file name;
IPMR and Chieftain only; audited."""

import csv
import io
import zipfile
from datetime import UTC, date, datetime

import pytest
from python_calamine import CalamineWorkbook
from sqlalchemy import select

from katutubo.core.db import get_sessionmaker
from katutubo.demo.seed import seed_demo
from katutubo.models import AuditEvent
from tests.people.factories import add_person

ORIGINAL = ["#", "Name", "Gender", "Barangay", "Birthplace", "Tribe", "Father", "Mother", "Student",
            "Non-Student", "Unemployed", "PWD"]  # fmt: skip
FILTERS = [
    {},
    {"category": "students", "q": "an"},
    {"gender": "Female", "status": "pwd", "q": "a", "sort": "age", "order": "desc"},
]


@pytest.fixture
def seeded(database_url):
    with get_sessionmaker().begin() as db:
        seed_demo(db, 700, seed=3)


def rows_of_xlsx(content: bytes) -> list[list]:
    sheet = CalamineWorkbook.from_filelike(io.BytesIO(content)).get_sheet_by_index(0)
    return sheet.to_python()


@pytest.mark.parametrize("filters", FILTERS)
def test_rows_equal_the_lists_total_in_its_order(chieftain_client, seeded, filters):
    listed = chieftain_client.get("/api/people", params={**filters, "page_size": 100}).json()
    r = chieftain_client.get("/api/exports/people", params={**filters, "format": "xlsx"})
    assert r.status_code == 200
    rows = rows_of_xlsx(r.content)
    assert rows[0] == ORIGINAL
    assert len(rows) - 1 == listed["total"] > 0
    first_page = [
        f"{p['last_name']}, {p['first_name']} {p['middle_name'] or ''}".strip() for p in listed["items"]
    ]
    assert [row[1] for row in rows[1 : len(first_page) + 1]] == first_page
    assert [row[0] for row in rows[1:4]] == [1, 2, 3]


def test_csv_all_fields_and_file_name(ipmr_client, office_clock):
    office_clock.set(datetime(2027, 3, 31, 16, 0, tzinfo=UTC))  # midnight in Manila: named for the new day
    add_person(first_name="Ñora", contact_number="09171234567", family_tree={"siblings": ["A", "B"]})
    add_person(first_name="Bata", date_of_birth="2015-01-01")
    r = ipmr_client.get(
        "/api/exports/people", params={"format": "csv", "columns": "all", "list": "chieftain"}
    )
    assert r.status_code == 200
    day = "2027-04-01"
    assert r.headers["content-disposition"] == f'attachment; filename="katutubo-chieftain-{day}.csv"'
    table = list(csv.DictReader(io.StringIO(r.content.decode("utf-8-sig"))))
    assert [row["First name"] for row in table] == ["Bata", "Ñora"]
    assert (table[1]["First name"], table[1]["Contact number"], table[1]["Siblings"]) == (
        "Ñora",
        "'+639171234567",  # katutubo.core.csv_safety: Excel shows the text +639171234567
        "A, B",
    )
    assert table[1]["Municipality"] == "Catanauan"
    r = ipmr_client.get("/api/exports/people", params={"category": "not_attending_25_below", "q": ""})
    assert r.headers["content-disposition"].endswith(f'filename="katutubo-not-attending-25-below-{day}.xlsx"')


def test_no_data_yet(ipmr_client, database_url):
    r = ipmr_client.get("/api/exports/people", params={"barangay": "Ajos"})
    assert r.status_code == 404 and r.json()["error"] == "No data to export yet."


def test_user_refused_and_export_audited(user_client, ipmr_client):
    add_person()
    assert user_client.get("/api/exports/people").status_code == 403
    assert ipmr_client.get("/api/exports/people", params={"barangay": "ajos", "q": "juan"}).status_code == 200
    with get_sessionmaker()() as db:
        event = db.scalars(select(AuditEvent).where(AuditEvent.action == "people.exported")).one()
    assert event.changes["rows"] == [None, 1]
    assert event.changes["filters"][1] == {"barangay": "Ajos", "q": "juan", "sort": "name", "order": "asc"}


def test_original_flags_say_yes_or_no_as_the_list_does(ipmr_client):
    add_person(first_name="Aral", date_of_birth="2012-05-06")  # not in school: a non-student
    r = ipmr_client.get("/api/exports/people", params={"format": "csv"})
    table = list(csv.DictReader(io.StringIO(r.content.decode("utf-8-sig"))))
    assert [(row["Student"], row["Non-Student"], row["Unemployed"], row["PWD"]) for row in table] == [
        ("No", "Yes", "No", "No")
    ]
    rows = rows_of_xlsx(ipmr_client.get("/api/exports/people", params={"format": "xlsx"}).content)
    assert rows[1][8:] == ["No", "Yes", "No", "No"]


def test_xlsx_dates_are_excel_dates(ipmr_client):
    add_person(first_name="Aral", date_of_birth="2012-05-06")
    r = ipmr_client.get("/api/exports/people", params={"format": "xlsx", "columns": "all"})
    rows = rows_of_xlsx(r.content)
    column = rows[0].index("Date of birth")
    assert rows[1][column] == date(2012, 5, 6)  # a date cell (calamine reads text as str)
    with zipfile.ZipFile(io.BytesIO(r.content)) as package:
        styles = package.read("xl/styles.xml").decode()
    assert 'formatCode="yyyy-mm-dd"' in styles
    csv_rows = ipmr_client.get("/api/exports/people", params={"format": "csv", "columns": "all"})
    table = list(csv.DictReader(io.StringIO(csv_rows.content.decode("utf-8-sig"))))
    assert table[0]["Date of birth"] == "2012-05-06"
