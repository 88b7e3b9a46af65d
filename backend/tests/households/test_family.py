"""Households drawn from the family graph: a profile's candidates for "Start a household", and the
suggestions an IPMR accepts one by one or in bulk."""

from tests.households.helpers import resident, start
from tests.kinship.helpers import link


def test_family_candidates_are_the_linked_spouse_and_children_in_no_household(ipmr_client):
    pedro = resident("Pedro", "Santos", "Male", "1960-01-01")
    maria = resident("Maria", "Santos", "Female", "1962-01-01")
    lito = resident("Lito", "Santos", "Male", "1990-01-01")
    nena = resident("Nena", "Santos", "Female", "1985-01-01")
    gone = resident("Ben", "Santos", "Male", "1988-01-01")
    link(ipmr_client, pedro, spouse_ids=[maria.id], children_ids=[lito.id, nena.id, gone.id])
    start(ipmr_client, resident("Rosa", "Reyes", "Female"), (gone, "not_related"))

    body = ipmr_client.get(f"/api/people/{pedro.id}/household-candidates").json()

    assert body["household_id"] is None
    assert [(c["id"], c["relationship"]) for c in body["candidates"]] == [
        (maria.id, "spouse"),
        (nena.id, "child"),
        (lito.id, "child"),
    ]
    h = start(ipmr_client, pedro, *((p, "child") for p in (nena, lito)))
    after = ipmr_client.get(f"/api/people/{pedro.id}/household-candidates").json()
    assert after["household_id"] == h["id"]
    assert [c["id"] for c in after["candidates"]] == [maria.id]


def test_suggestions_group_couples_and_children_and_are_accepted(ipmr_client):
    pedro = resident("Pedro", "Santos", "Male", "1960-01-01", barangay="Ajos")
    maria = resident("Maria", "Santos", "Female", "1962-01-01", barangay="Ajos")
    lito = resident("Lito", "Santos", "Male", "1990-01-01", barangay="Ajos")
    ana = resident("Ana", "Santos", "Female", "1991-01-01", barangay="Ajos")
    baby = resident("Bea", "Santos", "Female", "2020-01-01", barangay="Ajos")
    widow = resident("Lola", "Cruz", "Female", "1940-01-01", barangay="Ajos")
    son = resident("Jun", "Cruz", "Male", "1975-01-01", barangay="Ajos")
    away = resident("Tess", "Cruz", "Female", "1978-01-01", barangay="Bolo")
    link(ipmr_client, pedro, spouse_ids=[maria.id], children_ids=[lito.id])
    link(ipmr_client, lito, spouse_ids=[ana.id], children_ids=[baby.id])  # a married son heads his own
    link(ipmr_client, widow, children_ids=[son.id, away.id])  # a daughter of another barangay stays out

    listed = ipmr_client.get("/api/households/suggestions", params={"barangay": "Ajos"})
    assert listed.status_code == 200, listed.text
    items = listed.json()["items"]
    shown = {i["head"]["id"]: [(m["person"]["id"], m["relationship"]) for m in i["members"]] for i in items}
    assert shown == {
        widow.id: [(son.id, "child")],
        lito.id: [(ana.id, "spouse"), (baby.id, "child")],
        pedro.id: [(maria.id, "spouse")],
    }
    assert listed.json()["total"] == 3

    keys = [i["key"] for i in items]
    accepted = ipmr_client.post("/api/households/suggestions/accept", json={"keys": keys[:1]})
    assert accepted.status_code == 200 and accepted.json()["created"] == 1
    # A suggestion someone joined a household since is reported; the others are made.
    start(ipmr_client, resident("Rosa", "Reyes", "Female", barangay="Ajos"), (maria, "other_relative"))
    bulk = ipmr_client.post("/api/households/suggestions/accept", json={"keys": keys[1:]}).json()
    assert bulk["created"] == 1
    refused = [r for r in bulk["results"] if r["household_id"] is None]
    assert [(r["code"], r["error"]) for r in refused] == [
        ("households.already_in", "Maria Santos is already in the household of Rosa Reyes (Ajos).")
    ]
    assert ipmr_client.get("/api/households/suggestions", params={"barangay": "Ajos"}).json()["total"] == 0
    assert ipmr_client.get(f"/api/people/{baby.id}").json()["household"]["head_name"] == "Lito Santos"
