"""Households for tests: people without typed relatives, and households started through the API."""

from typing import Any

from fastapi.testclient import TestClient

from katutubo.models import Person
from tests.kinship.helpers import person


def resident(first: str, last: str, gender: str = "Male", born: str = "1980-01-01", **more: Any) -> Person:
    return person(first, last, gender, born, **more)


def start(
    client: TestClient,
    head: Person,
    *members: tuple[Person, str],
    expect: int = 201,
    since: str = "2020-01-01",
    **fields: Any,
) -> dict[str, Any]:
    """A household started on `since` (every membership's start date)."""
    response = client.post(
        "/api/households",
        json={
            "head_id": head.id,
            "head_start_date": since,
            "members": [{"person_id": p.id, "relationship": r, "start_date": since} for p, r in members],
            **fields,
        },
    )
    assert response.status_code == expect, response.text
    body: dict[str, Any] = response.json()
    return body


def membership_id(household: dict[str, Any], who: Person) -> int:
    return next(m["id"] for m in household["members"] if m["person"]["id"] == who.id and m["current"])
