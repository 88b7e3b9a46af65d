"""A merge moves the other record's linked relatives (katutubo.kinship) to the kept record, in the merge's
transaction and audited; a link the family rules refuse is left off and the merge's result says so."""

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from katutubo.audit import erasure
from katutubo.models import AuditEvent, KinshipLink, Person
from tests.kinship.helpers import ids, link, linked, person, relatives


def _merge(client: TestClient, keep: Person, other: Person) -> dict[str, Any]:
    response = client.post("/api/admin/duplicates/merge", json={"keep_id": keep.id, "other_id": other.id})
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def _links_of(session: Session, who: Person) -> list[KinshipLink]:
    return list(
        session.scalars(
            select(KinshipLink).where(or_(KinshipLink.person_id == who.id, KinshipLink.relative_id == who.id))
        )
    )


def _changes(session: Session, action: str, person: Person) -> list[dict[str, list[Any]]]:
    """The changes of the person's events of this kind, as the audit trail shows them."""
    events = session.scalars(
        select(AuditEvent).where(AuditEvent.action == action, AuditEvent.target_id == person.id)
    ).all()
    return [opened.changes for opened in erasure.open_events(session, list(events))]


def test_merge_moves_the_other_records_family_links(ipmr_client: TestClient, session: Session) -> None:
    keep = person("Ana", "Dela Cruz", "Female", "1960-04-05")
    other = person("Ma. Ana", "Dela Cruz", "Female", "1960-04-05")
    luz = person("Luz", "Santos", "Female", "1935-01-01")
    ramon = person("Ramon", "Reyes", "Male", "1958-01-01")
    carlo = person("Carlo", "Reyes", "Male", "1985-01-01")
    lea = person("Lea", "Reyes", "Female", "1988-01-01")
    link(ipmr_client, keep, spouse_ids=[ramon.id], children_ids=[carlo.id])
    # The other record: a mother, a child, the same husband (a duplicate link) and the kept record as its
    # spouse (a link between the two, which are one person).
    link(ipmr_client, other, mother_id=luz.id, spouse_ids=[ramon.id, keep.id], children_ids=[lea.id])

    merged = _merge(ipmr_client, keep, other)

    assert merged["links_not_moved"] == []
    assert merged["family_tree"]["mother"] == "Luz Santos"  # the kept record had no mother's name
    kept = relatives(ipmr_client, keep)
    assert linked(kept["mother"]) == luz.id
    assert ids(kept["spouses"]) == [ramon.id]
    assert sorted(ids(kept["children"])) == sorted([carlo.id, lea.id])
    assert linked(relatives(ipmr_client, lea)["mother"]) == keep.id
    assert ipmr_client.get(f"/api/people/{lea.id}").json()["family_tree"]["mother"] == "Ana Dela Cruz"
    assert ids(relatives(ipmr_client, luz)["children"]) == [keep.id]
    assert _links_of(session, other) == []
    linked_events = _changes(session, "person.linked", keep)
    carlo_ = f"Reyes, Carlo (#{carlo.id})"
    assert {"mother": [None, f"Santos, Luz (#{luz.id})"]} in linked_events
    assert {"children": [[carlo_], [carlo_, f"Reyes, Lea (#{lea.id})"]]} in linked_events  # Carlo was linked
    unlinked = _changes(session, "person.unlinked", other)
    assert sorted(next(iter(c)) for c in unlinked) == ["children", "mother", "spouse", "spouse"]


def test_a_link_the_rules_refuse_stays_off_and_the_merge_says_so(
    ipmr_client: TestClient, session: Session
) -> None:
    keep = person("Ana", "Dela Cruz", "Female", "1960-04-05")
    other = person("Ma. Ana", "Dela Cruz", "Female", "1960-04-05")
    jose = person("Jose", "Dela Cruz", "Male", "1930-01-01")
    pedro = person("Pedro", "Dela Cruz", "Male", "1931-01-01")
    gloria = person("Gloria", "Santos", "Female", "1940-01-01")
    link(ipmr_client, keep, father_id=jose.id, mother_id=gloria.id)
    link(ipmr_client, other, father_id=pedro.id)
    link(
        ipmr_client, gloria, mother_id=other.id, children_ids=[keep.id]
    )  # a wrong entry: moved, Ana would be her own grandmother

    merged = _merge(ipmr_client, keep, other)

    assert merged["links_not_moved"] == [
        {
            "code": "kinship.not_moved_father",
            "params": {
                "relative": "Pedro Dela Cruz",
                "person": "Ana Dela Cruz",
                "reason": "Ana Dela Cruz already has a linked father: Jose Dela Cruz.",
            },
            "message": "Pedro Dela Cruz was not linked as the father of Ana Dela Cruz: "
            "Ana Dela Cruz already has a linked father: Jose Dela Cruz.",
            "reason": {
                "code": "kinship.has_other_father",
                "params": {"child": "Ana Dela Cruz", "parent": "Jose Dela Cruz"},
                "message": "Ana Dela Cruz already has a linked father: Jose Dela Cruz.",
            },
        },
        {
            "code": "kinship.not_moved_mother",
            "params": {
                "relative": "Ana Dela Cruz",
                "person": "Gloria Santos",
                "reason": "This link would make Gloria Santos their own ancestor.",
            },
            "message": "Ana Dela Cruz was not linked as the mother of Gloria Santos: "
            "This link would make Gloria Santos their own ancestor.",
            "reason": {
                "code": "kinship.own_ancestor",
                "params": {"name": "Gloria Santos"},
                "message": "This link would make Gloria Santos their own ancestor.",
            },
        },
    ]
    kept = relatives(ipmr_client, keep)
    assert (linked(kept["father"]), linked(kept["mother"])) == (jose.id, gloria.id)
    assert relatives(ipmr_client, gloria)["mother"] is None
    assert _links_of(session, other) == []
    event = session.scalars(select(AuditEvent).where(AuditEvent.action == "person.merged")).one()
    assert erasure.readable(session, event).changes["links_not_moved"] == [None, merged["links_not_moved"]]
