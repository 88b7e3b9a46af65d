"""An encoder's family trees, relative pickers, possible duplicates and History: people of their barangays
as everyone sees them; a relative of another barangay as a typed name only (no id, no barangay, nothing of
their record); anyone else of another barangay not at all."""

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from katutubo.models import Person
from tests.factories import UserFactory, prime_csrf
from tests.kinship.helpers import link, person, relatives


@pytest.fixture
def encoder_client(app, users: UserFactory) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    """An encoder of Ajos."""
    with TestClient(app) as c:
        prime_csrf(c)
        users.sign_in(c, users.create(role="encoder", barangays=["Ajos"]))
        yield c


def typed(name: str) -> dict[str, Any]:
    return {"id": None, "name": name, "half": False}


@pytest.fixture
def family(ipmr_client: TestClient) -> dict[str, Person]:
    """Juan (Ajos): his father Pedro (Bolo), whose own father Lolo is of Ajos; his wife Ana (Bolo); his
    brother Jose (Anusan) through Pedro; his son Carlo (Ajos)."""
    lolo = person("Lolo", "Cruz", "Male", "1920-01-01", barangay="Ajos", lineage="Aeta")
    pedro = person("Pedro", "Cruz", "Male", "1945-01-01", barangay="Bolo", lineage="Aeta")
    juan = person("Juan", "Cruz", "Male", "1970-01-01", barangay="Ajos", lineage="Aeta")
    ana = person("Ana", "Reyes", "Female", "1972-01-01", barangay="Bolo", lineage="aeta")
    jose = person("Jose", "Cruz", "Male", "1975-01-01", barangay="Anusan")
    carlo = person("Carlo", "Cruz", "Male", "1995-01-01", barangay="Ajos", lineage="Aeta")
    link(ipmr_client, pedro, father_id=lolo.id)
    link(ipmr_client, juan, father_id=pedro.id, spouse_ids=[ana.id], children_ids=[carlo.id])
    link(ipmr_client, jose, father_id=pedro.id)
    return {"lolo": lolo, "pedro": pedro, "juan": juan, "ana": ana, "jose": jose, "carlo": carlo}


def test_a_relative_of_another_barangay_is_only_a_typed_name_for_an_encoder(
    family: dict[str, Person], ipmr_client: TestClient, encoder_client: TestClient
) -> None:
    juan = family["juan"]
    mine = relatives(encoder_client, juan)
    assert mine["father"] == typed("Pedro Cruz")
    assert mine["spouses"] == [typed("Ana Reyes")]
    assert mine["siblings"] == [typed("Jose Cruz")]
    assert [(c["id"], c["name"], c["barangay"]) for c in mine["children"]] == [
        (family["carlo"].id, "Cruz, Carlo", "Ajos")
    ]
    everything = relatives(ipmr_client, juan)  # the IPMR: every relative linked, as before
    assert everything["father"]["id"] == family["pedro"].id
    assert [s["id"] for s in everything["siblings"]] == [family["jose"].id]
    # Carlo's grandfather is of Bolo; Lolo (Ajos) is Pedro's father: nowhere on Carlo's tree for the encoder.
    assert relatives(encoder_client, family["carlo"])["father"]["id"] == juan.id


def test_the_family_drawing_stops_at_a_relative_of_another_barangay(
    family: dict[str, Person], ipmr_client: TestClient, encoder_client: TestClient
) -> None:
    juan = family["juan"]
    drawn = encoder_client.get(f"/api/people/{juan.id}/family").json()
    assert [(n["name"], n["generation"]) for n in drawn["nodes"]] == [("Cruz, Juan", 0), ("Cruz, Carlo", 1)]
    assert drawn["parents"] == [{"child_id": family["carlo"].id, "parent_id": juan.id, "kind": "father"}]
    assert drawn["spouses"] == []
    whole = ipmr_client.get(f"/api/people/{juan.id}/family").json()
    assert sorted(n["name"] for n in whole["nodes"]) == [
        "Cruz, Carlo",
        "Cruz, Jose",
        "Cruz, Juan",
        "Cruz, Lolo",
        "Cruz, Pedro",
        "Reyes, Ana",
    ]


