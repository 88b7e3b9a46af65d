"""A list sent to the printer is in the audit trail (people.printed): its filters, whole list or one page, and
how many people of the caller's scope were on paper; an encoder's print counts their barangays only."""

from fastapi.testclient import TestClient
from sqlalchemy import select

from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent
from tests.factories import prime_csrf
from tests.people.factories import add_person


def _printed() -> list[AuditEvent]:
    with get_sessionmaker()() as db:
        return list(db.scalars(select(AuditEvent).where(AuditEvent.action == "people.printed")))


def test_print_all_and_one_page_are_recorded(user_client):
    for n in range(3):
        add_person(first_name=f"Ana{n}", barangay="Ajos")
    add_person(first_name="Rosa", barangay="Bolo")
    assert (
        user_client.post("/api/exports/people/printed", params={"list": "master", "q": "ana"}).status_code
        == 204
    )
    assert (
        user_client.post("/api/exports/people/printed", params={"barangay": "bolo", "page": 1}).status_code
        == 204
    )
    everything, page = _printed()
    assert (everything.changes["pages"], everything.changes["rows"]) == ([None, "all"], [None, 3])
    assert everything.changes["filters"][1] == {"q": "ana", "sort": "name", "order": "asc"}
    assert (page.changes["pages"], page.changes["rows"]) == ([None, 1], [None, 1])
    assert page.changes["filters"][1]["barangay"] == "Bolo"


def test_an_encoders_print_counts_their_barangays(app, users):
    add_person(barangay="Ajos")
    add_person(barangay="Bolo")
    with TestClient(app) as encoder:
        prime_csrf(encoder)
        users.sign_in(encoder, users.create(role="encoder", barangays=["Ajos"]))
        assert encoder.post("/api/exports/people/printed").status_code == 204
    [event] = _printed()
    assert event.changes["rows"] == [None, 1]


def test_printing_is_recorded_for_signed_in_callers_only(client):
    prime_csrf(client)
    assert client.post("/api/exports/people/printed").status_code == 401
    assert _printed() == []
