"""The state machine: draft -> submitted -> approved | rejected -> edited and submitted again | withdrawn.
Every allowed step answers 200 with the new state; every refused one 409 "This proposal was already
decided." and changes nothing."""

import pytest
from sqlalchemy import func, select

from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent, Person, Proposal
from tests.people.factories import person_payload
from tests.proposals.helpers import propose

DECIDED = {"error": "This proposal was already decided.", "code": "proposals.already_decided", "detail": None}


def state_of(proposal_id: int) -> str:
    with get_sessionmaker()() as db:
        proposal = db.get(Proposal, proposal_id)
        assert proposal is not None
        return proposal.state.value


def actions() -> list[str]:
    with get_sessionmaker()() as db:
        return list(db.scalars(select(AuditEvent.action).where(AuditEvent.target_type == "proposal")))


def people() -> int:
    with get_sessionmaker()() as db:
        return db.scalar(select(func.count()).select_from(Person)) or 0


def refused(response) -> None:  # type: ignore[no-untyped-def]
    assert response.status_code == 409, response.text
    assert response.json() == DECIDED


def test_a_draft_is_kept_then_submitted_then_approved(encoder, ipmr):
    draft = propose(encoder, submit=False)
    assert draft["state"] == "draft" and draft["submitted_at"] is None
    assert (
        draft["author"]["display_name"] == "Ana Encoder" and draft["person_name"] == "Dela Cruz, Juan Santos"
    )
    assert ipmr.get("/api/admin/proposals/count").json() == {"waiting": 0}
    refused(ipmr.post(f"/api/admin/proposals/{draft['id']}/approve"))  # a draft is not for the IPMR yet
    submitted = encoder.post(f"/api/proposals/{draft['id']}/submit")
    assert submitted.status_code == 200 and submitted.json()["state"] == "submitted"
    assert submitted.json()["submitted_at"] is not None
    refused(encoder.post(f"/api/proposals/{draft['id']}/submit"))  # submitted twice
    assert ipmr.get("/api/admin/proposals/count").json() == {"waiting": 1}
    approved = ipmr.post(f"/api/admin/proposals/{draft['id']}/approve")
    assert approved.status_code == 200, approved.text
    body = approved.json()
    assert body["state"] == "approved" and body["decided_by"]["display_name"] == "Ben IPMR"
    assert body["person_id"] is not None and body["decided_at"] is not None
    person = ipmr.get(f"/api/people/{body['person_id']}").json()
    assert (person["last_name"], person["barangay"], person["version"]) == ("Dela Cruz", "Ajos", 1)
    assert ipmr.get("/api/admin/proposals/count").json() == {"waiting": 0}
    # nothing moves an approved proposal any more
    refused(ipmr.post(f"/api/admin/proposals/{draft['id']}/approve"))
    refused(ipmr.post(f"/api/admin/proposals/{draft['id']}/reject", json={"reason": "Too late"}))
    refused(encoder.post(f"/api/proposals/{draft['id']}/withdraw"))
    refused(encoder.post(f"/api/proposals/{draft['id']}/submit"))
    refused(encoder.put(f"/api/proposals/{draft['id']}", json={"values": person_payload(), "submit": True}))
    refused(ipmr.put(f"/api/proposals/{draft['id']}", json={"values": person_payload()}))
    assert state_of(draft["id"]) == "approved" and people() == 1
    assert actions() == ["proposal.submitted", "proposal.approved"]


