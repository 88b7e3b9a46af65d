"""A purged person's proposals go with them (their values and photos are the person's data), and the
proposals' audit events name the person only sealed with the person's key: after the purge, unreadable."""

from sqlalchemy import func, select

from katutubo.audit import erasure
from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent, Proposal
from tests.people.factories import add_person, image_bytes
from tests.proposals.helpers import propose


def proposal_events() -> list[tuple[str, dict]]:
    with get_sessionmaker()() as db:
        found = list(db.scalars(select(AuditEvent).where(AuditEvent.target_type == "proposal")))
        return [(e.action, o.changes) for e, o in zip(found, erasure.open_events(db, found), strict=True)]


def test_a_purged_persons_proposals_and_their_names_in_the_trail_are_gone(encoder, ipmr, data_dir):
    person = add_person(last_name="Bagwisa", first_name="Lorna")
    edit = propose(encoder, kind="edit", person_id=person.id, base_version=1, values={"occupation": "Weaver"})
    photo = encoder.post(
        f"/api/proposals/{edit['id']}/photo", files={"photo": ("a.jpg", image_bytes(), "image/jpeg")}
    )
    assert photo.status_code == 200
    rejected = ipmr.post(f"/api/admin/proposals/{edit['id']}/reject", json={"reason": "Lorna is a farmer."})
    assert rejected.status_code == 200
    assert proposal_events() == [
        ("proposal.submitted", {"kind": [None, "edit"], "person": [None, "Bagwisa, Lorna Santos"]}),
        (
            "proposal.rejected",
            {
                "kind": [None, "edit"],
                "person": [None, "Bagwisa, Lorna Santos"],
                "reason": [None, "Lorna is a farmer."],
            },
        ),
    ]
    with get_sessionmaker()() as db:
        stored = db.get(Proposal, edit["id"])
        assert stored is not None and stored.photo_key and stored.thumb_key
        files = [data_dir / stored.photo_key, data_dir / stored.thumb_key]
    assert all(f.exists() for f in files)  # the photo and its thumbnail
    assert ipmr.delete(f"/api/people/{person.id}").status_code == 204
    assert (
        ipmr.delete(
            f"/api/admin/trash/{person.id}?last_name=Bagwisa&disposal_authority=NAP+DA+2026-07"
        ).status_code
        == 204
    )
    with get_sessionmaker()() as db:
        assert db.scalar(select(func.count()).select_from(Proposal)) == 0
    assert not any(f.exists() for f in files)
    assert [changes for _, changes in proposal_events()] == [
        {"kind": [None, "edit"], "person": [None, None]},
        {"kind": [None, "edit"], "person": [None, None], "reason": [None, None]},
    ]
