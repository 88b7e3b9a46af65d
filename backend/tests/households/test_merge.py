"""Merging two records of one person (the duplicates' merge) carries the other record's household membership
to the kept record (katutubo.households.merged): the household keeps its member, and its head."""

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from katutubo.models import AuditEvent, HouseholdMember, Person
from tests.households.helpers import resident, start


def _merge(client: TestClient, keep: Person, other: Person) -> dict[str, Any]:
    response = client.post("/api/admin/duplicates/merge", json={"keep_id": keep.id, "other_id": other.id})
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def _household(client: TestClient, household_id: int) -> dict[str, Any]:
    body: dict[str, Any] = client.get(f"/api/households/{household_id}").json()
    return body


def _current(household: dict[str, Any]) -> list[tuple[int, str]]:
    return [(m["person"]["id"], m["relationship"]) for m in household["members"] if m["current"]]


def test_the_kept_record_takes_the_other_records_place_as_head(
    ipmr_client: TestClient, session: Session
) -> None:
    other = resident("Jose", "Dalisay")
    keep = resident("Jose", "Dalisay")
    wife = resident("Tala", "Dalisay", "Female")
    household = start(ipmr_client, other, (wife, "spouse"), since="2015-06-01")

    assert _merge(ipmr_client, keep, other)["links_not_moved"] == []

    after = _household(ipmr_client, household["id"])
    assert after["head"]["id"] == keep.id
    assert _current(after) == [(keep.id, "head"), (wife.id, "spouse")]
    assert after["size"] == 2
    membership = session.scalars(select(HouseholdMember).where(HouseholdMember.person_id == keep.id)).one()
    assert membership.start_date.isoformat() == "2015-06-01"  # one person: the membership's history as it was
    actions = session.scalars(
        select(AuditEvent.action).where(
            AuditEvent.target_type == "household", AuditEvent.target_id == household["id"]
        )
    ).all()
    assert "household.member_merged" in actions
    assert after["version"] == household["version"] + 1


def test_both_in_one_household_leave_one_membership_the_head_kept(ipmr_client: TestClient) -> None:
    other = resident("Jose", "Dalisay")
    keep = resident("Jose", "Dalisay")
    wife = resident("Tala", "Dalisay", "Female")
    household = start(ipmr_client, other, (keep, "other_relative"), (wife, "spouse"))

    assert _merge(ipmr_client, keep, other)["links_not_moved"] == []

    after = _household(ipmr_client, household["id"])
    assert after["head"]["id"] == keep.id
    assert _current(after) == [(keep.id, "head"), (wife.id, "spouse")]
    assert after["size"] == 2


def test_two_households_stay_as_they_are_and_the_merge_says_so(
    ipmr_client: TestClient, session: Session
) -> None:
    other = resident("Jose", "Dalisay")
    keep = resident("Jose", "Dalisay")
    theirs = start(ipmr_client, other)
    mine = start(ipmr_client, keep)

    notes = _merge(ipmr_client, keep, other)["links_not_moved"]

    assert [(n["code"], n["params"]["household"]) for n in notes] == [
        ("households.not_moved", str(theirs["id"]))
    ]
    assert notes[0]["reason"]["code"] == "households.already_in"
    assert notes[0]["message"] == (
        f"The other record's household (#{theirs['id']}) was not moved: "
        "Jose Dalisay is already in the household of Jose Dalisay (Ajos)."
    )
    assert _current(_household(ipmr_client, mine["id"])) == [(keep.id, "head")]
    # The other record's membership stays with it (in the Trash, restorable), for the IPMR to mend.
    left = session.scalars(select(HouseholdMember).where(HouseholdMember.person_id == other.id)).one()
    assert (left.household_id, left.is_current, left.relationship) == (theirs["id"], True, "head")
