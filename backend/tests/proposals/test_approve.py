"""Approving applies the proposal as an ordinary versioned change of the record, in one transaction: History
says who proposed it and who approved it; a record changed since the proposal's base version, or deleted
meanwhile, is refused (409) with nothing changed and no event recorded."""

import pytest
from sqlalchemy import func, select

from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent, Person
from katutubo.proposals import apply
from tests.people.factories import add_person, image_bytes, person_payload
from tests.proposals.helpers import propose
from tests.proposals.test_states import state_of


def event_count() -> int:
    with get_sessionmaker()() as db:
        return db.scalar(select(func.count()).select_from(AuditEvent)) or 0


def test_an_edit_approved_is_a_versioned_change_proposed_by_the_author(encoder, ipmr):
    person = add_person()
    p = propose(encoder, kind="edit", person_id=person.id, base_version=1, values={"occupation": "Fisher"})
    detail = ipmr.get(f"/api/proposals/{p['id']}").json()
    assert detail["current"]["occupation"] == "Farmer" and detail["values"] == {"occupation": "Fisher"}
    assert detail["changed"] == ["occupation"] and detail["duplicates"] == []
    r = ipmr.post(f"/api/admin/proposals/{p['id']}/approve")
    assert r.status_code == 200, r.text
    shown = ipmr.get(f"/api/people/{person.id}").json()
    assert (shown["occupation"], shown["version"]) == ("Fisher", 2)
    [latest, created] = ipmr.get(f"/api/people/{person.id}/history").json()
    assert latest["action"] == "person.updated" and latest["actor_name"] == "Ben IPMR"
    assert latest["proposed_by"] == "Ana Encoder"
    assert latest["changes"] == {"occupation": ["Farmer", "Fisher"]}
    assert created["proposed_by"] is None
    # the audit trail says it the same way
    [event] = ipmr.get("/api/admin/audit", params={"action": "person.updated"}).json()["items"]
    assert (event["actor_name"], event["proposed_by"]) == ("Ben IPMR", "Ana Encoder")
    assert event["changes"] == {"occupation": ["Farmer", "Fisher"]}


def test_a_stale_base_is_refused_like_an_edit_conflict_then_the_ipmr_edits_and_approves(encoder, ipmr):
    person = add_person()
    p = propose(encoder, kind="edit", person_id=person.id, base_version=1, values={"occupation": "Fisher"})
    changed = ipmr.put(f"/api/people/{person.id}", json={"address": "Purok 5", "version": 1})
    assert changed.status_code == 200
    before = event_count()
    r = ipmr.post(f"/api/admin/proposals/{p['id']}/approve")
    assert r.status_code == 409
    body = r.json()
    assert body["code"] == "proposals.stale"
    assert body["error"].startswith("This record was changed by Ben IPMR at ")
    assert body["error"].endswith(" after the proposal was made. Edit the proposal to see the changes.")
    # the same body shape as PUT /api/people's conflict: the stored record in detail.current
    stale_put = ipmr.put(f"/api/people/{person.id}", json={"occupation": "X", "version": 1}).json()
    assert set(body) == set(stale_put) and set(body["detail"]) == set(stale_put["detail"])
    assert body["detail"]["current"]["address"] == "Purok 5" and body["detail"]["current"]["version"] == 2
    assert state_of(p["id"]) == "submitted" and event_count() == before
    # the IPMR edits the proposal with what they saw, then approves it
    edit = ipmr.put(f"/api/proposals/{p['id']}", json={"values": {"occupation": "Fisher"}, "base_version": 2})
    assert (
        edit.status_code == 200 and edit.json()["base_version"] == 2 and edit.json()["state"] == "submitted"
    )
    assert ipmr.post(f"/api/admin/proposals/{p['id']}/approve").status_code == 200
    shown = ipmr.get(f"/api/people/{person.id}").json()
    assert (shown["occupation"], shown["address"], shown["version"]) == ("Fisher", "Purok 5", 3)