def test_rejected_with_a_reason_then_edited_and_submitted_again(encoder, ipmr):
    p = propose(encoder)
    blank = ipmr.post(f"/api/admin/proposals/{p['id']}/reject", json={"reason": "   "})
    assert blank.status_code == 422
    assert blank.json()["detail"]["fields"] == {"reason": "Give the reason for the rejection."}
    assert blank.json()["code"] == "proposals.reason_required"
    assert state_of(p["id"]) == "submitted"
    r = ipmr.post(f"/api/admin/proposals/{p['id']}/reject", json={"reason": "The birth date is wrong."})
    assert r.status_code == 200
    assert (r.json()["state"], r.json()["reason"]) == ("rejected", "The birth date is wrong.")
    mine = encoder.get("/api/proposals").json()
    assert [(i["state"], i["reason"]) for i in mine["items"]] == [("rejected", "The birth date is wrong.")]
    refused(ipmr.post(f"/api/admin/proposals/{p['id']}/approve"))
    refused(encoder.post(f"/api/proposals/{p['id']}/withdraw"))
    refused(ipmr.put(f"/api/proposals/{p['id']}", json={"values": person_payload()}))  # IPMR: submitted only
    # the author edits it: kept as a draft first, then submitted again
    edited = encoder.put(
        f"/api/proposals/{p['id']}",
        json={"values": person_payload(date_of_birth="1991-05-17"), "submit": False},
    )
    assert edited.status_code == 200, edited.text
    assert (edited.json()["state"], edited.json()["reason"]) == ("draft", None)
    again = encoder.put(
        f"/api/proposals/{p['id']}",
        json={"values": person_payload(date_of_birth="1991-06-17"), "submit": True},
    )
    assert again.json()["state"] == "submitted"
    assert encoder.get(f"/api/proposals/{p['id']}").json()["values"]["date_of_birth"] == "1991-06-17"
    approved = ipmr.post(f"/api/admin/proposals/{p['id']}/approve").json()
    assert ipmr.get(f"/api/people/{approved['person_id']}").json()["date_of_birth"] == "1991-06-17"
    assert actions() == ["proposal.submitted", "proposal.rejected", "proposal.submitted", "proposal.approved"]


@pytest.mark.parametrize("submit", [False, True])
def test_withdrawn_from_draft_or_submitted_and_then_final(encoder, ipmr, submit):
    p = propose(encoder, submit=submit)
    r = encoder.post(f"/api/proposals/{p['id']}/withdraw")
    assert r.status_code == 200 and r.json()["state"] == "withdrawn"
    refused(encoder.post(f"/api/proposals/{p['id']}/withdraw"))
    refused(encoder.post(f"/api/proposals/{p['id']}/submit"))
    refused(encoder.put(f"/api/proposals/{p['id']}", json={"values": person_payload(), "submit": True}))
    refused(ipmr.post(f"/api/admin/proposals/{p['id']}/approve"))
    refused(ipmr.post(f"/api/admin/proposals/{p['id']}/reject", json={"reason": "No"}))
    assert state_of(p["id"]) == "withdrawn" and people() == 0
    assert actions() == (["proposal.submitted"] if submit else []) + ["proposal.withdrawn"]


def test_the_author_cannot_edit_a_submitted_one_but_the_ipmr_can(encoder, ipmr):
    p = propose(encoder)
    refused(encoder.put(f"/api/proposals/{p['id']}", json={"values": person_payload(), "submit": True}))
    r = ipmr.put(f"/api/proposals/{p['id']}", json={"values": person_payload(first_name="Juana")})
    assert r.status_code == 200 and r.json()["state"] == "submitted"
    assert r.json()["person_name"] == "Dela Cruz, Juana Santos"
    person_id = ipmr.post(f"/api/admin/proposals/{p['id']}/approve").json()["person_id"]
    assert ipmr.get(f"/api/people/{person_id}").json()["first_name"] == "Juana"


def test_another_encoders_proposal_is_not_found(app, users, encoder):
    from tests.proposals.helpers import signed_in

    p = propose(encoder)
    with signed_in(app, users, "encoder", barangays=["Ajos"]) as other:
        for response in (
            other.get(f"/api/proposals/{p['id']}"),
            other.get(f"/api/proposals/{p['id']}/photo"),
            other.post(f"/api/proposals/{p['id']}/withdraw"),
            other.put(f"/api/proposals/{p['id']}", json={"values": person_payload()}),
        ):
            assert response.status_code == 404
            assert response.json()["error"] == "Proposal not found."
        assert other.get("/api/proposals").json()["items"] == []
    assert state_of(p["id"]) == "submitted"


def test_the_queue_is_oldest_submitted_first(encoder, ipmr):
    first = propose(encoder, values=person_payload(first_name="Uno"))
    propose(encoder, values=person_payload(first_name="Dos"), submit=False)
    third = propose(encoder, values=person_payload(first_name="Tres"))
    queue = ipmr.get("/api/admin/proposals").json()
    assert [i["id"] for i in queue["items"]] == [first["id"], third["id"]] and queue["total"] == 2
    assert [i["id"] for i in encoder.get("/api/proposals?state=draft").json()["items"]] == [first["id"] + 1]
