"""Every change to a person is audited field by field (with the change, in its transaction); opening a full
profile is recorded; History shows the changes newest first; a stale save gets 409 with the current record."""

from datetime import UTC, datetime
from types import SimpleNamespace

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select, update

from katutubo.audit import erasure
from katutubo.core.db import get_sessionmaker
from katutubo.core.errors import Conflict
from katutubo.models import AuditEvent, Person, User
from katutubo.people.schemas import PersonUpdate
from katutubo.people.service import update_person
from tests.factories import prime_csrf
from tests.people.factories import add_person, image_bytes, person_payload


def events(person_id: int, action: str | None = None) -> list[SimpleNamespace]:
    """The stored events, with the label and changes as the audit trail reads them (unsealed)."""
    with get_sessionmaker()() as db:
        stmt = select(AuditEvent).where(AuditEvent.target_type == "person", AuditEvent.target_id == person_id)
        if action:
            stmt = stmt.where(AuditEvent.action == action)
        found = list(db.scalars(stmt.order_by(AuditEvent.id)))
        return [
            SimpleNamespace(
                **({c.key: getattr(e, c.key) for c in AuditEvent.__table__.columns} | vars(opened))
            )
            for e, opened in zip(found, erasure.open_events(db, found), strict=True)
        ]


def create(client: TestClient, **overrides) -> dict:
    r = client.post("/api/people", json=person_payload(**overrides))
    assert r.status_code == 201, r.text
    return r.json()


def test_create_is_audited_with_the_values(ipmr_client):
    person = create(ipmr_client)
    [event] = events(person["id"], "person.created")
    assert event.actor_name == "Maria Dela Cruz" and event.target_label == "Dela Cruz, Juan Santos"
    assert event.changes["first_name"] == [None, "Juan"]
    assert event.changes["siblings"] == [None, ["Jose Dela Cruz", "Rosa Dela Cruz"]]
    assert person["version"] == 1


def test_update_is_audited_field_by_field_and_counts_the_version(ipmr_client):
    person = create(ipmr_client)
    r = ipmr_client.put(
        f"/api/people/{person['id']}", json={"occupation": "Fisher", "barangay": "Anusan", "version": 1}
    )
    assert r.status_code == 200
    assert r.json()["version"] == 2
    [event] = events(person["id"], "person.updated")
    assert event.changes == {"occupation": ["Farmer", "Fisher"], "barangay": ["Ajos", "Anusan"]}


def test_a_failing_update_leaves_no_event_and_no_change(ipmr_client):
    person = create(ipmr_client)
    r = ipmr_client.put(f"/api/people/{person['id']}", json={"last_name": "", "occupation": "Fisher"})
    assert r.status_code == 422
    assert events(person["id"], "person.updated") == []
    assert ipmr_client.get(f"/api/people/{person['id']}").json()["occupation"] == "Farmer"


def test_every_stored_change_has_its_event(ipmr_client):
    """Count changes from the table itself: each update of a person leaves exactly one event."""
    person = create(ipmr_client)
    for i, job in enumerate(["Fisher", "Weaver", "Teacher"], start=1):
        ipmr_client.put(f"/api/people/{person['id']}", json={"occupation": job, "version": i})
    with get_sessionmaker()() as db:
        version = db.scalar(select(Person.version).where(Person.id == person["id"]))
        updates = db.scalar(
            select(func.count()).select_from(AuditEvent).where(AuditEvent.action == "person.updated")
        )
    assert version == 4 and updates == 3


def test_stale_save_is_refused_with_who_when_and_the_current_record(ipmr_client, users, app):
    person = create(ipmr_client)
    ipmr_client.put(f"/api/people/{person['id']}", json={"occupation": "Fisher", "version": 1})
    with get_sessionmaker().begin() as db:  # 06:05 UTC is 2:05 PM in Manila
        db.execute(
            update(Person)
            .where(Person.id == person["id"])
            .values(updated_at=datetime(2026, 11, 23, 6, 5, tzinfo=UTC))
        )
    with TestClient(app) as other:
        prime_csrf(other)
        users.sign_in(other, users.create(role="ipmr", name="Pedro Santos"))
        r = other.put(f"/api/people/{person['id']}", json={"occupation": "Weaver", "version": 1})
    assert r.status_code == 409
    body = r.json()
    assert body["error"] == (
        "This record was changed by Maria Dela Cruz at Nov 23, 2026 2:05 PM. Reload it to see the changes."
    )
    assert (body["detail"]["current"]["occupation"], body["detail"]["current"]["version"]) == ("Fisher", 2)
    assert ipmr_client.get(f"/api/people/{person['id']}").json()["occupation"] == "Fisher"


def test_opening_a_profile_is_recorded_but_not_in_history(ipmr_client, chieftain_client):
    person = create(ipmr_client)
    assert chieftain_client.get(f"/api/people/{person['id']}").status_code == 200
    [viewed] = events(person["id"], "person.viewed")
    assert viewed.actor_name == "Maria Dela Cruz" and viewed.changes == {}
    history = chieftain_client.get(f"/api/people/{person['id']}/history").json()
    assert [h["action"] for h in history] == ["person.created"]


def test_history_newest_first_with_names_and_changes(ipmr_client, chieftain_client, user_client):
    person = create(ipmr_client)
    ipmr_client.put(f"/api/people/{person['id']}", json={"occupation": "Fisher", "version": 1})
    files = {"file": ("p.jpg", image_bytes(), "image/jpeg")}
    assert ipmr_client.post(f"/api/people/{person['id']}/photo", files=files).status_code == 200
    history = chieftain_client.get(f"/api/people/{person['id']}/history").json()
    assert [h["action"] for h in history] == ["person.photo_changed", "person.updated", "person.created"]
    photo = history[0]["changes"]["photo"]
    assert photo[0] is None and photo[1].endswith("_dela-cruz_juan.jpg") and "/" not in photo[1]
    assert history[1] == {
        "at": history[1]["at"],
        "actor_name": "Maria Dela Cruz",
        "action": "person.updated",
        "changes": {"occupation": ["Farmer", "Fisher"]},
        "erased": False,
        "erased_fields": [],
        "proposed_by": None,
    }
    assert user_client.get(f"/api/people/{person['id']}/history").status_code == 403


def test_two_saves_at_the_same_moment_cannot_both_win(users):
    """Both read version 1 before either saved: the database refuses the second (no lost update)."""
    person = add_person()
    clerk = users.create(role="ipmr")
    with get_sessionmaker()() as first, get_sessionmaker()() as second:
        mine, theirs = first.get_one(Person, person.id), second.get_one(Person, person.id)
        update_person(
            first, mine, PersonUpdate(occupation="Fisher", version=1), first.get_one(User, clerk.id)
        )
        first.commit()
        with pytest.raises(Conflict, match="This record was changed by"):
            update_person(
                second, theirs, PersonUpdate(occupation="Weaver", version=1), second.get_one(User, clerk.id)
            )
    with get_sessionmaker()() as db:
        assert db.get_one(Person, person.id).occupation == "Fisher"
