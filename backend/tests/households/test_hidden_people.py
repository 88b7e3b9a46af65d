"""What the households show of people a reader may not see: a head or member in the Trash is not there at all
(a household whose head is in the Trash has no current head, for everyone); a head or member outside an
encoder's barangays is counted, never named; and the list's search finds a household only by the members
the reader may read."""

from typing import Any

from fastapi.testclient import TestClient

from tests.factories import prime_csrf
from tests.households.helpers import resident, start


def _encoder(app, users, barangays: list[str]) -> TestClient:  # type: ignore[no-untyped-def]
    client = TestClient(app)
    client.__enter__()
    prime_csrf(client)
    users.sign_in(client, users.create(role="encoder", barangays=barangays))
    return client


def _listed(client: TestClient, **params: Any) -> dict[int, dict[str, Any]]:
    response = client.get("/api/households", params=params)
    assert response.status_code == 200, response.text
    return {h["id"]: h for h in response.json()["items"]}


def _found(client: TestClient, q: str, **params: Any) -> list[int]:
    return list(_listed(client, q=q, **params))


def test_a_household_whose_head_is_in_the_trash_has_no_current_head(app, users, ipmr_client):
    marisol = resident("Marisol", "Dimaguiba", "Female", barangay="Ajos", lineage="Manobo")
    pedro = resident("Pedro", "Lacson", barangay="Ajos")
    h = start(ipmr_client, marisol, (pedro, "spouse"), sitio="Purok Uno")
    assert ipmr_client.delete(f"/api/people/{marisol.id}").status_code == 204
    encoder = _encoder(app, users, ["Ajos"])
    try:
        for client in (ipmr_client, encoder):
            listed = client.get("/api/households")
            line = _listed(client)[h["id"]]
            assert (line["head"], line["head_outside"], line["size"]) == (None, False, 1)
            assert "Dimaguiba" not in listed.text and "Marisol" not in listed.text
            # The household found by its place or a live member's name (the move dialog's suggestions).
            for q in ("Purok Uno", "Lacson"):
                found = client.get("/api/households", params={"q": q})
                assert [(i["id"], i["head"]) for i in found.json()["items"]] == [(h["id"], None)]
                assert "Dimaguiba" not in found.text
            page = client.get(f"/api/households/{h['id']}")
            assert page.status_code == 200
            shown = page.json()
            assert (shown["head"], shown["head_outside"], shown["size"], shown["hidden_members"]) == (
                None,
                False,
                1,
                0,
            )
            assert [m["person"]["id"] for m in shown["members"]] == [pedro.id]
            assert "Dimaguiba" not in page.text
    finally:
        encoder.__exit__(None, None, None)

    # Pedro's household named by its number, not by the head in the Trash.
    other = start(ipmr_client, resident("Rosa", "Reyes", "Female", barangay="Bolo"))
    refused = ipmr_client.post(
        f"/api/households/{other['id']}/members", json={"person_id": pedro.id, "relationship": "spouse"}
    )
    assert refused.status_code == 409
    assert refused.json()["error"] == f"Pedro Lacson is already in the household of #{h['id']} (Ajos)."


def test_a_head_outside_an_encoders_barangays_is_counted_never_named(app, users, ipmr_client):
    rosa = resident("Rosa", "Magbanua", "Female", barangay="Bolo")  # heads an Ajos household from Bolo
    lito = resident("Lito", "Dimasalang", barangay="Ajos")
    h = start(ipmr_client, rosa, (lito, "child"), barangay="Ajos")
    encoder = _encoder(app, users, ["Ajos"])
    try:
        listed = encoder.get("/api/households")
        line = _listed(encoder)[h["id"]]
        assert (line["head"], line["head_outside"], line["size"]) == (None, True, 2)
        page = encoder.get(f"/api/households/{h['id']}")
        shown = page.json()
        assert (shown["head"], shown["head_outside"], shown["size"], shown["hidden_members"]) == (
            None,
            True,
            2,
            1,
        )
        assert [m["person"]["id"] for m in shown["members"]] == [lito.id]
        for answer in (listed, page):
            assert "Magbanua" not in answer.text and "Rosa" not in answer.text
    finally:
        encoder.__exit__(None, None, None)
    line = _listed(ipmr_client)[h["id"]]
    assert (line["head"]["id"], line["head_outside"]) == (rosa.id, False)


def test_the_search_finds_a_household_only_by_the_members_the_reader_may_read(app, users, ipmr_client):
    ana = resident("Ana", "Dagohoy", "Female", barangay="Ajos")
    hidden = resident("Bernardo", "Secretname", barangay="Bolo")  # lives in Ajos, recorded in Bolo
    gone = resident("Carlos", "Trashperson", barangay="Ajos", born="2005-01-01")
    h = start(ipmr_client, ana, (hidden, "spouse"), (gone, "child"))
    assert ipmr_client.delete(f"/api/people/{gone.id}").status_code == 204
    encoder = _encoder(app, users, ["Ajos"])
    try:
        assert _found(encoder, "Dagohoy") == [h["id"]]
        for q in ("Secretname", "Bernardo Secretname", "secr"):
            assert _found(encoder, q) == []
            assert _found(encoder, q, barangay="Ajos") == []
        listed = encoder.get("/api/households", params={"q": "Secretname"}).json()
        assert (listed["total"], listed["members_total"]) == (0, 0)
        assert _found(encoder, "Trashperson") == []
    finally:
        encoder.__exit__(None, None, None)
    assert _found(ipmr_client, "Secretname") == [h["id"]]
    assert _found(ipmr_client, "secr", barangay="Ajos") == [h["id"]]
    assert _found(ipmr_client, "Trashperson") == []
    assert _found(ipmr_client, "Carlos Trashperson", barangay="Ajos") == []
