"""The export's "Household members" (CSV and XLSX, every field): for a person in a household, the household's
current size as its page counts it (and as the profile shows it); otherwise the typed number. On both
databases."""

import csv
import io
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tests.exports.test_export import rows_of_xlsx
from tests.households.helpers import membership_id, resident, start


def exported(client: TestClient, file_format: str) -> dict[str, Any]:
    """First name -> the "Household members" cell of the all-fields export."""
    r = client.get("/api/exports/people", params={"format": file_format, "columns": "all"})
    assert r.status_code == 200, r.text
    if file_format == "csv":
        rows: list[list[Any]] = list(csv.reader(io.StringIO(r.content.decode("utf-8-sig"))))
    else:
        rows = rows_of_xlsx(r.content)
    header = rows[0]
    first, members = header.index("First name"), header.index("Household members")
    return {row[first]: row[members] for row in rows[1:]}


@pytest.mark.parametrize("file_format", ["csv", "xlsx"])
def test_household_members_is_the_households_size(ipmr_client, file_format):
    maria = resident("Maria", "Santos", "Female", barangay="Ajos", household_members=9)
    pedro = resident("Pedro", "Santos", barangay="Bolo", household_members=9)  # another barangay, same home
    ana = resident("Ana", "Santos", "Female", born="2010-01-01", household_members=7)
    lito = resident("Lito", "Santos", barangay="Ajos", household_members=9)
    santos = start(ipmr_client, maria, (pedro, "spouse"), (ana, "child"), (lito, "child"))
    ended = ipmr_client.post(
        f"/api/households/{santos['id']}/members/{membership_id(santos, ana)}/end",
        json={"end_reason": "moved_out"},
    )
    assert ended.status_code == 200, ended.text
    assert ipmr_client.delete(f"/api/people/{lito.id}").status_code == 204  # in the Trash: not a member
    carmen = resident("Carmen", "Dela", "Female", barangay="Tuhian", household_members=4)
    trashed = start(ipmr_client, carmen)
    assert ipmr_client.delete(f"/api/households/{trashed['id']}").status_code == 204
    resident("Jose", "Cruz", barangay="Ajos", household_members=6)

    size = ipmr_client.get(f"/api/households/{santos['id']}").json()["size"]
    assert size == 2  # Maria and Pedro
    cells = exported(ipmr_client, file_format)
    as_cell = str if file_format == "csv" else int
    assert cells == {
        "Maria": as_cell(size),
        "Pedro": as_cell(size),
        "Ana": as_cell(7),  # her membership ended: the typed number
        "Carmen": as_cell(4),  # her household is in the Trash
        "Jose": as_cell(6),
    }
    for who in (maria, pedro):  # the profile (and its print) shows the same number
        assert ipmr_client.get(f"/api/people/{who.id}").json()["household_members"] == size
