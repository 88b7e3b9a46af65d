"""The household roster (CSV and XLSX) holds exactly the members the household pages show, line by line."""

import csv
import io

from python_calamine import CalamineWorkbook

from tests.households.helpers import resident, start

HEADER = ["Household ID", "Barangay PSGC Code", "Sitio/Purok", "Line Number", "Relationship to Head", "Sex",
          "Age", "Civil Status", "Education", "Occupation", "Tribe"]  # fmt: skip


def _page_rows(client, household_id: int) -> list[list[str]]:
    h = client.get(f"/api/households/{household_id}").json()
    people = {m["person"]["id"]: client.get(f"/api/people/{m['person']['id']}").json() for m in h["members"]}
    return [
        [
            str(h["id"]),
            h["barangay_code"],
            h["sitio"] or "",
            str(line),
            m["relationship"],
            people[m["person"]["id"]]["gender"] or "",
            str(people[m["person"]["id"]]["age"]),
            people[m["person"]["id"]]["civil_status"] or "",
            people[m["person"]["id"]]["education_level"] or "",
            people[m["person"]["id"]]["occupation"] or "",
            people[m["person"]["id"]]["lineage"] or "",
        ]
        for line, m in enumerate((m for m in h["members"] if m["current"]), start=1)
    ]


def test_the_roster_equals_the_household_pages(ipmr_client):
    maria = resident("Maria", "Santos", "Female", "1970-01-01", barangay="Ajos", occupation="Weaver")
    pedro = resident("Pedro", "Santos", "Male", "1968-01-01", barangay="Ajos")
    lito = resident("Lito", "Santos", "Male", "2001-01-01", barangay="Ajos", lineage="Dumagat")
    left = resident("Ana", "Cruz", "Female", "1999-01-01", barangay="Ajos")
    h1 = start(ipmr_client, maria, (pedro, "spouse"), (lito, "child"), (left, "not_related"), sitio="Purok 2")
    ended = next(m["id"] for m in h1["members"] if m["person"]["id"] == left.id)
    ipmr_client.post(f"/api/households/{h1['id']}/members/{ended}/end", json={"end_reason": "moved_out"})
    h2 = start(
        ipmr_client,
        resident("Rosa", "Reyes", "Female", "1950-01-01", barangay="Bolo"),
        (left, "other_relative"),
    )

    response = ipmr_client.get("/api/households/roster", params={"format": "csv"})
    assert response.status_code == 200
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert rows[0] == HEADER
    assert rows[1:] == _page_rows(ipmr_client, h1["id"]) + _page_rows(ipmr_client, h2["id"])
    assert [r[4] for r in rows[1:4]] == ["head", "spouse", "child"]
    assert rows[1][1] == "0405610001"

    only_bolo = ipmr_client.get("/api/households/roster", params={"format": "xlsx", "barangay": "Bolo"})
    sheet = CalamineWorkbook.from_filelike(io.BytesIO(only_bolo.content)).get_sheet_by_index(0).to_python()
    assert sheet[0] == HEADER
    assert [
        [str(int(c)) if isinstance(c, float) else str(c) for c in row] for row in sheet[1:]
    ] == _page_rows(ipmr_client, h2["id"])
