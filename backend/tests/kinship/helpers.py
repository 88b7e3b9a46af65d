"""People without typed relatives, and linking them through the person form's endpoint as the web app does."""

from typing import Any

from fastapi.testclient import TestClient

from katutubo.models import Person
from tests.people.factories import add_person

NO_FAMILY = {"father": None, "mother": None, "spouse": None, "siblings": [], "children": []}


def person(first: str, last: str, gender: str, born: str, **overrides: Any) -> Person:
    return add_person(
        first_name=first,
        last_name=last,
        middle_name=None,
        gender=gender,
        date_of_birth=born,
        **{"family_tree": NO_FAMILY, **overrides},
    )


def link(client: TestClient, who: Person, expect: int = 200, **relatives: Any) -> dict[str, Any]:
    """PUT the person's linked relatives (the form's `relatives`), asserting the status."""
    response = client.put(f"/api/people/{who.id}", json={"relatives": relatives})
    assert response.status_code == expect, response.text
    body: dict[str, Any] = response.json()
    return body


def relatives(client: TestClient, who: Person) -> dict[str, Any]:
    response = client.get(f"/api/people/{who.id}/relatives")
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def ids(entries: list[dict[str, Any]]) -> list[int | None]:
    return [e["id"] for e in entries]


def linked(entry: dict[str, Any] | None) -> int | None:
    return entry["id"] if entry else None