def test_the_relative_picker_offers_only_people_of_the_encoders_barangays(
    family: dict[str, Person], ipmr_client: TestClient, encoder_client: TestClient
) -> None:
    params = {"q": "cruz", "role": "spouse"}
    offered = encoder_client.get("/api/kinship/candidates", params=params)
    assert offered.status_code == 200
    assert sorted(i["name"] for i in offered.json()["items"]) == ["Cruz, Carlo", "Cruz, Juan", "Cruz, Lolo"]
    everyone = ipmr_client.get("/api/kinship/candidates", params=params).json()["items"]
    assert sorted(i["name"] for i in everyone) == [
        "Cruz, Carlo",
        "Cruz, Jose",
        "Cruz, Juan",
        "Cruz, Lolo",
        "Cruz, Pedro",
    ]


def test_the_inherited_tribe_reads_only_parents_of_the_encoders_barangays(
    family: dict[str, Person], ipmr_client: TestClient, encoder_client: TestClient
) -> None:
    url = "/api/kinship/inherited-tribe"
    of_bolo = {"father_id": family["juan"].id, "mother_id": family["ana"].id}
    assert ipmr_client.get(url, params=of_bolo).json() == {"tribe": "Aeta"}
    refused = encoder_client.get(url, params=of_bolo)
    assert (refused.status_code, refused.json()["error"]) == (404, "Person not found.")
    mother = person("Rosa", "Cruz", "Female", "1972-01-01", barangay="Ajos", lineage="AETA")
    mine = encoder_client.get(url, params={"father_id": family["juan"].id, "mother_id": mother.id})
    assert mine.json() == {"tribe": "Aeta"}


def test_possible_duplicates_of_an_encoder_are_people_of_their_barangays(
    family: dict[str, Person], ipmr_client: TestClient, encoder_client: TestClient
) -> None:
    probe = {"first_name": "Ana", "last_name": "Reyes", "date_of_birth": "1972-01-01", "gender": "Female"}
    url = "/api/people/duplicates"
    assert [m["id"] for m in ipmr_client.post(url, json=probe).json()["matches"]] == [family["ana"].id]
    assert encoder_client.post(url, json=probe).json() == {"matches": []}
    ours = {"first_name": "Juan", "last_name": "Cruz", "date_of_birth": "1970-01-01", "gender": "Male"}
    assert [m["id"] for m in encoder_client.post(url, json=ours).json()["matches"]] == [family["juan"].id]


def test_history_names_a_relative_of_another_barangay_without_the_id_that_opens_them(
    family: dict[str, Person], ipmr_client: TestClient, encoder_client: TestClient
) -> None:
    juan = family["juan"]
    r = ipmr_client.post(f"/api/people/{juan.id}/different-people", json={"person_ids": [family["jose"].id]})
    assert r.status_code == 204

    def changes(client: TestClient) -> list[dict[str, Any]]:
        history = client.get(f"/api/people/{juan.id}/history")
        assert history.status_code == 200, history.text
        return [e["changes"] for e in history.json() if e["action"] != "person.created"]

    pedro, ana, carlo = family["pedro"], family["ana"], family["carlo"]
    assert changes(ipmr_client) == [
        {"possible_duplicates": [None, ["Cruz, Jose"]]},
        {"children": [None, [f"Cruz, Carlo (#{carlo.id})"]]},
        {"spouse": [None, [f"Reyes, Ana (#{ana.id})"]]},
        {"father": [None, f"Cruz, Pedro (#{pedro.id})"]},
    ]
    assert changes(encoder_client) == [
        {"possible_duplicates": [None, []]},
        {"children": [None, [f"Cruz, Carlo (#{carlo.id})"]]},
        {"spouse": [None, ["Reyes, Ana"]]},
        {"father": [None, "Cruz, Pedro"]},
    ]


def test_a_relative_in_the_trash_is_on_no_tree_not_even_as_a_name(
    family: dict[str, Person], ipmr_client: TestClient, encoder_client: TestClient
) -> None:
    """Ana (Bolo) and Jose (Anusan) in the Trash: the encoder no longer sees their names, nor the IPMR their
    links; the people of the encoder's barangays stay as they were."""
    juan = family["juan"]
    for gone in (family["ana"], family["jose"]):
        assert ipmr_client.delete(f"/api/people/{gone.id}").status_code == 204
    for client in (encoder_client, ipmr_client):
        tree = relatives(client, juan)
        assert (tree["spouses"], tree["siblings"]) == ([], [])
        assert [c["id"] for c in tree["children"]] == [family["carlo"].id]
        form = client.get(f"/api/people/{juan.id}/genealogy").json()
        assert (form["spouses"], form["siblings"]) == ([], [])
        assert "Reyes" not in str(form) and "Jose" not in str(form)
    assert relatives(encoder_client, juan)["father"] == typed("Pedro Cruz")
