"""A person's household as their record shows it (GET /api/people/{id} and the list): the head as the reader
may know them. A head outside an encoder's barangays is "outside" (no id, no name); a head in the Trash is no
head at all, for everyone."""

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from katutubo.models import Person
from tests.factories import UserFactory, prime_csrf
from tests.households.helpers import resident, start


def _encoder_of(app: FastAPI, users: UserFactory, *barangays: str) -> Iterator[TestClient]:
    with TestClient(app) as client:
        prime_csrf(client)
        users.sign_in(client, users.create(role="encoder", barangays=list(barangays)))
        yield client


@pytest.fixture
def ajos_encoder(app: FastAPI, users: UserFactory) -> Iterator[TestClient]:
    yield from _encoder_of(app, users, "Ajos")


@pytest.fixture
def ajos_and_bolo_encoder(app: FastAPI, users: UserFactory) -> Iterator[TestClient]:
    yield from _encoder_of(app, users, "Ajos", "Bolo")


def _household_of(client: TestClient, who: Person) -> dict[str, Any]:
    answer = client.get(f"/api/people/{who.id}")
    assert answer.status_code == 200, answer.text
    link: dict[str, Any] = answer.json()["household"]
    return link


def _listed_household_of(client: TestClient, who: Person) -> dict[str, Any]:
    answer = client.get("/api/people", params={"q": who.first_name})
    assert answer.status_code == 200, answer.text
    [item] = [item for item in answer.json()["items"] if item["id"] == who.id]
    link: dict[str, Any] = item["household"]
    return link


@pytest.fixture
def headed_in_bolo(ipmr_client: TestClient) -> tuple[Person, Person, int]:
    """Pedro Reyes of Ajos, in the household headed by Rosa Bautista of Bolo."""
    head = resident("Rosa", "Bautista", "Female", barangay="Bolo")
    member = resident("Pedro", "Reyes", barangay="Ajos")
    household = start(ipmr_client, head, (member, "child"))
    return head, member, household["id"]


def test_an_encoder_sees_a_head_of_another_barangay_as_outside_with_no_name_or_id(
    ajos_encoder: TestClient, headed_in_bolo: tuple[Person, Person, int]
) -> None:
    _head, member, household_id = headed_in_bolo
    outside = {"id": household_id, "head_id": None, "head_name": None, "head_outside": True, "size": 2}
    assert _household_of(ajos_encoder, member) == outside
    assert _listed_household_of(ajos_encoder, member) == outside
    latest = ajos_encoder.get("/api/dashboard/latest").json()["person"]
    assert (latest["id"], latest["household"]) == (member.id, outside)
    profile = ajos_encoder.get(f"/api/people/{member.id}").text
    assert "Bautista" not in profile and "Rosa" not in profile


def test_the_ipmr_sees_the_head_of_any_barangay(
    ipmr_client: TestClient, headed_in_bolo: tuple[Person, Person, int]
) -> None:
    head, member, household_id = headed_in_bolo
    shown = {
        "id": household_id,
        "head_id": head.id,
        "head_name": "Rosa Bautista",
        "head_outside": False,
        "size": 2,
    }
    assert _household_of(ipmr_client, member) == shown
    assert _listed_household_of(ipmr_client, member) == shown


def test_an_encoder_of_the_heads_barangay_sees_the_head(
    ajos_and_bolo_encoder: TestClient, headed_in_bolo: tuple[Person, Person, int]
) -> None:
    head, member, _household_id = headed_in_bolo
    link = _household_of(ajos_and_bolo_encoder, member)
    assert (link["head_id"], link["head_name"], link["head_outside"]) == (head.id, "Rosa Bautista", False)


def test_a_head_in_the_trash_is_shown_to_nobody(
    ipmr_client: TestClient,
    ajos_encoder: TestClient,
    ajos_and_bolo_encoder: TestClient,
    headed_in_bolo: tuple[Person, Person, int],
) -> None:
    head, member, household_id = headed_in_bolo
    assert ipmr_client.delete(f"/api/people/{head.id}").status_code == 204
    no_head = {"id": household_id, "head_id": None, "head_name": None, "head_outside": False, "size": 1}
    for reader in (ipmr_client, ajos_encoder, ajos_and_bolo_encoder):
        assert _household_of(reader, member) == no_head
        assert _listed_household_of(reader, member) == no_head
        assert "Bautista" not in reader.get(f"/api/people/{member.id}").text
