"""/admin/import with spreadsheets: CSV (BOM, semicolons, tabs), XLSX, English, the spec's and Filipino
headers; the preview shows what will be stored and every error by row and column; Import commits."""

import io

import xlsxwriter
from sqlalchemy import func, select

from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent, Person
from katutubo.people.form import DATE_FORMAT

ROWS = [
    ("Dela Cruz", "Juan", "1990-05-17", "Ajos", "0917 123 4567", "Agta", "Farmer", "a note", "5"),
    ("Reyes", "Ana", "1985-01-02", "bolo", "09181234567", "Dumagat", "Student", "", "4"),
    ("Santos", "Eli", "2000-12-31", "Tuhian", "+639191234567", "", "", "", "4"),
    ("Lopez", "Dina", "1970-07-07", "Ajos", "09201234567", "Aeta", "Vendor", "", "4"),
    ("Garcia", "Ben", "1995-03-03", "Ajos", "09211234567", "", "Wala", "", "4"),
    ("Bautista", "Carla", "17/05/1990", "Ajos", "09221234567", "", "", "", "4"),  # sheet row 7: a bad date
    ("Manalo", "Gina", "1980-01-01", "Nowhere", "12345", "", "", "", "4"),  # row 8: two errors
]
ENGLISH = [
    "Last Name",
    "First Name",
    "Date of Birth",
    "Barangay",
    "Contact Number",
    "Tribe",
    "Occupation",
    "x",
    "Household Members",
]
FILIPINO = ["Apelyido", "Pangalan", "Petsa ng kapanganakan", "Barangay", "Numero ng telepono", "Tribo",
            "Hanapbuhay", "Ignored column", "Bilang ng kasambahay"]  # fmt: skip


def csv_bytes(headers: list[str], delimiter: str = ",", bom: bool = True) -> bytes:
    lines = [delimiter.join(headers)] + [delimiter.join(row) for row in ROWS]
    return (("\ufeff" if bom else "") + "\r\n".join(lines) + "\r\n").encode()


def xlsx_bytes(headers: list[str], first_row: int = 0) -> bytes:
    out = io.BytesIO()
    book = xlsxwriter.Workbook(out, {"in_memory": True})
    sheet = book.add_worksheet()
    sheet.write_row(first_row, 0, headers)
    for index, row in enumerate(ROWS, start=first_row + 1):
        sheet.write_row(index, 0, row)
    book.close()
    return out.getvalue()


def upload(client, name: str, content: bytes) -> dict:
    r = client.post("/api/admin/imports", files={"file": (name, content)})
    assert r.status_code == 202, r.text
    job = client.get(f"/api/admin/imports/{r.json()['id']}").json()  # checked in the background
    assert job["status"] == "ready", job
    return job


def people_count() -> int:
    with get_sessionmaker()() as db:
        return db.scalar(select(func.count()).select_from(Person)) or 0


# The sample files' counts: 5 rows to create, 2 refused (in the preview and in the result).
FIVE_NEW_TWO_REFUSED = {"create": 5, "update": 0, "unchanged": 0, "rejected": 2, "skipped": 0, "likely": 0}


def check_preview(job: dict) -> None:
    assert job["counts"] == FIVE_NEW_TWO_REFUSED
    errors = [(e["row"], e["column"], e["message"]) for e in job["errors"]]
    assert errors[0][0] == 7 and errors[0][2] == DATE_FORMAT
    # its code: the app shows its own catalogue's text, in the chosen language
    assert job["errors"][0]["code"] == "people.date_format"
    assert [e[0] for e in errors] == [7, 8, 8]
    assert errors[2][2] == "Enter 11-digit PH number (09XXXXXXXXX) or +639XXXXXXXXX"
    first = job["preview"][0]
    assert first["row"] == 2 and first["action"] == "create"
    assert first["person"]["contact_number"] == "+639171234567" and first["person"]["lineage"] == "Agta"
    assert (
        job["preview"][1]["person"]["barangay"] == "Bolo" and job["preview"][1]["person"]["flags"]["student"]
    )
    assert people_count() == 0  # the preview wrote nothing


def test_csv_with_bom_commas_preview_then_import(ipmr_client):
    job = upload(ipmr_client, "people.csv", csv_bytes(ENGLISH))
    check_preview(job)
    r = ipmr_client.post(f"/api/admin/imports/{job['id']}/commit")
    assert r.status_code == 202
    done = ipmr_client.get(f"/api/admin/imports/{job['id']}").json()
    assert done["status"] == "done" and done["imported_rows"] == 7
    assert done["result"] == FIVE_NEW_TWO_REFUSED
    assert people_count() == 5
    found = ipmr_client.get("/api/people", params={"q": "juan"}).json()["items"]
    assert [(p["last_name"], p["contact_number"]) for p in found] == [("Dela Cruz", "+639171234567")]
    with get_sessionmaker()() as db:
        event = db.scalars(select(AuditEvent).where(AuditEvent.action == "people.imported")).one()
        assert event.changes["file"] == [None, "people.csv"] and event.changes["create"] == [None, 5]
    assert ipmr_client.post(f"/api/admin/imports/{job['id']}/commit").status_code == 409  # not twice


def test_semicolons_without_bom_and_filipino_headers(ipmr_client):
    check_preview(upload(ipmr_client, "mga-tao.csv", csv_bytes(FILIPINO, ";", bom=False)))
    check_preview(upload(ipmr_client, "tabs.csv", csv_bytes(ENGLISH, "\t")))


def test_xlsx(ipmr_client):
    check_preview(upload(ipmr_client, "people.xlsx", xlsx_bytes(FILIPINO)))


def test_xlsx_with_the_header_lower_down_names_the_sheets_rows(ipmr_client):
    job = upload(ipmr_client, "people.xlsx", xlsx_bytes(ENGLISH, first_row=2))  # header on row 3
    assert job["counts"] == FIVE_NEW_TWO_REFUSED
    assert [(e["row"], e["column"]) for e in job["errors"]][:2] == [(9, "Date of Birth"), (10, "Barangay")]
    assert job["preview"][0]["row"] == 4


def test_unreadable_and_wrong_files(ipmr_client):
    r = ipmr_client.post("/api/admin/imports", files={"file": ("people.pdf", b"%PDF")})
    assert r.status_code == 422 and r.json()["error"] == "Choose a JSON, CSV or XLSX file."
    r = ipmr_client.post("/api/admin/imports", files={"file": ("x.csv", b"a,b\n1,2\n")})
    job = ipmr_client.get(f"/api/admin/imports/{r.json()['id']}").json()
    assert job["status"] == "failed"
    assert (
        job["message"] == "The first row must name the columns (Last name, First name, Date of birth, ...)."
    )


def test_template_has_the_exports_full_columns(ipmr_client):
    r = ipmr_client.get("/api/admin/imports/template", params={"format": "csv"})
    assert r.status_code == 200
    header = r.content.decode("utf-8-sig").splitlines()[0]
    assert header.startswith("Last name,First name,Middle name,Date of birth,Age,")
    assert header.endswith("Father,Mother,Spouse,Siblings,Children,Municipality,Province")
