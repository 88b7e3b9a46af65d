"""While a person is added: the likely matches, and 'This is a different person' remembered and audited."""

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from katutubo.audit import erasure
from katutubo.duplicates import service
from katutubo.models import AuditEvent, NotDuplicate, Person
from tests.people.factories import add_person, person_payload

GRANDMOTHER = {
    "first_name": "Ma. Luisa",
    "middle_name": None,
    "last_name": "Dela Cruz",
    "date_of_birth": "1950-03-04",
    "gender": "Female",
    "barangay": "Ajos",
}


def _probe(**changes: object) -> dict[str, object]:
    return {
        "first_name": "Maria Luisa",
        "last_name": "de la Cruz",
        "date_of_birth": "1950-03-04",
        "barangay": "Ajos",
        "gender": "Female",
    } | changes


def test_the_grandmother_entered_again_is_found(ipmr_client: TestClient) -> None:
    first = add_person(**GRANDMOTHER)
    add_person(first_name="Pedro", last_name="Reyes", date_of_birth="1990-01-01")

    response = ipmr_client.post("/api/people/duplicates", json=_probe())

    assert response.status_code == 200
    matches = response.json()["matches"]
    assert [m["id"] for m in matches] == [first.id]
    assert matches[0]["name"] == "Dela Cruz, Ma. Luisa"
    assert matches[0]["date_of_birth"] == "1950-03-04"
    assert matches[0]["barangay"] == "Ajos"
    assert matches[0]["father"] == "Pedro Dela Cruz" and matches[0]["mother"] == "Maria Santos"


def test_a_year_off_in_another_barangay_is_still_found_by_surname(ipmr_client: TestClient) -> None:
    first = add_person(**GRANDMOTHER)
    response = ipmr_client.post(
        "/api/people/duplicates", json=_probe(date_of_birth="1951-03-04", barangay="Bagong Silang")
    )
    assert [m["id"] for m in response.json()["matches"]] == [first.id]


def test_a_different_given_name_is_no_match_and_the_trash_is_left_out(ipmr_client: TestClient) -> None:
    add_person(**GRANDMOTHER | {"first_name": "Rosa"})
    trashed = add_person(**GRANDMOTHER)
    assert ipmr_client.delete(f"/api/people/{trashed.id}").status_code == 204

    assert ipmr_client.post("/api/people/duplicates", json=_probe()).json()["matches"] == []


def test_at_most_five_most_likely_first(ipmr_client: TestClient) -> None:
    exact = add_person(**GRANDMOTHER)
    others = [
        add_person(**GRANDMOTHER | {"date_of_birth": f"1950-03-{day:02d}"}) for day in (5, 6, 7, 8, 9, 10)
    ]
    matches = ipmr_client.post("/api/people/duplicates", json=_probe()).json()["matches"]
    assert len(matches) == 5
    assert matches[0]["id"] == exact.id
    assert {m["id"] for m in matches[1:]} <= {o.id for o in others}
    assert [m["score"] for m in matches] == sorted((m["score"] for m in matches), reverse=True)


def test_editing_a_person_never_matches_themselves(ipmr_client: TestClient) -> None:
    first = add_person(**GRANDMOTHER)
    assert ipmr_client.post("/api/people/duplicates", json=_probe(person_id=first.id)).json()["matches"] == []


def test_only_an_ipmr_may_check(chieftain_client: TestClient, user_client: TestClient) -> None:
    assert chieftain_client.post("/api/people/duplicates", json=_probe()).status_code == 403
    assert user_client.post("/api/people/duplicates", json=_probe()).status_code == 403


def test_a_different_person_is_saved_remembered_and_audited(
    ipmr_client: TestClient, session: Session
) -> None:
    first = add_person(**GRANDMOTHER)
    body = person_payload(**_probe(), middle_name=None) | {"different_from": [first.id]}

    response = ipmr_client.post("/api/people", json=body)

    assert response.status_code == 201, response.text
    saved = response.json()
    pair = (min(first.id, saved["id"]), max(first.id, saved["id"]))
    assert session.get(NotDuplicate, pair) is not None
    event = session.scalars(select(AuditEvent).where(AuditEvent.action == "person.kept_apart")).one()
    assert event.target_id == saved["id"]
    assert erasure.readable(session, event).changes == {
        "possible_duplicates": [None, ["Dela Cruz, Ma. Luisa"]]
    }
    # Sent again by an offline device (the same client_id): the same person, the choice not recorded twice.
    again = body | {"client_id": "0b4f9e0a-8f1e-4a51-9d55-3c2f1e6f7a10"}
    assert ipmr_client.post("/api/people", json=again).status_code == 201
    assert ipmr_client.post("/api/people", json=again).status_code == 200
    assert len(session.scalars(select(AuditEvent).where(AuditEvent.action == "person.kept_apart")).all()) == 2


def test_the_choice_is_written_with_the_person_or_not_at_all(
    ipmr_client: TestClient, session: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One transaction: when recording the choice fails, the new person is not stored either."""
    first = add_person(**GRANDMOTHER)

    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("the choice could not be stored")

    monkeypatch.setattr(service, "remember_apart", broken)
    body = person_payload(**_probe(), middle_name=None) | {"different_from": [first.id]}
    with pytest.raises(RuntimeError):
        ipmr_client.post("/api/people", json=body)

    assert session.scalars(select(Person.id)).all() == [first.id]
    assert session.scalars(select(AuditEvent).where(AuditEvent.action == "person.kept_apart")).all() == []


def test_a_person_saved_already_is_kept_apart_afterwards(ipmr_client: TestClient, session: Session) -> None:
    """An entry recorded offline: its possible duplicates are found when it syncs, after it is saved."""
    first = add_person(**GRANDMOTHER)
    saved = ipmr_client.post("/api/people", json=person_payload(**_probe(), middle_name=None)).json()

    response = ipmr_client.post(
        f"/api/people/{saved['id']}/different-people", json={"person_ids": [first.id]}
    )

    assert response.status_code == 204
    assert session.get(NotDuplicate, (min(first.id, saved["id"]), max(first.id, saved["id"]))) is not None
    event = session.scalars(select(AuditEvent).where(AuditEvent.action == "person.kept_apart")).one()
    assert (event.target_id, erasure.readable(session, event).changes) == (
        saved["id"],
        {"possible_duplicates": [None, ["Dela Cruz, Ma. Luisa"]]},
    )


def test_more_than_five_different_people_is_refused(ipmr_client: TestClient) -> None:
    body = person_payload(**_probe()) | {"different_from": [1, 2, 3, 4, 5, 6]}
    assert ipmr_client.post("/api/people", json=body).status_code == 422
