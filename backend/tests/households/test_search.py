"""The household list's search: a current member's name (through the master list's search index, accents
ignored), the sitio or the address; a member whose record is in the Trash finds nothing."""

from tests.households.helpers import resident, start


def _found(client, q: str, **params) -> list[int]:
    response = client.get("/api/households", params={"q": q, **params})
    assert response.status_code == 200, response.text
    return [h["id"] for h in response.json()["items"]]


def test_households_are_found_by_a_members_name_or_their_place(ipmr_client):
    maria = resident("María", "Villafuerte", "Female", barangay="Ajos")
    pedro = resident("Pedro", "Villafuerte", barangay="Ajos")
    ajos = start(ipmr_client, maria, (pedro, "spouse"))
    rosa = resident("Rosa", "Reyes", "Female", barangay="Bolo")
    bolo = start(ipmr_client, rosa, sitio="Purok Mabini", address="Near the chapel")
    ana = resident("Ana", "Dagohoy", "Female", barangay="Bolo")
    tomas = resident("Tomas", "Dagohoy", barangay="Bolo", born="2010-05-05")
    third = start(ipmr_client, ana, (tomas, "child"))

    assert _found(ipmr_client, "villafuerte") == [ajos["id"]]
    assert _found(ipmr_client, "maria villafuerte") == [ajos["id"]]  # the accent ignored
    assert _found(ipmr_client, "villafuerte", barangay="Bolo") == []
    in_ajos = ipmr_client.get("/api/households", params={"q": "villafuerte", "barangay": "Ajos"}).json()
    assert ([h["id"] for h in in_ajos["items"]], in_ajos["total"], in_ajos["members_total"]) == (
        [ajos["id"]],
        1,
        2,
    )
    assert (
        _found(ipmr_client, "dagohoy mabini", barangay="Bolo") == []
    )  # every word in one member or the place
    assert _found(ipmr_client, "mabini") == [bolo["id"]]
    assert _found(ipmr_client, "chapel") == [bolo["id"]]
    assert _found(ipmr_client, "tomas dagohoy") == [third["id"]]
    assert _found(ipmr_client, "nobody") == []

    def bolo_totals() -> tuple[int, int]:
        listed = ipmr_client.get("/api/households", params={"barangay": "Bolo"}).json()
        return listed["total"], listed["members_total"]

    assert bolo_totals() == (2, 3)
    assert ipmr_client.delete(f"/api/people/{tomas.id}").status_code == 204
    assert bolo_totals() == (2, 2)  # a member whose record is in the Trash is not counted
    assert _found(ipmr_client, "tomas dagohoy") == []
    assert _found(ipmr_client, "ana dagohoy") == [third["id"]]
