"""What a device's offline outbox relies on when it syncs: creates idempotent by client id, edits by
version."""

import uuid

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from katutubo.core.errors import Conflict
from katutubo.models import Person
from katutubo.people.service import created_from
from tests.factories import UserFactory
from tests.people.factories import person_payload


def _count(session: Session, client_id: str) -> int:
    session.expire_all()
    return session.scalar(select(func.count()).select_from(Person).where(Person.client_id == client_id)) or 0


def test_the_same_client_id_twice_makes_one_person(ipmr_client: TestClient, session: Session) -> None:
    client_id = str(uuid.uuid4())
    first = ipmr_client.post("/api/people", json=person_payload(client_id=client_id))
    assert first.status_code == 201, first.text
    again = ipmr_client.post("/api/people", json=person_payload(client_id=client_id, first_name="Other"))
    assert again.status_code == 200, again.text
    assert again.json()["id"] == first.json()["id"]
    assert again.json()["first_name"] == "Juan"  # the replay changes nothing
    assert _count(session, client_id) == 1
    total = session.scalar(select(func.count()).select_from(Person))
    assert total == 1


def test_different_client_ids_make_different_people(ipmr_client: TestClient, session: Session) -> None:
    ids = [str(uuid.uuid4()) for _ in range(2)]
    made = [ipmr_client.post("/api/people", json=person_payload(client_id=c)).json()["id"] for c in ids]
    assert made[0] != made[1]
    assert all(_count(session, c) == 1 for c in ids)


def test_a_replayed_create_of_a_person_now_in_the_trash_is_refused(
    ipmr_client: TestClient, session: Session
) -> None:
    client_id = str(uuid.uuid4())
    first = ipmr_client.post("/api/people", json=person_payload(client_id=client_id, first_name="Lorna"))
    assert first.status_code == 201, first.text
    assert ipmr_client.delete(f"/api/people/{first.json()['id']}").status_code == 204
    again = ipmr_client.post("/api/people", json=person_payload(client_id=client_id, first_name="Lorna"))
    assert again.status_code == 409, again.text
    assert again.json()["error"] == "This entry was saved before and its record is now in the Trash."
    assert "Lorna" not in again.text and str(first.json()["id"]) not in again.json()["error"]
    assert _count(session, client_id) == 1  # not saved twice
    assert session.scalar(select(Person.deleted_at).where(Person.client_id == client_id)) is not None


def test_an_encoder_never_gets_back_a_saved_entry_outside_their_barangays(
    ipmr_client: TestClient, users: UserFactory, session: Session
) -> None:
    client_id = str(uuid.uuid4())
    made = ipmr_client.post("/api/people", json=person_payload(client_id=client_id, barangay="Bolo"))
    assert made.status_code == 201, made.text
    of_bolo = users.create(role="encoder", barangays=["Bolo"])
    assert created_from(session, of_bolo, client_id) is not None
    of_ajos = users.create(role="encoder", barangays=["Ajos"])
    with pytest.raises(Conflict) as refused:
        created_from(session, of_ajos, client_id)
    assert (
        refused.value.message == "This entry was saved before and its record is now outside your barangays."
    )
    assert refused.value.status_code == 409


def test_a_client_id_must_be_a_uuid(ipmr_client: TestClient, session: Session) -> None:
    r = ipmr_client.post("/api/people", json=person_payload(client_id="not-a-uuid"))
    assert r.status_code == 422, r.text
    assert session.scalar(select(func.count()).select_from(Person)) == 0


def test_an_edit_made_on_a_stale_version_is_refused(ipmr_client: TestClient, session: Session) -> None:
    created = ipmr_client.post("/api/people", json=person_payload(client_id=str(uuid.uuid4()))).json()
    pid, version = created["id"], created["version"]
    online = ipmr_client.put(f"/api/people/{pid}", json={"occupation": "Weaver", "version": version})
    assert online.status_code == 200, online.text
    queued = ipmr_client.put(f"/api/people/{pid}", json={"occupation": "Fisher", "version": version})
    assert queued.status_code == 409, queued.text
    assert queued.json()["detail"]["current"]["occupation"] == "Weaver"
    assert queued.json()["detail"]["current"]["version"] == version + 1
    session.expire_all()
    stored = session.get(Person, pid)
    assert stored is not None and stored.occupation == "Weaver"


def test_the_stale_save_body_is_typed_in_the_api_document(app: FastAPI) -> None:
    document = app.openapi()
    answer = document["paths"]["/api/people/{person_id}"]["put"]["responses"]["409"]
    ref = answer["content"]["application/json"]["schema"]["$ref"].rsplit("/", 1)[-1]
    detail = document["components"]["schemas"][ref]["properties"]["detail"]["$ref"].rsplit("/", 1)[-1]
    current = document["components"]["schemas"][detail]["properties"]["current"]
    assert current["$ref"] == "#/components/schemas/PersonOut"
    assert "current" in document["components"]["schemas"][detail]["required"]
