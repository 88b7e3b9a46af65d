"""The access report: every event of the person's record from the audit trail (views included) and nothing
of another person's; its making audited; for a purged person, the purge. The person's data as JSON and CSV."""

import csv
import io
import json

from sqlalchemy import select

from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent
from tests.data_requests.conftest import record
from tests.people.factories import add_person

NO_FAMILY = {"father": "", "mother": "", "spouse": "", "siblings": "", "children": []}


def events_of(person_id: int) -> list[tuple[int, str]]:
    with get_sessionmaker()() as db:
        rows = db.execute(
            select(AuditEvent.id, AuditEvent.action)
            .where(AuditEvent.target_type == "person", AuditEvent.target_id == person_id)
            .order_by(AuditEvent.id)
        ).all()
    return [(event_id, action) for event_id, action in rows]


def test_the_report_holds_every_event_of_the_person_and_none_of_another(ipmr_client, received_today):
    juan = add_person()
    other = add_person(first_name="Lorna", last_name="Bagsik", middle_name="", family_tree=NO_FAMILY)
    ipmr_client.get(f"/api/people/{juan.id}")  # a view
    ipmr_client.get(f"/api/people/{other.id}")
    updated = ipmr_client.put(
        f"/api/people/{juan.id}", json={"occupation": "Weaver", "version": juan.version}
    )
    assert updated.status_code == 200, updated.text
    ipmr_client.put(f"/api/people/{other.id}", json={"occupation": "Teacher", "version": other.version})
    request_id = record(ipmr_client, juan.id)["id"]

    response = ipmr_client.get(f"/api/admin/requests/{request_id}/access-report")
    assert response.status_code == 200, response.text
    report = response.json()
    ids = [e["id"] for e in report["events"]]
    assert ids == [event_id for event_id, _ in events_of(juan.id)]
    assert [e["action"] for e in report["events"]] == [
        "person.created",
        "person.viewed",
        "person.updated",
        "person.access_reported",
    ]
    assert not set(ids) & {event_id for event_id, _ in events_of(other.id)}
    assert report["events"][2]["changes"]["occupation"] == ["Farmer", "Weaver"]
    assert report["events"][1]["actor_name"] == "Maria Dela Cruz"
    assert "Lorna" not in response.text and "Bagsik" not in response.text and "Teacher" not in response.text
    assert report["data"]["person"]["occupation"] == "Weaver"
    assert report["data"]["relatives"]["father"]["name"] == "Pedro Dela Cruz"
    assert (report["made_by"], report["in_trash"], report["purge"]) == ("Maria Dela Cruz", False, None)

    # making it was audited, on the person, and the next report holds that event too
    again = ipmr_client.get(f"/api/admin/requests/{request_id}/access-report").json()
    assert [e["action"] for e in again["events"]][-2:] == ["person.access_reported", "person.access_reported"]
    assert again["events"][-1]["changes"] == {"request_id": [None, request_id]}
    history = ipmr_client.get(f"/api/people/{juan.id}/history").json()
    assert "person.access_reported" not in [entry["action"] for entry in history]


def test_only_an_access_request_has_a_report(ipmr_client, received_today):
    request_id = record(ipmr_client, add_person().id, kind="correction")["id"]
    response = ipmr_client.get(f"/api/admin/requests/{request_id}/access-report")
    assert (response.status_code, response.json()["error"]) == (
        409,
        "The access report is made for an access request.",
    )


def test_the_report_of_a_purged_person_tells_of_the_purge(ipmr_client, received_today):
    juan = add_person()
    request_id = record(ipmr_client, juan.id)["id"]
    assert ipmr_client.delete(f"/api/people/{juan.id}").status_code == 204
    in_trash = ipmr_client.get(f"/api/admin/requests/{request_id}/access-report").json()
    assert in_trash["in_trash"] is True and in_trash["data"]["person"]["first_name"] == "Juan"
    purged = ipmr_client.delete(
        f"/api/admin/trash/{juan.id}",
        params={"last_name": "dela cruz", "disposal_authority": "NAP DA 2026-014"},
    )
    assert purged.status_code == 204

    response = ipmr_client.get(f"/api/admin/requests/{request_id}/access-report")
    assert response.status_code == 200
    report = response.json()
    assert report["data"] is None and report["request"]["person_purged"] is True
    assert report["request"]["person_name"] is None
    assert (report["purge"]["by"], report["purge"]["disposal_authority"]) == (
        "Maria Dela Cruz",
        "NAP DA 2026-014",
    )
    assert report["purge"]["at"]
    assert "Juan" not in response.text  # the purge erased the values in the trail
    assert [e["action"] for e in report["events"]][-3:] == [
        "person.deleted",
        "person.access_reported",
        "person.purged",
    ]
    with get_sessionmaker()() as db:
        made = db.scalars(select(AuditEvent).where(AuditEvent.action == "request.report_made")).one()
    assert (made.target_type, made.target_id) == ("data_request", request_id)


def test_the_persons_data_as_json_and_csv(ipmr_client, received_today):
    juan = add_person(occupation="=HYPERLINK(1)")
    request_id = record(ipmr_client, juan.id, kind="portability")["id"]

    as_json = ipmr_client.get(f"/api/admin/requests/{request_id}/data.json")
    assert as_json.status_code == 200
    assert as_json.headers["content-disposition"] == (
        f'attachment; filename="katutubo-person-{juan.id}-2026-12-22.json"'
    )
    data = json.loads(as_json.content)
    assert (data["person"]["first_name"], data["person"]["last_name"]) == ("Juan", "Dela Cruz")
    assert data["relatives"]["mother"]["name"] == "Maria Santos"
    assert data["certifications"] == []

    as_csv = ipmr_client.get(f"/api/admin/requests/{request_id}/data.csv")
    assert as_csv.status_code == 200 and as_csv.headers["content-type"].startswith("text/csv")
    rows = dict(csv.reader(io.StringIO(as_csv.content.decode("utf-8-sig"))))
    assert rows["field"] == "value"
    assert (rows["person.first_name"], rows["person.barangay"], rows["relatives.father.name"]) == (
        "Juan",
        "Ajos",
        "Pedro Dela Cruz",
    )
    assert rows["person.occupation"] == "'=HYPERLINK(1)"  # no cell is read as a formula
    assert [a for _, a in events_of(juan.id)][-2:] == ["person.data_exported", "person.data_exported"]


def test_no_data_for_a_correction_request(ipmr_client, received_today):
    request_id = record(ipmr_client, add_person().id, kind="correction")["id"]
    response = ipmr_client.get(f"/api/admin/requests/{request_id}/data.csv")
    assert (response.status_code, response.json()["error"]) == (
        409,
        "The data is given for a portability or access request.",
    )
