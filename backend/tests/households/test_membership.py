"""The membership rules on both databases: one household at a time (refused naming the first), a head
required and exactly one, members ended, moved and the head changed with history kept, edit conflicts."""

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent, HouseholdMember, Relationship
from tests.households.helpers import membership_id, resident, start


def test_start_a_household_with_head_and_members(ipmr_client):
    maria = resident("Maria", "Santos", "Female", "1970-03-01", barangay="Ajos")
    pedro = resident("Pedro", "Santos", "Male", "1968-02-01", barangay="Ajos")
    lito = resident("Lito", "Santos", "Male", "2001-06-01", barangay="Ajos")

    h = start(
        ipmr_client, maria, (pedro, "spouse"), (lito, "child"), sitio="Purok 2", address="Near the chapel"
    )

    assert h["barangay"] == "Ajos" and h["sitio"] == "Purok 2" and h["address"] == "Near the chapel"
    assert h["barangay_code"] == "0405610001"
    assert h["head"]["id"] == maria.id and h["size"] == 3
    assert [(m["person"]["id"], m["relationship"], m["current"]) for m in h["members"]] == [
        (maria.id, "head", True),
        (pedro.id, "spouse", True),
        (lito.id, "child", True),
    ]
    read = ipmr_client.get(f"/api/households/{h['id']}").json()
    assert read == h


def test_a_person_in_a_household_is_refused_a_second_naming_the_first(ipmr_client):
    maria = resident("Maria", "Santos", "Female", barangay="Ajos")
    juan = resident("Juan", "Dela Cruz")
    start(ipmr_client, maria, (juan, "not_related"))
    rosa = resident("Rosa", "Reyes", "Female")

    response = ipmr_client.post(
        "/api/households",
        json={"head_id": rosa.id, "members": [{"person_id": juan.id, "relationship": "spouse"}]},
    )

    assert response.status_code == 409
    assert response.json()["error"] == "Juan Dela Cruz is already in the household of Maria Santos (Ajos)."
    assert ipmr_client.get("/api/households").json()["total"] == 1  # nothing of the refused one stored
    other = start(ipmr_client, rosa)
    added = ipmr_client.post(
        f"/api/households/{other['id']}/members", json={"person_id": juan.id, "relationship": "spouse"}
    )
    assert added.status_code == 409
    assert added.json()["error"] == "Juan Dela Cruz is already in the household of Maria Santos (Ajos)."


def test_a_household_without_a_head_is_refused(ipmr_client):
    juan = resident("Juan", "Dela Cruz")
    response = ipmr_client.post(
        "/api/households",
        json={"barangay": "Ajos", "members": [{"person_id": juan.id, "relationship": "child"}]},
    )
    assert response.status_code == 422
    assert response.json()["detail"]["fields"]["head_id"] == "Choose the head of the household."
    second_head = ipmr_client.post(
        "/api/households",
        json={"head_id": juan.id, "members": [{"person_id": resident("A", "B").id, "relationship": "head"}]},
    )
    assert second_head.status_code == 422
    assert second_head.json()["detail"]["fields"]["members.0.relationship"] == (
        "Only the head is 'Head': choose another relationship."
    )


def test_the_database_holds_one_household_and_one_head(ipmr_client):
    """Even a write that skips the service's check (or races past it) cannot break the rules."""
    maria, juan = resident("Maria", "Santos", "Female"), resident("Juan", "Cruz")
    h = start(ipmr_client, maria, (juan, "spouse"))
    other = start(ipmr_client, resident("Rosa", "Reyes", "Female"))
    for row in (
        {"household_id": other["id"], "person_id": juan.id, "relationship": Relationship.child},
        {
            "household_id": h["id"],
            "person_id": resident("Ana", "Lopez").id,
            "relationship": Relationship.head,
        },
    ):
        try:
            with get_sessionmaker().begin() as db:
                db.add(HouseholdMember(**row, is_current=True))
        except IntegrityError:
            continue
        raise AssertionError(f"stored {row}")


