"""Import reads a household id column: the rows with the same id become one household, the row written
'Head' its head (else the id's first row), the others with their relationship to the head."""

from tests.imports.test_spreadsheet_import import upload

HEADERS = ["Last Name", "First Name", "Date of Birth", "Barangay", "Contact Number", "Household Members",
           "Household ID", "Relationship to Head"]  # fmt: skip
ROWS = [
    ("Santos", "Pedro", "1960-01-01", "Ajos", "09171234567", "3", "HH-1", "Spouse"),
    ("Santos", "Maria", "1962-01-01", "Ajos", "09171234568", "3", "HH-1", "Head"),
    ("Santos", "Lito", "1990-01-01", "Ajos", "09171234569", "3", "HH-1", "Son"),
    ("Reyes", "Rosa", "1950-01-01", "Bolo", "09171234570", "2", "HH-2", ""),
    ("Reyes", "Ben", "1975-01-01", "Bolo", "09171234571", "2", "HH-2", "Anak"),
    ("Cruz", "Ana", "1980-01-01", "Bolo", "09171234572", "1", "", ""),
]


def _csv(rows: list[tuple[str, ...]]) -> bytes:
    return ("\r\n".join(",".join(r) for r in [tuple(HEADERS), *rows]) + "\r\n").encode()


def test_rows_with_the_same_household_id_become_one_household(ipmr_client):
    job = upload(ipmr_client, "households.csv", _csv(ROWS))
    assert job["counts"]["create"] == 6 and job["errors"] == []
    assert ipmr_client.post(f"/api/admin/imports/{job['id']}/commit").status_code == 202

    listed = ipmr_client.get("/api/households").json()
    assert listed["total"] == 2 and listed["members_total"] == 5
    pages = {
        line["head"]["first_name"]: ipmr_client.get(f"/api/households/{line['id']}").json()
        for line in listed["items"]
    }
    assert [(m["person"]["first_name"], m["relationship"]) for m in pages["Maria"]["members"]] == [
        ("Maria", "head"),
        ("Pedro", "spouse"),
        ("Lito", "child"),
    ]
    assert pages["Maria"]["barangay"] == "Ajos"
    # No 'Head' written: the id's first row heads it.
    assert [(m["person"]["first_name"], m["relationship"]) for m in pages["Rosa"]["members"]] == [
        ("Rosa", "head"),
        ("Ben", "child"),
    ]
    ana = ipmr_client.get("/api/people", params={"q": "ana cruz"}).json()["items"][0]
    assert ana["household"] is None and ana["household_members"] == 1


def test_an_unknown_relationship_refuses_the_row(ipmr_client):
    job = upload(ipmr_client, "households.csv", _csv([ROWS[0][:7] + ("Kumpare",)]))
    assert job["counts"]["rejected"] == 1
    assert [(e["row"], e["column"], e["code"]) for e in job["errors"]] == [
        (2, "Relationship to Head", "imports.relationship_unknown")
    ]
    assert job["errors"][0]["message"].startswith("Unknown relationship to the head: Kumpare.")
