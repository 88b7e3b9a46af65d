"""KATUTUBO_MUNICIPALITY=0405615000 (Dolores, Quezon): the app runs with Dolores's barangays from the PSGC,
its form defaults, map and titles; a registry holding people refuses another municipality, and an unknown code
stops the server with the setting and the code named."""

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text
from sqlalchemy.orm import Session

from katutubo import cli
from katutubo.core import config
from katutubo.main import create_app
from katutubo.reference.sync import MunicipalityChanged, check_municipality
from tests.factories import UserFactory, prime_csrf
from tests.people.factories import person_payload

DOLORES = "0405615000"
DOLORES_BARANGAYS = [
    "Antonino", "Bagong Anyo", "Bayanihan", "Bulakin I", "Bungoy", "Cabatang", "Dagatan", "Kinabuhayan",
    "Maligaya", "Manggahan", "Pinagdanlayan", "Putol", "San Mateo", "Santa Lucia", "Silanganan", "Bulakin II",
]  # fmt: skip


def _use(monkeypatch: pytest.MonkeyPatch, code: str) -> None:
    monkeypatch.setenv("KATUTUBO_MUNICIPALITY", code)
    config.get_settings.cache_clear()


@pytest.fixture
def dolores(database_url: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    _use(monkeypatch, DOLORES)
    yield
    monkeypatch.delenv("KATUTUBO_MUNICIPALITY")
    config.get_settings.cache_clear()


@pytest.fixture
def dolores_ipmr(dolores: None, users: UserFactory) -> Iterator[TestClient]:
    with TestClient(create_app()) as client:
        prime_csrf(client)
        users.sign_in(client, users.create(role="ipmr"))
        yield client


def test_the_config_names_dolores_and_centres_its_map(dolores: None) -> None:
    with TestClient(create_app()) as client:
        site = client.get("/api/config").json()
    assert site["municipality"] == {"code": DOLORES, "name": "Dolores", "province": "Quezon"}
    assert (site["map"]["lat"], site["map"]["lng"], site["map"]["zoom"]) == (14.0116, 121.3994, 12)


def test_the_barangays_are_dolores_s_from_the_psgc(dolores_ipmr: TestClient, session: Session) -> None:
    reference = dolores_ipmr.get("/api/reference").json()
    assert reference["barangays"] == DOLORES_BARANGAYS
    assert reference["municipality"] == {"code": DOLORES, "name": "Dolores", "province": "Quezon"}
    cards = dolores_ipmr.get("/api/barangays").json()["items"]
    assert [(c["name"], c["code"], c["census_population"]) for c in cards[:2]] == [
        ("Antonino", "0405615001", 1376),
        ("Bagong Anyo", "0405615002", 1116),
    ]
    stored = session.execute(text("SELECT code, name, municipality_code FROM barangays ORDER BY sort_order"))
    assert [tuple(row) for row in stored][:1] == [("0405615001", "Antonino", DOLORES)]


def test_a_person_of_dolores_gets_its_defaults_and_is_stored_by_code(
    dolores_ipmr: TestClient, session: Session
) -> None:
    r = dolores_ipmr.post("/api/people", json=person_payload(barangay="bagong anyo"))
    assert r.status_code == 201, r.text
    person = r.json()
    assert (person["barangay"], person["barangay_code"]) == ("Bagong Anyo", "0405615002")
    assert (person["municipality"], person["province"]) == ("Dolores", "Quezon")
    assert session.execute(text("SELECT barangay FROM people")).scalar_one() == "0405615002"
    listed = dolores_ipmr.get("/api/people", params={"barangay": "Bagong Anyo"}).json()
    assert [p["barangay"] for p in listed["items"]] == ["Bagong Anyo"]

    refused = dolores_ipmr.post("/api/people", json=person_payload(barangay="Ajos"))
    assert refused.status_code == 422
    assert refused.json()["detail"]["fields"]["barangay"] == "Choose one of the barangays of Dolores."


def test_a_registry_with_people_refuses_another_municipality(
    dolores_ipmr: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert dolores_ipmr.post("/api/people", json=person_payload(barangay="Putol")).status_code == 201
    _use(monkeypatch, "0405610000")
    with pytest.raises(MunicipalityChanged) as refused:
        check_municipality()
    assert str(refused.value) == (
        "KATUTUBO_MUNICIPALITY=0405610000 (Catanauan, Quezon), but this registry holds the people of "
        "0405615000 (Dolores, Quezon): the municipality of a registry that holds people cannot change. Set "
        "KATUTUBO_MUNICIPALITY=0405615000 again, or start a new registry (another data folder or database) "
        "for the other municipality."
    )
    with pytest.raises(MunicipalityChanged):
        create_app()
    with pytest.raises(SystemExit) as serve:
        cli.main(["serve", "--port", "1"])
    assert str(serve.value).startswith(
        "error: KATUTUBO_MUNICIPALITY=0405610000 (Catanauan, Quezon), but this"
    )


def test_an_empty_registry_may_change_its_municipality(dolores: None, session: Session) -> None:
    check_municipality()
    assert session.execute(text("SELECT count(*) FROM barangays")).scalar_one() == 16


@pytest.mark.parametrize("code", ["0405699999", "0405600000", "Catanauan"])
def test_an_unknown_code_stops_the_server_naming_the_setting(
    code: str, database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _use(monkeypatch, code)
    try:
        with pytest.raises(SystemExit) as serve:
            cli.main(["serve", "--port", "1"])
        assert str(serve.value) == (
            f"error: KATUTUBO_MUNICIPALITY='{code}' is not the PSGC code of a municipality or city "
            "(10 digits, e.g. 0405610000 for Catanauan, Quezon): the server does not start."
        )
    finally:
        monkeypatch.delenv("KATUTUBO_MUNICIPALITY")
        config.get_settings.cache_clear()


def test_demo_people_of_dolores_are_born_in_dolores_not_catanauan(dolores: None) -> None:
    """`katutubo seed-demo` on another municipality: most birthplaces are the registry's own town."""
    from datetime import UTC, date, datetime

    from katutubo.demo.generate import DemoPeople

    made = DemoPeople(1, date(2026, 12, 2), datetime(2026, 12, 2, tzinfo=UTC))
    places = [made.person()["birthplace"] for _ in range(200)]
    assert not any("Catanauan" in place for place in places)
    assert places.count("Dolores, Quezon") > 100