def test_end_move_and_change_head_keep_history(ipmr_client):
    maria = resident("Maria", "Santos", "Female", "1970-01-01")
    pedro = resident("Pedro", "Santos", "Male", "1968-01-01")
    lito = resident("Lito", "Santos", "Male", "2000-01-01")
    ana = resident("Ana", "Cruz", "Female", "2002-01-01")
    h = start(ipmr_client, maria, (pedro, "spouse"), (lito, "child"), (ana, "not_related"))
    other = start(ipmr_client, resident("Rosa", "Reyes", "Female"))

    ended = ipmr_client.post(
        f"/api/households/{h['id']}/members/{membership_id(h, ana)}/end",
        json={"end_date": "2026-01-05", "end_reason": "moved_out", "version": h["version"]},
    )
    assert ended.status_code == 200, ended.text
    h2 = ended.json()
    assert h2["size"] == 3 and h2["version"] == h["version"] + 1
    former = [m for m in h2["members"] if not m["current"]]
    assert [(m["person"]["id"], m["end_date"], m["end_reason"]) for m in former] == [
        (ana.id, "2026-01-05", "moved_out")
    ]

    moved = ipmr_client.post(
        f"/api/households/{h['id']}/members/{membership_id(h2, lito)}/move",
        json={"to_household_id": other["id"], "relationship": "other_relative", "date": "2026-02-01"},
    )
    assert moved.status_code == 200, moved.text
    assert moved.json()["size"] == 2
    there = ipmr_client.get(f"/api/households/{other['id']}").json()
    assert [
        (m["person"]["id"], m["relationship"], m["start_date"], m["start_reason"]) for m in there["members"]
    ][1:] == [(lito.id, "other_relative", "2026-02-01", "moved_in")]

    head_leaves = ipmr_client.post(
        f"/api/households/{h['id']}/members/{membership_id(h2, maria)}/end", json={"end_reason": "died"}
    )
    assert head_leaves.status_code == 409
    assert head_leaves.json()["error"] == "Make another member the head before Maria Santos leaves."

    changed = ipmr_client.post(
        f"/api/households/{h['id']}/head", json={"person_id": pedro.id, "former_head_relationship": "spouse"}
    )
    assert changed.status_code == 200, changed.text
    body = changed.json()
    assert body["head"]["id"] == pedro.id
    assert {m["person"]["id"]: m["relationship"] for m in body["members"] if m["current"]} == {
        pedro.id: "head",
        maria.id: "spouse",
    }
    history = ipmr_client.get(f"/api/households/{h['id']}/history").json()
    assert [e["action"] for e in history] == [
        "household.head_changed",
        "household.member_moved",
        "household.member_ended",
        "household.member_added",
        "household.member_added",
        "household.member_added",
        "household.member_added",
        "household.created",
    ]
    assert history[0]["changes"]["head"] == ["Santos, Maria", "Santos, Pedro"]
    with get_sessionmaker().begin() as db:
        assert (
            db.scalar(select(AuditEvent.id).where(AuditEvent.action == "household.member_moved")) is not None
        )


def test_a_stale_version_is_refused(ipmr_client):
    h = start(ipmr_client, resident("Maria", "Santos", "Female"), sitio="Purok 1")
    first = ipmr_client.put(f"/api/households/{h['id']}", json={"version": h["version"], "sitio": "Purok 2"})
    assert first.status_code == 200 and first.json()["sitio"] == "Purok 2"
    stale = ipmr_client.put(f"/api/households/{h['id']}", json={"version": h["version"], "sitio": "Purok 3"})
    assert stale.status_code == 409
    assert stale.json()["error"].startswith("This household was changed by Maria Dela Cruz at ")
    assert ipmr_client.get(f"/api/households/{h['id']}").json()["sitio"] == "Purok 2"


def test_derived_household_members_on_the_person(ipmr_client):
    maria = resident("Maria", "Santos", "Female", household_members=9)
    juan = resident("Juan", "Cruz", household_members=4)
    alone = resident("Rosa", "Reyes", "Female", household_members=7)
    h = start(ipmr_client, maria, (juan, "spouse"))

    shown = ipmr_client.get(f"/api/people/{juan.id}").json()
    assert shown["household_members"] == 2
    assert shown["household"] == {
        "id": h["id"],
        "head_id": maria.id,
        "head_name": "Maria Santos",
        "head_outside": False,
        "size": 2,
    }
    assert ipmr_client.get(f"/api/people/{alone.id}").json()["household_members"] == 7
    listed = {p["id"]: p for p in ipmr_client.get("/api/people").json()["items"]}  # the list reads them ahead
    assert [(listed[i]["household_members"], listed[i]["household"]) for i in (juan.id, alone.id)] == [
        (2, shown["household"]),
        (7, None),
    ]
    assert ipmr_client.get(f"/api/people/{alone.id}").json()["household"] is None

    # A save's typed number is ignored for a person in a household; the count stays derived.
    saved = ipmr_client.put(f"/api/people/{juan.id}", json={"household_members": 11})
    assert saved.status_code == 200 and saved.json()["household_members"] == 2
    ipmr_client.post(
        f"/api/households/{h['id']}/members/{membership_id(h, juan)}/end", json={"end_reason": "moved_out"}
    )
    assert (
        ipmr_client.get(f"/api/people/{juan.id}").json()["household_members"] == 4
    )  # the typed number again


