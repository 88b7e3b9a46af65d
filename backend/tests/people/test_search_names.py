"""A name typed the way the app shows it finds the person (issue 21, item 3): first, middle and last name in
any order, "Last, First", commas and accents ignored, on the dashboard's suggestions, the list (master and
Chieftain's: the same /api/people), the list's suggestions and the Trash."""

import pytest
from sqlalchemy import select, update

from katutubo.core.db import get_sessionmaker
from katutubo.models import Person
from tests.people.factories import add_people

TYPED = [
    "Ramon Lunas Bagani",  # what a suggestion shows
    "Ramon Lunas",
    "Bagani, Ramon",  # what the list shows
    "Bagani, Ramon Lunas",
    "lunas bagani",
    "Ramón",
    "RAMON BAGANI,",
]


@pytest.fixture
def registry(database_url: str) -> None:
    add_people(
        {"first_name": "Ramon", "middle_name": "Lunas", "last_name": "Bagani", "barangay": "Ajos"},
        {"first_name": "Rosa", "middle_name": "Ibañez", "last_name": "Peña", "barangay": "Bolo"},
        {"first_name": "Ramil", "last_name": "Santos", "barangay": "Ajos"},
    )


def _list_names(client, q: str) -> list[str]:
    r = client.get("/api/people", params={"q": q})
    assert r.status_code == 200
    return [f"{p['first_name']} {p['last_name']}" for p in r.json()["items"]]


def _dashboard_names(client, q: str) -> list[str]:
    r = client.get("/api/dashboard/suggestions", params={"q": q})
    assert r.status_code == 200
    return [f"{s['first_name']} {s['last_name']}" for s in r.json()["items"]]


@pytest.mark.parametrize("q", TYPED)
def test_the_lists_find_a_name_typed_as_the_app_shows_it(registry, user_client, chieftain_client, q):
    assert _list_names(user_client, q) == ["Ramon Bagani"]
    assert _list_names(chieftain_client, q) == ["Ramon Bagani"]
    names = user_client.get("/api/people/suggestions", params={"q": q}).json()["names"]
    assert [n["name"] for n in names] == ["Bagani, Ramon Lunas"]


@pytest.mark.parametrize("q", TYPED)
def test_the_dashboard_suggests_a_name_typed_as_the_app_shows_it(registry, user_client, q):
    assert _dashboard_names(user_client, q) == ["Ramon Bagani"]


def test_accents_are_ignored_both_ways(registry, user_client):
    for q in ("Pena", "peña", "Ibanez rosa", "PEÑA, Rosa Ibañez"):
        assert _list_names(user_client, q) == ["Rosa Peña"], q
        assert _dashboard_names(user_client, q) == ["Rosa Peña"], q


def test_the_dashboard_matches_the_start_of_each_word(registry, user_client):
    assert _dashboard_names(user_client, "ram lun") == ["Ramon Bagani"]
    assert _dashboard_names(user_client, "amon unas") == []  # the start of a word, not any part of it
    assert _dashboard_names(user_client, "Ramon Santos") == []


def test_the_trash_can_be_searched(registry, ipmr_client):
    with get_sessionmaker().begin() as db:
        db.execute(update(Person).values(deleted_at=Person.created_at))
    found = ipmr_client.get("/api/admin/trash", params={"q": "Bagani, Ramón Lunas"}).json()
    assert (found["total"], [i["name"] for i in found["items"]]) == (1, ["Bagani, Ramon Lunas"])
    everyone = ipmr_client.get("/api/admin/trash", params={"q": ""}).json()
    assert everyone["total"] == 3
    assert ipmr_client.get("/api/admin/trash", params={"q": "nobody"}).json()["total"] == 0


def test_the_stored_search_text_holds_the_middle_name_folded(registry):
    with get_sessionmaker()() as db:
        stored = set(db.scalars(select(Person.search_text)))
    assert {"rosa ibanez pena bolo agta", "ramon lunas bagani ajos agta"} <= stored
