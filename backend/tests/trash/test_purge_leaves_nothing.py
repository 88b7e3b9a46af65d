"""A purge leaves no value of the person behind (issue 36): not in SQLite's write-ahead log (`-wal`), whose
frames held the person's pages until overwritten, and not as the requester's name of a data-subject request
they made about themself (a request made for them by someone else keeps that someone's name)."""

from pathlib import Path

import pytest

from katutubo.backups import database
from tests.data_requests.conftest import request_payload
from tests.people.factories import add_person

PURGE = {"disposal_authority": "NAP DA 2026-07"}


def purge(client, person_id: int, last_name: str) -> None:  # type: ignore[no-untyped-def]
    assert client.delete(f"/api/people/{person_id}").status_code == 204
    purged = client.delete(f"/api/admin/trash/{person_id}", params={"last_name": last_name, **PURGE})
    assert purged.status_code == 204, purged.text


def test_a_purged_persons_name_leaves_the_write_ahead_log(ipmr_client, database_url):
    if not database.is_sqlite(database_url):
        pytest.skip("PostgreSQL keeps no log in the data folder")
    gone = add_person(first_name="Walangbakas", last_name="Zqxwalmarker")
    purge(ipmr_client, gone.id, "Zqxwalmarker")
    path = Path(database.sqlite_path(database_url))
    wal = path.with_name(path.name + "-wal")
    assert not wal.exists() or b"Zqxwalmarker" not in wal.read_bytes()
    assert b"Zqxwalmarker" not in path.read_bytes()


def test_a_request_the_person_made_about_themself_keeps_no_name_after_the_purge(ipmr_client):
    subject = add_person(first_name="Sariling", last_name="Humiling")
    other = add_person(first_name="Iba", last_name="Humiling")
    own = ipmr_client.post(
        "/api/admin/requests",
        json=request_payload(subject.id, requester_name="Sariling Humiling", relation="self"),
    )
    for_other = ipmr_client.post(
        "/api/admin/requests", json=request_payload(other.id, requester_name="Rosa Dela Cruz")
    )
    assert own.status_code == for_other.status_code == 201
    purge(ipmr_client, subject.id, "Humiling")
    after = ipmr_client.get(f"/api/admin/requests/{own.json()['id']}")
    assert after.status_code == 200
    assert (after.json()["requester_name"], after.json()["person_name"]) == (None, None)
    assert "Sariling" not in ipmr_client.get("/api/admin/requests").text
    kept = ipmr_client.get(f"/api/admin/requests/{for_other.json()['id']}").json()
    assert kept["requester_name"] == "Rosa Dela Cruz"