def test_a_person_deleted_meanwhile_is_refused(encoder, ipmr):
    person = add_person()
    p = propose(encoder, kind="edit", person_id=person.id, base_version=1, values={"occupation": "Fisher"})
    assert ipmr.delete(f"/api/people/{person.id}").status_code == 204
    before = event_count()
    r = ipmr.post(f"/api/admin/proposals/{p['id']}/approve")
    assert r.status_code == 409
    assert r.json() == {
        "error": "The person of this proposal was deleted meanwhile.",
        "code": "proposals.person_deleted",
        "detail": None,
    }
    assert state_of(p["id"]) == "submitted" and event_count() == before
    # proposing about a person in the Trash is refused the same way
    again = propose(encoder, 409, kind="delete", person_id=person.id, base_version=1)
    assert again["code"] == "proposals.person_deleted"


def test_a_proposal_about_a_person_in_the_trash_shows_none_of_their_values(encoder, ipmr):
    """Only the Trash page shows a person in the Trash: the IPMR reading a proposal about someone deleted
    meanwhile sees what the proposal holds (its values, the name it was made with), not the record's."""
    person = add_person(occupation="Farmer", address="Purok 5")
    jpeg = {"file": ("a.jpg", image_bytes(), "image/jpeg")}
    assert ipmr.post(f"/api/people/{person.id}/photo", files=jpeg).status_code == 200
    p = propose(encoder, kind="edit", person_id=person.id, base_version=2, values={"occupation": "Fisher"})
    shown = ipmr.get(f"/api/proposals/{p['id']}").json()
    assert shown["current"]["address"] == "Purok 5" and shown["current_has_photo"] is True
    assert ipmr.delete(f"/api/people/{person.id}").status_code == 204
    detail = ipmr.get(f"/api/proposals/{p['id']}")
    assert detail.status_code == 200
    body = detail.json()
    assert body["current"] is None and body["current_has_photo"] is False
    assert body["values"] == {"occupation": "Fisher"} and body["person_name"] == "Dela Cruz, Juan Santos"
    assert "Purok 5" not in detail.text and "Farmer" not in detail.text


def test_a_delete_approved_moves_the_person_to_the_trash(encoder, ipmr):
    person = add_person()
    p = propose(encoder, kind="delete", person_id=person.id, base_version=1)
    assert p["person_name"] == "Dela Cruz, Juan Santos" and p["barangay"] == "Ajos"
    assert ipmr.post(f"/api/admin/proposals/{p['id']}/approve").status_code == 200
    assert ipmr.get(f"/api/people/{person.id}").status_code == 404
    trash = ipmr.get("/api/admin/trash").json()
    assert [i["id"] for i in trash["items"]] == [person.id]


def test_a_failed_approve_records_no_event_and_changes_nothing(encoder, ipmr, monkeypatch):
    p = propose(encoder)
    before = event_count()

    def broken(*_args, **_kwargs):  # type: ignore[no-untyped-def]
        raise RuntimeError("disk full")

    monkeypatch.setattr(apply.records, "create_person", broken)
    with pytest.raises(RuntimeError, match="disk full"):  # the test client re-raises the server's error
        ipmr.post(f"/api/admin/proposals/{p['id']}/approve")
    assert event_count() == before and state_of(p["id"]) == "submitted"
    with get_sessionmaker()() as db:
        assert db.scalar(select(func.count()).select_from(Person)) == 0


def test_the_approval_and_its_events_are_one_transaction(encoder, ipmr):
    p = propose(encoder)
    before = event_count()
    person_id = ipmr.post(f"/api/admin/proposals/{p['id']}/approve").json()["person_id"]
    with get_sessionmaker()() as db:
        new = list(db.scalars(select(AuditEvent).where(AuditEvent.id > before).order_by(AuditEvent.id)))
    assert [(e.action, e.actor_name, e.target_id) for e in new] == [
        ("person.created", "Ben IPMR", person_id),
        ("proposal.approved", "Ben IPMR", p["id"]),
    ]


