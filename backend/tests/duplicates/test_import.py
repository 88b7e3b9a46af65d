"""An import's check reports the new rows that are likely already in the registry (never refused)."""

from fastapi.testclient import TestClient

from tests.imports.test_spreadsheet_import import ENGLISH, csv_bytes, upload
from tests.people.factories import add_person


def test_the_preview_lists_rows_already_in_the_registry(ipmr_client: TestClient) -> None:
    juan = add_person(first_name="Juan", last_name="De la Cruz", date_of_birth="1990-05-17", barangay="Ajos")

    job = upload(ipmr_client, "people.csv", csv_bytes(ENGLISH))

    assert job["counts"]["create"] == 5  # still imported: a possible duplicate is shown, never refused
    assert job["duplicates"] == [
        {
            "row": 2,
            "ref": "row 2",
            "name": "Dela Cruz, Juan",
            "matches": [
                {
                    "id": juan.id,
                    "name": "De la Cruz, Juan Santos",
                    "score": job["duplicates"][0]["matches"][0]["score"],
                }
            ],
        }
    ]
    assert job["duplicates"][0]["matches"][0]["score"] >= 0.8


def test_no_duplicates_in_an_empty_registry(ipmr_client: TestClient) -> None:
    assert upload(ipmr_client, "people.csv", csv_bytes(ENGLISH))["duplicates"] == []
