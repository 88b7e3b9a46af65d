"""An 'All fields' CSV export imports back as it is, the quotes katutubo.core.csv_safety adds included."""

from tests.imports.test_spreadsheet_import import upload
from tests.people.factories import add_person


def test_a_csv_export_with_quoted_cells_imports_back_unchanged(ipmr_client):
    add_person(first_name="Ana", occupation="-Farmer-", contact_number="09171234567")
    exported = ipmr_client.get("/api/exports/people", params={"format": "csv", "columns": "all"})
    assert "'-Farmer-" in exported.text and "'+639171234567" in exported.text
    job = upload(ipmr_client, "export.csv", exported.content)
    assert job["errors"] == [] and job["counts"]["rejected"] == 0
    person = job["preview"][0]["person"]
    assert (person["occupation"], person["contact_number"]) == ("-Farmer-", "+639171234567")