def test_trash_keeps_the_people_and_restore_brings_the_members_back(ipmr_client):
    maria, juan = resident("Maria", "Santos", "Female"), resident("Juan", "Cruz")
    h = start(ipmr_client, maria, (juan, "spouse"))

    assert ipmr_client.delete(f"/api/households/{h['id']}").status_code == 204
    assert ipmr_client.get(f"/api/households/{h['id']}").status_code == 404
    assert ipmr_client.get(f"/api/people/{juan.id}").status_code == 200  # the people stay
    assert ipmr_client.get(f"/api/people/{juan.id}").json()["household"] is None
    trash = ipmr_client.get("/api/households/trash").json()
    assert [i["id"] for i in trash["items"]] == [h["id"]]

    restored = ipmr_client.post(f"/api/households/{h['id']}/restore")
    assert restored.status_code == 200, restored.text
    assert restored.json()["size"] == 2
    assert ipmr_client.get(f"/api/people/{juan.id}").json()["household"]["id"] == h["id"]


def test_restore_refused_when_a_member_joined_another(ipmr_client):
    maria, juan = resident("Maria", "Santos", "Female", barangay="Ajos"), resident("Juan", "Cruz")
    h = start(ipmr_client, maria, (juan, "spouse"))
    ipmr_client.delete(f"/api/households/{h['id']}")
    start(ipmr_client, resident("Rosa", "Reyes", "Female", barangay="Bolo"), (juan, "spouse"))

    refused = ipmr_client.post(f"/api/households/{h['id']}/restore")
    assert refused.status_code == 409
    assert refused.json()["error"] == "Juan Cruz is already in the household of Rosa Reyes (Bolo)."


def test_a_start_or_end_after_today_is_refused(ipmr_client):
    from datetime import timedelta

    from katutubo.core.clock import office_today

    tomorrow = (office_today() + timedelta(days=1)).isoformat()
    today = office_today().isoformat()
    maria = resident("Maria", "Santos", "Female", "1970-01-01")
    pedro = resident("Pedro", "Santos", "Male", "1968-01-01")
    refused = start(ipmr_client, maria, expect=422, since=tomorrow)
    assert refused["detail"]["fields"] == {"head_start_date": "The date cannot be after today."}
    h = start(ipmr_client, maria, since=today)

    added = ipmr_client.post(
        f"/api/households/{h['id']}/members",
        json={
            "person_id": pedro.id,
            "relationship": "spouse",
            "start_date": tomorrow,
            "version": h["version"],
        },
    )
    assert added.status_code == 422
    assert added.json()["detail"]["fields"] == {"start_date": "The date cannot be after today."}
    h = ipmr_client.post(
        f"/api/households/{h['id']}/members",
        json={"person_id": pedro.id, "relationship": "spouse", "start_date": today, "version": h["version"]},
    ).json()

    ended = ipmr_client.post(
        f"/api/households/{h['id']}/members/{membership_id(h, pedro)}/end",
        json={"end_date": tomorrow, "end_reason": "moved_out", "version": h["version"]},
    )
    assert ended.status_code == 422
    assert ended.json()["detail"]["fields"] == {"end_date": "The date cannot be after today."}
    other = start(ipmr_client, resident("Rosa", "Reyes", "Female"))
    moved = ipmr_client.post(
        f"/api/households/{h['id']}/members/{membership_id(h, pedro)}/move",
        json={"to_household_id": other["id"], "relationship": "spouse", "date": tomorrow},
    )
    assert moved.status_code == 422
    assert moved.json()["detail"]["fields"] == {"date": "The date cannot be after today."}
    stored = ipmr_client.get(f"/api/households/{h['id']}").json()
    assert [(m["person"]["id"], m["current"]) for m in stored["members"]] == [
        (maria.id, True),
        (pedro.id, True),
    ]
