"""Files that would exhaust the server's memory or jam the check end the job as failed, with a message the
clerk can act on, without the memory the file asks for; a record repeated in a file is refused naming both
rows. The memory is measured with tracemalloc (what Python allocated at its peak while the file was
uploaded and checked), not timed."""

import tracemalloc

import pytest

from katutubo.imports import spreadsheet
from tests.imports.hostile_files import (
    empty_objects,
    nested_json,
    people_with_ids,
    person_row,
    shared_strings_bomb,
    workbook,
)

MB = 1024 * 1024
AGAIN = "open the file in Excel or LibreOffice, save it again and upload that."
CELL_PAST_XFD = "Cell {cell} is past column XFD, the last one a spreadsheet may have: " + AGAIN
ROW_PAST_LIMIT = "Row {row} is past row 1048576, the last one a spreadsheet may have: " + AGAIN
TOO_LARGE_UNPACKED = (
    "The spreadsheet is too large once unpacked: split it into smaller files and import them one by one."
)
NOT_XLSX = (
    "The file is not an XLSX workbook: open it in Excel or LibreOffice, save it as an Excel Workbook (.xlsx) "
    "and upload that."
)
TOO_DEEP = (
    "The JSON file is nested deeper than a people export is (32 levels at most): "
    "export the people collection again and upload that file."
)
TOO_MANY_ROWS = "The file has more than 1048576 rows: split it into smaller files and import them one by one."
ALL_REFUSED = (
    "None of the first 10000 rows could be imported: check that this is the right file and that its columns "
    "are named as in the template; the reasons of the first rows are listed."
)
CHECK_FAILED = (
    "The file could not be checked because of an error on the server: save the file again from the program "
    "that made it and upload it once more; if that fails too, tell the registry's administrator."
)


def checked(client, name: str, content: bytes) -> tuple[dict, float]:
    """The job once checked (the check runs before the test client's answer), and the peak MB allocated."""
    tracemalloc.start()
    try:
        r = client.post("/api/admin/imports", files={"file": (name, content)})
        peak = tracemalloc.get_traced_memory()[1] / MB
    finally:
        tracemalloc.stop()
    assert r.status_code == 202, r.text
    return client.get(f"/api/admin/imports/{r.json()['id']}").json(), peak


def assert_failed(job: dict, message: str) -> None:
    assert (job["status"], job["message"]) == ("failed", message)
    assert job["message_code"], message  # the app shows it in the clerk's language
    assert job["counts"] == {
        "create": 0,
        "update": 0,
        "unchanged": 0,
        "rejected": 0,
        "skipped": 0,
        "likely": 0,
    }


@pytest.mark.parametrize(
    ("cell", "shown"),
    [("ZZZZZZ", "ZZZZZZ2"), ("ZZZZZZZZZZ", "ZZZZZZZZZZ2"), ("XFE", "XFE2")],
)
def test_a_cell_past_column_xfd(ipmr_client, cell, shown):
    """A 1.5 KB workbook with a cell at ZZZZZZ asked for a row 321 million cells wide (5.3 GB)."""
    job, peak = checked(ipmr_client, "people.xlsx", workbook(person_row(2, cell)))
    assert_failed(job, CELL_PAST_XFD.format(cell=shown))
    assert (job["message_code"], job["message_params"]) == ("imports.cell_past_xfd", {"cell": shown})
    assert peak < 20


def test_the_last_column_and_row_are_read(ipmr_client):
    rows = person_row(2, "XFD") + person_row(1048576)
    job, _peak = checked(ipmr_client, "people.xlsx", workbook(rows))
    assert job["status"] == "ready" and job["total_rows"] == 2


def test_a_row_past_the_last_one(ipmr_client):
    job, _peak = checked(ipmr_client, "people.xlsx", workbook(person_row(1048577)))
    assert_failed(job, ROW_PAST_LIMIT.format(row=1048577))
    job, _peak = checked(ipmr_client, "people.xlsx", workbook(person_row(99999999999999999999)))
    assert_failed(job, ROW_PAST_LIMIT.format(row=99999999999999999999))


def test_shared_strings_past_the_ceiling(ipmr_client, monkeypatch):
    """The shared strings of a 7.8 MB file expanded to 1 GiB (7.2 GB of memory); here the ceiling is lowered
    to 1 MB and 40 KB of file expands to 4 MB of strings."""
    monkeypatch.setattr("katutubo.imports.shared_strings.SHARED_STRINGS_CEILING", MB)
    bomb = shared_strings_bomb(strings=4000, length=1000)
    assert len(bomb) < 50_000
    job, peak = checked(ipmr_client, "people.xlsx", bomb)
    assert_failed(job, TOO_LARGE_UNPACKED)
    assert peak < 8


