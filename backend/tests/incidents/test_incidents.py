"""The breach register: recording an incident (audited), the NPC's 72-hour countdown on the office clock,
the form's refusals, and who may use it."""

from datetime import datetime

from katutubo.core.clock import MANILA
from tests.incidents.helpers import URL, incident, incident_events
from tests.people.factories import add_person


def at(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=MANILA)


def test_the_countdown_runs_from_discovery_on_the_office_clock(ipmr_client, office_clock):
    office_clock.set(at("2026-11-28T10:00"))
    created = ipmr_client.post(URL, json=incident(discovered_at="2026-11-27T13:12"))
    assert created.status_code == 201
    incident_id = created.json()["id"]
    # Deadline 2026-11-30 13:12 in Manila: 51 h 12 min after 10:00 on the 28th.
    assert created.json()["countdown"] == {
        "state": "left",
        "minutes": 51 * 60 + 12,
        "deadline": "2026-11-30T05:12:00Z",
    }
    office_clock.set(at("2026-11-30T16:12"))
    listed = ipmr_client.get(URL).json()["items"]
    assert [(i["id"], i["countdown"]["state"], i["countdown"]["minutes"]) for i in listed] == [
        (incident_id, "overdue", 180)
    ]
    notified = incident(discovered_at="2026-11-27T13:12", npc_notified_at="2026-11-30T15:00")
    changed = ipmr_client.put(f"{URL}/{incident_id}", json=notified)
    assert changed.status_code == 200
    assert changed.json()["countdown"]["state"] == "notified"
    assert changed.json()["npc_notified_at"] == "2026-11-30T07:00:00Z"


def test_an_incident_is_stored_with_its_people_and_audited(ipmr_client, office_clock):
    office_clock.set(at("2026-11-28T10:00"))
    juan = add_person(first_name="Juan", middle_name=None, last_name="Dela Cruz")
    pedro = add_person(first_name="Pedro", middle_name=None, last_name="Santos")
    form = incident(person_ids=[pedro.id, juan.id], people_count=None, data_categories=["photos", "names"])
    created = ipmr_client.post(URL, json=form).json()
    shown = ipmr_client.get(f"{URL}/{created['id']}").json()
    assert shown["people_count"] == 2
    assert [p["name"] for p in shown["people"]] == ["Dela Cruz, Juan", "Santos, Pedro"]
    assert shown["data_categories"] == ["names", "photos"]
    assert shown["discovered_at"] == "2026-11-27T05:12:00Z"
    assert shown["municipality"] == "Catanauan" and shown["province"] == "Quezon"
    assert shown["recorded_by_name"]
    ipmr_client.put(f"{URL}/{created['id']}", json=form | {"person_ids": [juan.id], "measures": "Wiped."})
    events = incident_events()
    assert [(action, target) for action, target, _ in events] == [
        ("incident.recorded", created["id"]),
        ("incident.updated", created["id"]),
    ]
    assert events[0][2]["discovered_at"] == [None, "2026-11-27T13:12+08:00"]
    assert events[0][2]["people_count"] == [None, 2]
    assert events[1][2] == {
        "measures": ["The laptop's accounts were disabled and the police were told.", "Wiped."],
        "people_count": [2, 1],
        "people_listed": [2, 1],
    }


def test_the_form_is_refused_with_reasons(ipmr_client, office_clock):
    office_clock.set(at("2026-11-28T10:00"))
    refused = ipmr_client.post(
        URL,
        json=incident(
            nature="other",
            data_categories=["other"],
            people_count=None,
            npc_notified_at="2026-11-27T09:00",
            people_notified_at="2026-11-28T11:00",
        ),
    )
    assert refused.status_code == 422
    assert refused.json()["detail"]["fields"] == {
        "nature_other": "Describe the nature of the breach.",
        "data_other": "Name the other personal data involved.",
        "people_count": "Give the number of people affected, or pick them from the registry.",
        "npc_notified_at": "The notification cannot be before the discovery.",
        "people_notified_at": "This cannot be later than now.",
    }
    assert ipmr_client.get(URL).json()["items"] == []
    assert incident_events() == []
    assert ipmr_client.post(URL, json=incident(discovered_at="2026-02-30T10:00")).status_code == 422
    assert ipmr_client.get(f"{URL}/999999").json()["error"] == "Incident not found."


def test_only_the_ipmr_may_see_or_record_incidents(ipmr_client, chieftain_client, user_client):
    created = ipmr_client.post(URL, json=incident(discovered_at="2020-01-01T08:00"))
    assert created.status_code == 201
    for client in (chieftain_client, user_client):
        assert client.get(URL).status_code == 403
        assert client.get(f"{URL}/{created.json()['id']}").status_code == 403
        assert client.post(URL, json=incident()).status_code == 403
        assert client.get(f"{URL}/summary").status_code == 403
    assert len(ipmr_client.get(URL).json()["items"]) == 1


def test_a_purged_person_leaves_the_list_but_not_the_number_told_to_the_npc(ipmr_client, office_clock):
    office_clock.set(at("2026-11-28T10:00"))
    juan = add_person(first_name="Juan", middle_name=None, last_name="Dela Cruz")
    pedro = add_person(first_name="Pedro", middle_name=None, last_name="Santos")
    created = ipmr_client.post(URL, json=incident(person_ids=[juan.id, pedro.id], people_count=None)).json()
    assert ipmr_client.delete(f"/api/people/{juan.id}").status_code == 204
    assert (
        ipmr_client.delete(
            f"/api/admin/trash/{juan.id}", params={"last_name": "Dela Cruz", "disposal_authority": "NAP DA 1"}
        ).status_code
        == 204
    )
    shown = ipmr_client.get(f"{URL}/{created['id']}").json()
    assert [p["name"] for p in shown["people"]] == ["Santos, Pedro"]
    assert shown["people_count"] == 2
    # Saved again with who is left (now in the Trash, still a record): the purged one still counts.
    assert ipmr_client.delete(f"/api/people/{pedro.id}").status_code == 204
    again = ipmr_client.put(f"{URL}/{created['id']}", json=incident(person_ids=[pedro.id], people_count=None))
    assert again.status_code == 200
    assert (again.json()["people_count"], [p["name"] for p in again.json()["people"]]) == (
        2,
        ["Santos, Pedro"],
    )
    refused = ipmr_client.put(
        f"{URL}/{created['id']}", json=incident(person_ids=[juan.id], people_count=None)
    )
    assert refused.json()["detail"]["fields"] == {
        "person_ids": "A person picked is no longer in the registry."
    }
