"""An encoder reads the households of their barangays only, without the members of other barangays, and
writes none (households are the IPMR's to write)."""

from fastapi.testclient import TestClient

from tests.factories import prime_csrf
from tests.households.helpers import resident, start


def test_an_encoder_reads_their_barangays_households_and_writes_none(app, users, ipmr_client):
    maria = resident("Maria", "Santos", "Female", barangay="Ajos")
    pedro = resident("Pedro", "Santos", barangay="Bolo")  # lives in Ajos's household, recorded in Bolo
    ajos = start(ipmr_client, maria, (pedro, "spouse"))
    bolo = start(ipmr_client, resident("Rosa", "Reyes", "Female", barangay="Bolo"))
    with TestClient(app) as encoder:
        prime_csrf(encoder)
        users.sign_in(encoder, users.create(role="encoder", barangays=["Ajos"]))

        page = encoder.get(f"/api/households/{ajos['id']}").json()
        assert [m["person"]["id"] for m in page["members"]] == [maria.id]
        assert (page["size"], page["hidden_members"]) == (2, 1)
        assert encoder.get(f"/api/households/{bolo['id']}").status_code == 404
        assert encoder.get(f"/api/households/{bolo['id']}").json()["error"] == "Household not found."
        assert [h["id"] for h in encoder.get("/api/households").json()["items"]] == [ajos["id"]]
        history = encoder.get(f"/api/households/{ajos['id']}/history").json()
        assert [e["changes"].get("member") for e in history if e["action"] == "household.member_added"] == [
            [None, None],  # Pedro, of Bolo: left out
            [None, "Santos, Maria"],
        ]
        refused = encoder.put(f"/api/households/{ajos['id']}", json={"sitio": "Purok 9"})
        assert refused.status_code == 403
    assert ipmr_client.get(f"/api/households/{ajos['id']}").json()["sitio"] is None
