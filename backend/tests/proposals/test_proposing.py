"""Proposing: the values are checked exactly as the person form's save checks them, and against the
encoder's barangays (403 with a clear message, nothing stored); a person outside them is not found; an
offline entry becomes a proposal exactly once."""

import pytest
from sqlalchemy import func, select

from katutubo.core.db import get_sessionmaker
from katutubo.models import Proposal
from tests.people.factories import add_person, person_payload
from tests.proposals.helpers import propose, signed_in

CLIENT_ID = "6f1c2a3e-4b5d-4e6f-8a9b-0c1d2e3f4a5b"


def stored() -> int:
    with get_sessionmaker()() as db:
        return db.scalar(select(func.count()).select_from(Proposal)) or 0


def test_values_are_refused_with_the_person_forms_own_field_errors(encoder, ipmr):
    bad = person_payload(last_name="", date_of_birth="2999-01-01", household_members=500)
    as_person = ipmr.post("/api/people", json=bad)
    as_proposal = encoder.post("/api/proposals", json={"kind": "add", "values": bad})
    assert as_proposal.status_code == as_person.status_code == 422
    assert as_proposal.json() == as_person.json()
    edit = {"gender": "Unknown", "last_name": ""}
    person = add_person()
    as_put = ipmr.put(f"/api/people/{person.id}", json=edit)
    as_edit = encoder.post("/api/proposals", json={"kind": "edit", "person_id": person.id, "values": edit})
    assert as_edit.status_code == as_put.status_code == 422
    assert as_edit.json()["detail"]["fields"] == as_put.json()["detail"]["fields"]
    assert stored() == 0


def test_a_barangay_outside_the_scope_is_403_with_a_clear_message_and_nothing_stored(app, users):
    with signed_in(app, users, "encoder", barangays=["Ajos", "Bolo"]) as encoder:
        r = encoder.post("/api/proposals", json={"kind": "add", "values": person_payload(barangay="Dahican")})
        assert r.status_code == 403
        assert r.json() == {
            "error": "You can only propose records for your barangays (Ajos, Bolo).",
            "code": "proposals.outside_scope",
            "params": {"barangays": "Ajos, Bolo"},
            "detail": None,
        }
        # moving a person of the scope to another barangay
        person = add_person(barangay="Bolo")
        moved = encoder.post(
            "/api/proposals",
            json={"kind": "edit", "person_id": person.id, "values": {"barangay": "Dahican"}},
        )
        assert moved.status_code == 403 and moved.json()["code"] == "proposals.outside_scope"
        # a draft edited to another barangay is refused the same way, and keeps its values
        draft = propose(encoder, submit=False)
        edited = encoder.put(
            f"/api/proposals/{draft['id']}",
            json={"values": person_payload(barangay="Dahican"), "submit": True},
        )
        assert edited.status_code == 403
        kept = encoder.get(f"/api/proposals/{draft['id']}").json()
        assert (kept["state"], kept["values"]["barangay"]) == ("draft", "Ajos")
    assert stored() == 1


def test_an_encoder_without_barangays_is_told_so(app, users):
    with signed_in(app, users, "encoder") as encoder:
        r = encoder.post("/api/proposals", json={"kind": "add", "values": person_payload()})
        assert r.status_code == 403
        assert (
            r.json()["error"] == "Your account has no barangay yet. Ask an IPMR to give you your barangays."
        )
    assert stored() == 0


def test_a_person_outside_the_scope_is_not_found(encoder):
    person = add_person(barangay="Dahican")
    for kind, values in (("edit", {"occupation": "Fisher"}), ("delete", None)):
        r = encoder.post("/api/proposals", json={"kind": kind, "person_id": person.id, "values": values})
        assert r.status_code == 404 and r.json()["error"] == "Person not found."
    missing = encoder.post("/api/proposals", json={"kind": "delete"})
    assert missing.status_code == 422
    assert missing.json()["detail"]["fields"] == {"person_id": "Choose the person this proposal is about."}
    assert stored() == 0


def test_a_relative_outside_the_scope_cannot_be_linked(encoder):
    other = add_person(barangay="Dahican", first_name="Lola")
    values = person_payload(relatives={"mother_id": other.id})
    r = encoder.post("/api/proposals", json={"kind": "add", "values": values})
    assert r.status_code == 422 and r.json()["detail"]["fields"] == {"relatives": "Person not found."}


def test_an_offline_entry_becomes_a_proposal_exactly_once(encoder, ipmr):
    first = propose(encoder, client_id=CLIENT_ID)
    again = propose(encoder, 200, client_id=CLIENT_ID, values=person_payload(first_name="Other"))
    assert again["id"] == first["id"] and again["person_name"] == "Dela Cruz, Juan Santos"
    assert again["client_id"] == CLIENT_ID
    assert stored() == 1
    # synced again after it was approved: still that one, no second person
    ipmr.post(f"/api/admin/proposals/{first['id']}/approve")
    assert propose(encoder, 200, client_id=CLIENT_ID)["state"] == "approved"
    assert ipmr.get("/api/people").json()["total"] == 1


def test_an_offline_add_whose_client_id_is_in_its_values_is_also_made_once(encoder):
    values = person_payload(client_id=CLIENT_ID)
    first = propose(encoder, values=values)
    assert (
        first["client_id"] == CLIENT_ID
        and "client_id" not in encoder.get(f"/api/proposals/{first['id']}").json()["values"]
    )
    assert propose(encoder, 200, values=values)["id"] == first["id"]
    assert stored() == 1


def test_the_same_client_id_of_two_encoders_is_two_proposals(app, users, encoder):
    propose(encoder, client_id=CLIENT_ID)
    with signed_in(app, users, "encoder", barangays=["Ajos"]) as other:
        propose(other, client_id=CLIENT_ID)
    assert stored() == 2


@pytest.mark.parametrize("role", ["ipmr", "chieftain", "user"])
def test_only_an_encoder_proposes(app, users, role):
    with signed_in(app, users, role) as caller:
        r = caller.post("/api/proposals", json={"kind": "add", "values": person_payload()})
        assert r.status_code == 403
        assert r.json()["error"] == "You don't have permission to access this page."


def test_an_encoder_calling_an_ipmr_route_is_403(encoder):
    p = propose(encoder)
    for r in (
        encoder.post(f"/api/admin/proposals/{p['id']}/approve"),
        encoder.post(f"/api/admin/proposals/{p['id']}/reject", json={"reason": "x"}),
        encoder.get("/api/admin/proposals"),
        encoder.get("/api/admin/proposals/count"),
    ):
        assert r.status_code == 403
    assert encoder.get(f"/api/proposals/{p['id']}").json()["state"] == "submitted"


def test_an_adds_possible_duplicates_are_shown_within_the_readers_scope(encoder, ipmr):
    add_person()  # the same person, already in the registry (Ajos)
    p = propose(encoder)
    dupes = ipmr.get(f"/api/proposals/{p['id']}").json()["duplicates"]
    assert [d["name"] for d in dupes] == ["Dela Cruz, Juan Santos"]
    assert [d["name"] for d in encoder.get(f"/api/proposals/{p['id']}").json()["duplicates"]] == [
        "Dela Cruz, Juan Santos"
    ]
