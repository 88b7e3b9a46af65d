"""Who may call each endpoint: signed out 401; every role reads; only IPMR writes (403 for the others)."""

from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient
from httpx import Response

from katutubo.models import Person
from tests.people.factories import add_person, image_bytes, person_payload

Call = Callable[[TestClient, Person], Response]

READS: dict[str, Call] = {
    "list": lambda c, p: c.get("/api/people"),
    "get": lambda c, p: c.get(f"/api/people/{p.id}"),
    "lineages": lambda c, p: c.get("/api/people/stats/lineages"),
    "suggestions": lambda c, p: c.get("/api/people/suggestions", params={"q": "juan"}),
    "reference": lambda c, p: c.get("/api/reference"),
    "photo": lambda c, p: c.get(f"/api/people/{p.id}/photo"),
    "thumb": lambda c, p: c.get(f"/api/people/{p.id}/photo", params={"size": "thumb"}),
}
WRITES: dict[str, tuple[Call, int]] = {
    "create": (lambda c, p: c.post("/api/people", json=person_payload()), 201),
    "update": (lambda c, p: c.put(f"/api/people/{p.id}", json=person_payload(first_name="Pedro")), 200),
    "upload": (
        lambda c, p: c.post(
            f"/api/people/{p.id}/photo", files={"file": ("a.jpg", image_bytes(), "image/jpeg")}
        ),
        200,
    ),
    "delete": (lambda c, p: c.delete(f"/api/people/{p.id}"), 204),
}


@pytest.fixture
def person(ipmr_client: TestClient) -> Person:
    """A person with a photo, so the photo endpoints have something to serve."""
    person = add_person()
    r = ipmr_client.post(
        f"/api/people/{person.id}/photo", files={"file": ("a.png", image_bytes("PNG"), "image/png")}
    )
    assert r.status_code == 200, r.text
    return person


def test_signed_out_is_401_everywhere(client: TestClient, person: Person) -> None:
    for name, call in [*READS.items(), *((n, w[0]) for n, w in WRITES.items())]:
        r = call(client, person)
        assert r.status_code == 401, name
        assert r.json()["error"] == "Please log in to continue.", name


@pytest.mark.parametrize("role", ["user", "chieftain", "ipmr"])
def test_every_signed_in_role_reads(request: pytest.FixtureRequest, person: Person, role: str) -> None:
    client: TestClient = request.getfixturevalue(f"{role}_client")
    for name, call in READS.items():
        assert call(client, person).status_code == 200, name


@pytest.mark.parametrize("role", ["user", "chieftain"])
def test_only_ipmr_writes(request: pytest.FixtureRequest, person: Person, role: str) -> None:
    client: TestClient = request.getfixturevalue(f"{role}_client")
    for name, (call, _status) in WRITES.items():
        r = call(client, person)
        assert r.status_code == 403, name
        assert r.json()["error"] == "You don't have permission to access this page.", name


def test_ipmr_writes(ipmr_client: TestClient, person: Person) -> None:
    for name, (call, status) in WRITES.items():  # delete comes last
        assert call(ipmr_client, person).status_code == status, name


def test_writes_need_the_csrf_header(raw_client: TestClient, users, person: Person) -> None:  # type: ignore[no-untyped-def]
    users.sign_in(raw_client, users.create(role="ipmr"))
    r = raw_client.post("/api/people", json=person_payload())
    assert r.status_code == 403