def test_several_approved_at_once_the_others_say_why_not(encoder, ipmr):
    person = add_person(first_name="Pedro")
    ok = propose(encoder, values=person_payload(first_name="Uno"))
    stale = propose(
        encoder, kind="edit", person_id=person.id, base_version=1, values={"occupation": "Fisher"}
    )
    ipmr.put(f"/api/people/{person.id}", json={"address": "Purok 9", "version": 1})
    draft = propose(encoder, values=person_payload(first_name="Dos"), submit=False)
    r = ipmr.post("/api/admin/proposals/approve", json={"ids": [ok["id"], stale["id"], draft["id"], 999]})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["approved"] == [ok["id"]]
    assert [(x["id"], x["code"]) for x in body["refused"]] == [
        (stale["id"], "proposals.stale"),
        (draft["id"], "proposals.already_decided"),
        (999, "proposals.not_found"),
    ]
    assert body["refused"][1]["message"] == "This proposal was already decided."
    assert state_of(ok["id"]) == "approved" and state_of(stale["id"]) == "submitted"


def test_the_proposed_photo_is_shown_and_becomes_the_persons(encoder, ipmr):
    p = propose(encoder)
    r = encoder.post(
        f"/api/proposals/{p['id']}/photo", files={"photo": ("a.png", image_bytes("PNG"), "image/png")}
    )
    assert r.status_code == 200, r.text
    assert r.json()["has_photo"] is True
    shown = ipmr.get(f"/api/proposals/{p['id']}/photo")
    assert shown.status_code == 200 and shown.headers["content-type"] == "image/jpeg"
    assert encoder.get(f"/api/proposals/{p['id']}/photo").content == shown.content
    person_id = ipmr.post(f"/api/admin/proposals/{p['id']}/approve").json()["person_id"]
    person = ipmr.get(f"/api/people/{person_id}").json()
    assert person["photo_url"] is not None
    assert ipmr.get(f"/api/people/{person_id}/photo").status_code == 200
    history = ipmr.get(f"/api/people/{person_id}/history").json()
    assert [(h["action"], h["proposed_by"]) for h in history] == [
        ("person.photo_changed", "Ana Encoder"),
        ("person.created", "Ana Encoder"),
    ]


def test_no_photo_is_404(encoder):
    p = propose(encoder)
    r = encoder.get(f"/api/proposals/{p['id']}/photo")
    assert r.status_code == 404 and r.json()["error"] == "This proposal has no photo."


def test_a_photo_only_edit_and_where_a_photo_is_refused(encoder, ipmr):
    person = add_person()
    edit = propose(encoder, kind="edit", person_id=person.id, base_version=1)
    jpeg = {"photo": ("a.jpg", image_bytes(), "image/jpeg")}
    assert encoder.post(f"/api/proposals/{edit['id']}/photo", files=jpeg).json()["has_photo"] is True
    assert ipmr.get(f"/api/proposals/{edit['id']}").json()["current_has_photo"] is False
    assert ipmr.post(f"/api/admin/proposals/{edit['id']}/approve").status_code == 200
    assert ipmr.get(f"/api/people/{person.id}").json()["photo_url"] is not None
    [photo, _created] = ipmr.get(f"/api/people/{person.id}/history").json()
    assert (photo["action"], photo["actor_name"], photo["proposed_by"]) == (
        "person.photo_changed",
        "Ben IPMR",
        "Ana Encoder",
    )
    late = encoder.post(f"/api/proposals/{edit['id']}/photo", files=jpeg)
    assert late.status_code == 409 and late.json()["error"] == "This proposal was already decided."
    delete = propose(encoder, kind="delete", person_id=person.id)
    refused = encoder.post(f"/api/proposals/{delete['id']}/photo", files=jpeg)
    assert refused.status_code == 400
    assert refused.json()["error"] == "A proposal to delete a record takes no photo."
    # a file that is no image: the person photo's own refusal
    add = propose(encoder)
    bad = {"photo": ("a.jpg", b"not an image", "image/jpeg")}
    as_proposal = encoder.post(f"/api/proposals/{add['id']}/photo", files=bad)
    as_person = ipmr.post(f"/api/people/{person.id}/photo", files={"file": bad["photo"]})
    assert as_proposal.status_code == as_person.status_code and as_proposal.status_code >= 400
    assert as_proposal.json() == as_person.json()
    assert encoder.get(f"/api/proposals/{add['id']}").json()["has_photo"] is False
