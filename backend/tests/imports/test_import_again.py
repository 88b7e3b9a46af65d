"""Importing a spreadsheet again: rows equal to someone already stored are left alone (unchanged); rows that
may already be in the registry are left out by default, or imported, or left out one by one; the report of
errors downloads as CSV with the bad value and the person's name."""

import csv
import io
from types import SimpleNamespace

from katutubo.people.names import list_name
from tests.imports.test_spreadsheet_import import ENGLISH, ROWS, csv_bytes, people_count, upload

VALID = ROWS[:5]
NONE = {"create": 0, "update": 0, "unchanged": 0, "rejected": 0, "skipped": 0, "likely": 0}


def file_of(rows) -> bytes:
    lines = [",".join(ENGLISH)] + [",".join(row) for row in rows]
    return ("\r\n".join(lines) + "\r\n").encode()


def imported(client, content: bytes, choice: dict | None = None) -> dict:
    job = upload(client, "people.csv", content)
    r = client.post(f"/api/admin/imports/{job['id']}/commit", json=choice)
    assert r.status_code == 202, r.text
    return client.get(f"/api/admin/imports/{job['id']}").json()


def test_the_same_csv_twice_adds_nobody_twice(ipmr_client):
    first = imported(ipmr_client, file_of(VALID))
    assert first["result"] == {**NONE, "create": 5}
    again = upload(ipmr_client, "people.csv", file_of(VALID))
    assert again["counts"] == {**NONE, "unchanged": 5}
    assert again["duplicates"] == []
    ipmr_client.post(f"/api/admin/imports/{again['id']}/commit")
    done = ipmr_client.get(f"/api/admin/imports/{again['id']}").json()
    assert done["result"] == {**NONE, "unchanged": 5}
    assert people_count() == 5


def changed(row: tuple[str, ...]) -> tuple[str, ...]:
    return (*row[:6], "Fisher", *row[7:])  # another occupation: not equal, likely the same person


def test_likely_duplicates_are_left_out_by_default(ipmr_client):
    imported(ipmr_client, file_of(VALID[:2]))
    job = upload(ipmr_client, "people.csv", file_of([changed(VALID[0]), *VALID[1:]]))
    assert job["counts"] == {**NONE, "create": 4, "unchanged": 1, "likely": 1}
    assert [(d["row"], d["name"]) for d in job["duplicates"]] == [(2, "Dela Cruz, Juan")]
    ipmr_client.post(f"/api/admin/imports/{job['id']}/commit")
    done = ipmr_client.get(f"/api/admin/imports/{job['id']}").json()
    assert done["result"] == {**NONE, "create": 3, "unchanged": 1, "skipped": 1}
    assert people_count() == 5


def test_likely_duplicates_imported_or_chosen_row_by_row(ipmr_client):
    imported(ipmr_client, file_of(VALID[:2]))
    kept = imported(ipmr_client, file_of([changed(VALID[0])]), {"skip_likely": False})
    assert kept["result"] == {**NONE, "create": 1}
    assert people_count() == 3
    chosen = imported(
        ipmr_client, file_of([changed(VALID[1]), *VALID[2:]]), {"skip_likely": False, "skip_rows": [2, 4]}
    )
    assert chosen["result"] == {**NONE, "create": 2, "skipped": 2}
    assert people_count() == 5


def test_report_downloads_errors_with_the_bad_value_and_the_name(ipmr_client):
    job = upload(ipmr_client, "people.csv", csv_bytes(ENGLISH))
    assert [(e["row"], e["value"], e["name"]) for e in job["errors"]] == [
        (7, "17/05/1990", "Bautista, Carla"),
        (8, "Nowhere", "Manalo, Gina"),
        (8, "12345", "Manalo, Gina"),
    ]
    r = ipmr_client.get(f"/api/admin/imports/{job['id']}/report")
    assert r.status_code == 200 and r.headers["content-type"] == "text/csv; charset=utf-8"
    assert (
        r.headers["content-disposition"] == f'attachment; filename="katutubo-import-{job["id"]}-report.csv"'
    )
    table = list(csv.reader(io.StringIO(r.content.decode("utf-8-sig"))))
    assert table[0] == ["Row", "Name", "Column", "Value", "Problem", "Kind"]
    assert table[1][:4] == ["row 7", "Bautista, Carla", "Date of Birth", "17/05/1990"]
    assert table[3][:4] + table[3][5:] == ["row 8", "Manalo, Gina", "Contact Number", "12345", "Error"]
    filipino = ipmr_client.get(f"/api/admin/imports/{job['id']}/report", params={"lang": "fil"})
    assert filipino.content.decode("utf-8-sig").splitlines()[0] == "Hanay,Pangalan,Kolum,Halaga,Problema,Uri"


def test_the_reports_name_is_the_list_name_with_or_without_a_middle_name(ipmr_client):
    headers = ["Last Name", "First Name", "Middle Name", "Date of Birth", "Barangay"]
    rows = [
        ("Bautista", "Carla", "Reyes", "17/05/1990", "Ajos"),
        ("Manalo", "Gina", "", "31/01/1980", "Ajos"),
    ]
    job = upload(
        ipmr_client, "people.csv", ("\r\n".join(",".join(r) for r in [headers, *rows]) + "\r\n").encode()
    )
    report = ipmr_client.get(f"/api/admin/imports/{job['id']}/report")
    table = list(csv.reader(io.StringIO(report.content.decode("utf-8-sig"))))[1:]
    names = list(dict.fromkeys(row[1] for row in table))  # each row's name, once per reason
    listed = [
        list_name(SimpleNamespace(first_name=f, middle_name=m, last_name=last)) for last, f, m, *_ in rows
    ]
    assert names == listed == ["Bautista, Carla Reyes", "Manalo, Gina"]
