"""Catanauan: a barangay is stored by its PSGC code (people, the tally, encoders' barangays, photos) while the
API reads and writes names; searches by a barangay's name still find its people."""

from fastapi.testclient import TestClient
from sqlalchemy import text
from sqlalchemy.orm import Session

from tests.factories import UserFactory, prime_csrf
from tests.households.helpers import resident, start
from tests.people.factories import add_people, image_bytes, person_payload

AJOS, SAN_JOSE = "0405610001", "0405610034"


def test_people_are_stored_by_code_and_shown_by_name(ipmr_client: TestClient, session: Session) -> None:
    r = ipmr_client.post("/api/people", json=person_payload(barangay="San Jose"))  # the PSGC's name
    assert r.status_code == 201, r.text
    assert (r.json()["barangay"], r.json()["barangay_code"]) == ("San Jose Anyao", SAN_JOSE)
    assert session.execute(text("SELECT barangay FROM people")).scalar_one() == SAN_JOSE
    tally = session.execute(text("SELECT barangay, SUM(people) FROM people_tally GROUP BY barangay")).all()
    assert [tuple(row) for row in tally if row[1]] == [(SAN_JOSE, 1)]

    filtered = ipmr_client.get("/api/people", params={"barangay": "San Jose Anyao"}).json()
    assert [p["barangay"] for p in filtered["items"]] == ["San Jose Anyao"]
    searched = ipmr_client.get("/api/people", params={"q": "anyao"}).json()
    assert [p["last_name"] for p in searched["items"]] == ["Dela Cruz"]
    cards = {c["name"]: c for c in ipmr_client.get("/api/barangays").json()["items"]}
    assert (cards["San Jose Anyao"]["population"], cards["San Jose Anyao"]["code"]) == (1, SAN_JOSE)
    assert cards["San Jose Anyao"]["census_population"] == 1459


def test_the_barangay_sort_is_by_name_not_by_code(ipmr_client: TestClient) -> None:
    # By code: Barangay 2 (0405610004), Tagbacan Silangan (...044), Barangay 10 (...046).
    add_people(
        {"last_name": "Uno", "barangay": "Tagbacan Silangan"},
        {"last_name": "Dos", "barangay": "Barangay 10"},
        {"last_name": "Tres", "barangay": "Barangay 2"},
    )
    listed = ipmr_client.get("/api/people", params={"sort": "barangay", "order": "asc"}).json()
    assert [p["barangay"] for p in listed["items"]] == ["Barangay 10", "Barangay 2", "Tagbacan Silangan"]
    listed = ipmr_client.get("/api/people", params={"sort": "barangay", "order": "desc"}).json()
    assert [p["barangay"] for p in listed["items"]] == ["Tagbacan Silangan", "Barangay 2", "Barangay 10"]


def test_an_encoder_s_barangays_are_stored_by_code(app, users: UserFactory, session: Session) -> None:  # type: ignore[no-untyped-def]
    encoder = users.create(role="encoder", barangays=["Ajos"])
    stored = session.execute(
        text("SELECT barangay FROM user_barangays WHERE user_id = :u"), {"u": encoder.id}
    )
    assert stored.scalar_one() == AJOS
    add_people({"last_name": "Kita", "barangay": "Ajos"}, {"last_name": "Hindi", "barangay": "Bolo"})
    with TestClient(app) as client:
        prime_csrf(client)
        users.sign_in(client, encoder)
        assert [p["last_name"] for p in client.get("/api/people").json()["items"]] == ["Kita"]


def test_a_barangay_photo_is_kept_under_the_code(ipmr_client: TestClient, session: Session) -> None:
    files = {"file": ("bolo.png", image_bytes("PNG"), "image/png")}
    assert ipmr_client.put("/api/barangays/Bolo/photo", files=files).status_code == 200
    assert session.execute(text("SELECT name FROM barangay_photos")).scalar_one() == "0405610012"


def test_a_household_s_barangay_is_stored_by_code(ipmr_client: TestClient, session: Session) -> None:
    head = resident("Maria", "Santos", "Female", "1970-03-01", barangay="Bolo")
    household = start(ipmr_client, head)
    assert (household["barangay"], household["barangay_code"]) == ("Bolo", "0405610012")
    assert session.execute(text("SELECT barangay FROM households")).scalar_one() == "0405610012"
    listed = ipmr_client.get("/api/households", params={"barangay": "Bolo"}).json()
    assert [h["id"] for h in listed["items"]] == [household["id"]]