def test_shared_strings_under_the_ceiling_are_read(ipmr_client, monkeypatch):
    monkeypatch.setattr("katutubo.imports.shared_strings.SHARED_STRINGS_CEILING", MB)
    job, _peak = checked(ipmr_client, "people.xlsx", shared_strings_bomb(strings=100, length=1000))
    assert job["status"] == "ready" and job["total_rows"] == 1


def test_a_sheet_unpacking_to_more_than_its_share_of_the_file(ipmr_client, monkeypatch):
    """Any part is counted as it is decompressed: past 100 times the file (the floor lowered to 1 MB)."""
    monkeypatch.setattr("katutubo.imports.unpacked.UNPACK_FLOOR", MB)
    bomb = workbook(person_row(2), padding=3 * MB)
    assert 100 * len(bomb) < MB
    job, peak = checked(ipmr_client, "people.xlsx", bomb)
    assert_failed(job, TOO_LARGE_UNPACKED)
    assert peak < 20


def test_a_file_named_xlsx_that_is_not_a_workbook(ipmr_client):
    job, _peak = checked(ipmr_client, "people.xlsx", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1 an old .xls")
    assert_failed(job, NOT_XLSX)
    job, _peak = checked(ipmr_client, "people.xlsx", b"Last name,First name\nDela Cruz,Juan\n")
    assert_failed(job, NOT_XLSX)


def test_json_nested_100000_deep(ipmr_client):
    job, _peak = checked(ipmr_client, "people.json", nested_json(100_000))
    assert_failed(job, TOO_DEEP)


def test_json_of_many_empty_objects(ipmr_client, monkeypatch):
    """48 MB of `{}` took 2.9 GB when parsed whole; read a record at a time, 300,000 of them (0.9 MB) take
    what one chunk of rows does, and past the row limit (lowered to 2,000) the file is refused."""
    monkeypatch.setattr("katutubo.imports.bounds.MAX_ROWS", 2000)
    job, peak = checked(ipmr_client, "people.json", empty_objects(300_000))
    assert_failed(job, TOO_MANY_ROWS)
    assert peak < 12


def test_a_file_of_rows_none_of_which_can_be_imported(ipmr_client, monkeypatch):
    """A million junk records took ten minutes of the server's time to refuse one by one: once the first
    10,000 (lowered to 1,000) are all refused, the check stops, with the reasons of the first."""
    monkeypatch.setattr("katutubo.imports.jobs.ALL_REFUSED_ROWS", 1000)
    job, _peak = checked(ipmr_client, "people.json", empty_objects(5000))
    assert (job["status"], job["message"], job["checked_rows"]) == ("failed", ALL_REFUSED, 1000)
    assert job["errors"][0] == {
        "row": 1,
        "ref": "#1",
        "column": "lastName",
        "message": "Last name is required.",
        "code": "people.required.last_name",
        "params": {},
        "value": None,
        "name": None,
    }


def test_an_unexpected_error_ends_the_check(ipmr_client, monkeypatch):
    """Not "checking" forever (and Commit 409): failed, with what to do."""

    def broken(_path):
        raise RuntimeError("a bug")

    monkeypatch.setattr(spreadsheet, "candidates", broken)
    job, _peak = checked(ipmr_client, "people.csv", b"Last name,First name\nDela Cruz,Juan\n")
    assert_failed(job, CHECK_FAILED)


def test_a_repeated_id_is_refused_naming_both_rows(ipmr_client):
    job, _peak = checked(
        ipmr_client, "people.json", people_with_ids(["abc123", "def456", "abc123", "abc123"])
    )
    assert job["status"] == "ready"
    assert job["counts"] == {
        "create": 2,
        "update": 0,
        "unchanged": 0,
        "rejected": 2,
        "skipped": 0,
        "likely": 1,  # Juan 1 may be Juan 0: imported all the same when the clerk says so
    }
    assert [(e["row"], e["ref"], e["column"], e["message"]) for e in job["errors"]] == [
        (3, "abc123", "id", "Rows 1 and 3 have the same id abc123."),
        (4, "abc123", "id", "Rows 1 and 4 have the same id abc123."),
    ]
    assert job["errors"][0]["code"] == "imports.same_id"
    assert job["errors"][0]["params"] == {"first": "1", "row": "3", "id": "abc123"}
    commit = ipmr_client.post(f"/api/admin/imports/{job['id']}/commit", json={"skip_likely": False})
    assert commit.status_code == 202
    done = ipmr_client.get(f"/api/admin/imports/{job['id']}").json()
    assert done["result"] == {
        "create": 2,
        "update": 0,
        "unchanged": 0,
        "rejected": 2,
        "skipped": 0,
        "likely": 0,
    }
    people = ipmr_client.get("/api/people", params={"q": "dela cruz"}).json()["items"]
    assert sorted(p["first_name"] for p in people) == ["Juan 0", "Juan 1"]
