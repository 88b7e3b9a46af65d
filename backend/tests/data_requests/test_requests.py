"""Requests of data subjects: recorded with their due date (the 30th working day), listed as open, due soon
or overdue by the office's clock, closed with an outcome (a refusal with its reason); every act audited."""

from datetime import datetime

from sqlalchemy import select

from katutubo.core.clock import MANILA
from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent, DataRequest
from tests.data_requests.conftest import record, request_payload
from tests.people.factories import add_person


def test_a_request_is_due_on_the_30th_working_day_after_receipt(ipmr_client, received_today):
    juan = add_person()
    body = record(ipmr_client, juan.id)
    assert (body["received_on"], body["due_on"], body["weekdays_only"], body["status"]) == (
        "2026-12-22",
        "2027-02-09",
        False,
        "open",
    )
    assert (body["person_name"], body["person_purged"], body["recorded_by_name"]) == (
        "Dela Cruz, Juan Santos",
        False,
        "Maria Dela Cruz",
    )
    with get_sessionmaker()() as db:
        stored = db.scalars(select(DataRequest)).one()
        event = db.scalars(select(AuditEvent).where(AuditEvent.action == "request.recorded")).one()
    assert (stored.requester_name, stored.relation, stored.identity_checked_by) == (
        "Rosa Dela Cruz",
        "guardian",
        "Liza Mercado",
    )
    assert (event.target_type, event.target_id, event.changes["due_on"]) == (
        "data_request",
        stored.id,
        [None, "2027-02-09"],
    )


def test_a_year_the_holiday_data_does_not_cover_is_flagged(ipmr_client, office_clock):
    office_clock.set(datetime(2028, 1, 3, 9, 0, tzinfo=MANILA))
    body = record(ipmr_client, add_person().id)
    assert (body["due_on"], body["weekdays_only"]) == ("2028-02-14", True)


def test_due_soon_and_overdue_follow_the_office_clock(ipmr_client, received_today, office_clock):
    request_id = record(ipmr_client, add_person().id)["id"]

    def status_on(day: datetime) -> str:
        office_clock.set(day)
        [item] = ipmr_client.get("/api/admin/requests").json()["items"]
        assert item["id"] == request_id
        return str(item["status"])

    assert status_on(datetime(2027, 2, 3, 9, tzinfo=MANILA)) == "open"
    assert status_on(datetime(2027, 2, 4, 9, tzinfo=MANILA)) == "due_soon"
    assert status_on(datetime(2027, 2, 9, 17, tzinfo=MANILA)) == "due_soon"
    assert status_on(datetime(2027, 2, 10, 8, tzinfo=MANILA)) == "overdue"


def test_the_received_date_may_be_given_but_not_in_the_future(ipmr_client, received_today):
    person = add_person()
    body = record(ipmr_client, person.id, received_on="2026-04-01")
    assert (body["received_on"], body["due_on"], body["status"]) == ("2026-04-01", "2026-05-19", "overdue")
    response = ipmr_client.post(
        "/api/admin/requests", json=request_payload(person.id, received_on="2026-12-23")
    )
    assert response.status_code == 422
    assert response.json()["detail"]["fields"] == {
        "received_on": "The received date cannot be in the future."
    }


def test_another_relation_needs_its_text(ipmr_client, received_today):
    person = add_person()
    response = ipmr_client.post("/api/admin/requests", json=request_payload(person.id, relation="other"))
    assert response.status_code == 422
    assert response.json()["detail"]["fields"] == {"relation_other": "Say how the requester is related."}
    body = record(ipmr_client, person.id, relation="other", relation_other="Barangay health worker")
    assert (body["relation"], body["relation_other"]) == ("other", "Barangay health worker")


def test_a_request_about_no_registered_person_is_refused(ipmr_client, received_today):
    response = ipmr_client.post("/api/admin/requests", json=request_payload(999999))
    assert (response.status_code, response.json()["error"]) == (404, "Person not found.")
    in_trash = add_person()
    assert ipmr_client.delete(f"/api/people/{in_trash.id}").status_code == 204
    response = ipmr_client.post("/api/admin/requests", json=request_payload(in_trash.id))
    assert (response.status_code, response.json()["error"]) == (404, "Person not found.")
    with get_sessionmaker()() as db:
        assert db.scalars(select(DataRequest)).all() == []


def test_closing_needs_an_outcome_and_a_refusal_its_reason(ipmr_client, received_today):
    request_id = record(ipmr_client, add_person().id)["id"]
    url = f"/api/admin/requests/{request_id}/close"

    no_outcome = ipmr_client.post(url, json={"reason": "Done"})
    assert no_outcome.status_code == 422
    assert no_outcome.json()["error"] == "Choose the outcome to close the request."
    no_reason = ipmr_client.post(url, json={"outcome": "refused", "reason": "  "})
    assert no_reason.status_code == 422
    assert no_reason.json()["detail"]["fields"] == {"reason": "A refusal needs its written reason."}
    assert ipmr_client.get(f"/api/admin/requests/{request_id}").json()["status"] == "open"

    closed = ipmr_client.post(url, json={"outcome": "refused", "reason": "Not the requester's record"})
    assert closed.status_code == 200
    body = closed.json()
    assert (body["status"], body["outcome"], body["reason"], body["closed_on"], body["closed_by_name"]) == (
        "closed",
        "refused",
        "Not the requester's record",
        "2026-12-22",
        "Maria Dela Cruz",
    )
    again = ipmr_client.post(url, json={"outcome": "granted"})
    assert (again.status_code, again.json()["error"]) == (422, "This request is already closed.")
    with get_sessionmaker()() as db:
        event = db.scalars(select(AuditEvent).where(AuditEvent.action == "request.closed")).one()
    assert event.changes == {"outcome": [None, "refused"], "reason": [None, "Not the requester's record"]}


def test_the_list_filters_open_and_closed(ipmr_client, received_today):
    person = add_person()
    first = record(ipmr_client, person.id)["id"]
    second = record(ipmr_client, person.id, kind="correction")["id"]
    ipmr_client.post(f"/api/admin/requests/{first}/close", json={"outcome": "granted"})

    def ids(status: str) -> list[int]:
        body = ipmr_client.get("/api/admin/requests", params={"status": status}).json()
        return [item["id"] for item in body["items"]]

    assert ids("open") == [second]
    assert ids("closed") == [first]
    assert ids("all") == [second, first]


def test_a_missing_request_is_404(ipmr_client):
    response = ipmr_client.get("/api/admin/requests/999999")
    assert (response.status_code, response.json()["error"]) == (404, "Request not found.")
