"""Encoders and IPMRs signed in, and proposals made through the API."""

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from fastapi.testclient import TestClient

from tests.factories import UserFactory, prime_csrf
from tests.people.factories import person_payload


@contextmanager
def signed_in(app: Any, users: UserFactory, role: str, **account: Any) -> Iterator[TestClient]:
    with TestClient(app) as client:
        prime_csrf(client)
        users.sign_in(client, users.create(role=role, **account))
        yield client


def propose(client: TestClient, status: int = 201, **body: Any) -> dict[str, Any]:
    body.setdefault("kind", "add")
    if body["kind"] == "add":
        body.setdefault("values", person_payload())
    r = client.post("/api/proposals", json=body)
    assert r.status_code == status, r.text
    return r.json()
