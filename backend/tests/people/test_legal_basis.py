"""The legal basis of processing: required for a new person, the consent's day and who recorded it, its
withdrawal, never back to "not recorded", the master list's filter, and its history."""

import csv
import io
from datetime import timedelta

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from katutubo.core.clock import office_today
from katutubo.models import Person
from tests.factories import UserFactory
from tests.people.factories import add_person, person_payload
from tests.proposals.helpers import signed_in

REQUIRED = "Choose the legal basis: a law or public function, or the person's consent."


def _consent(**overrides: object) -> dict[str, object]:
    return person_payload(legal_basis="consent", consent_date="2026-01-15", **overrides)


def test_a_new_person_without_a_basis_is_refused_with_the_message(ipmr_client: TestClient) -> None:
    payload = person_payload()
    del payload["legal_basis"]
    r = ipmr_client.post("/api/people", json=payload)
    assert r.status_code == 422
    assert r.json()["error"] == REQUIRED
    assert r.json()["detail"]["fields"] == {"legal_basis": REQUIRED}
    assert ipmr_client.get("/api/people").json()["total"] == 0


def test_an_unknown_basis_is_refused(ipmr_client: TestClient) -> None:
    r = ipmr_client.post("/api/people", json=person_payload(legal_basis="a whim"))
    assert r.status_code == 422
    assert r.json()["detail"]["fields"]["legal_basis"] == (
        "Legal basis must be a law or public function, or consent."
    )


def test_consent_without_its_date_is_refused(ipmr_client: TestClient) -> None:
    r = ipmr_client.post("/api/people", json=person_payload(legal_basis="consent"))
    assert r.status_code == 422
    assert r.json()["detail"]["fields"] == {
        "consent_date": "Date of consent is required when the basis is consent."
    }


def test_consent_in_the_future_is_refused(ipmr_client: TestClient) -> None:
    tomorrow = (office_today() + timedelta(days=1)).isoformat()
    r = ipmr_client.post("/api/people", json=_consent() | {"consent_date": tomorrow})
    assert r.json()["detail"]["fields"] == {"consent_date": "Date of consent cannot be in the future."}


def test_consent_is_stored_with_its_day_and_the_account_that_recorded_it(
    ipmr_client: TestClient, session: Session
) -> None:
    r = ipmr_client.post("/api/people", json=_consent(consent_recorded_by=999))
    assert r.status_code == 201, r.text
    body = r.json()
    assert (body["legal_basis"], body["consent_date"]) == ("consent", "2026-01-15")
    assert body["consent_recorded_by_name"] == "Maria Dela Cruz"  # the signed-in account, not the form's
    person = session.get(Person, body["id"])
    assert person is not None and person.consent_recorded_by == person.created_by
    assert person.consent_withdrawn_on is None and person.withdrawal_recorded_by is None


def test_a_law_keeps_no_consent_days(ipmr_client: TestClient) -> None:
    body = ipmr_client.post("/api/people", json=person_payload(consent_date="2026-01-15")).json()
    assert (body["legal_basis"], body["consent_date"], body["consent_recorded_by_name"]) == (
        "law",
        None,
        None,
    )


def test_withdrawal_is_recorded_with_its_day_and_who_recorded_it(
    app, users: UserFactory, ipmr_client: TestClient, session: Session
) -> None:
    person = ipmr_client.post("/api/people", json=_consent()).json()
    with signed_in(app, users, "ipmr", name="Ben IPMR", email="ben@example.org") as ben:
        changed = ben.put(
            f"/api/people/{person['id']}",
            json={
                "legal_basis": "consent",
                "consent_date": "2026-01-15",
                "consent_withdrawn_on": "2026-02-01",
            },
        )
    assert changed.status_code == 200, changed.text
    body = changed.json()
    assert (body["consent_withdrawn_on"], body["withdrawal_recorded_by_name"]) == ("2026-02-01", "Ben IPMR")
    assert body["consent_recorded_by_name"] == "Maria Dela Cruz"  # the consent's own recorder stays
    history = ipmr_client.get(f"/api/people/{person['id']}/history").json()
    assert history[0]["action"] == "person.updated"
    assert history[0]["changes"] == {"consent_withdrawn_on": [None, "2026-02-01"]}


def test_a_withdrawal_before_the_consent_is_refused(ipmr_client: TestClient) -> None:
    person = ipmr_client.post("/api/people", json=_consent()).json()
    r = ipmr_client.put(f"/api/people/{person['id']}", json={"consent_withdrawn_on": "2026-01-01"})
    assert r.status_code == 422
    assert r.json()["detail"]["fields"] == {
        "consent_withdrawn_on": "Consent cannot be withdrawn before the date it was given."
    }


def test_an_edit_may_record_a_basis_but_never_go_back_to_not_recorded(ipmr_client: TestClient) -> None:
    old = add_person(legal_basis=None, first_name="Luma")  # entered before the basis was asked
    shown = ipmr_client.get(f"/api/people/{old.id}").json()
    assert shown["legal_basis"] is None
    kept = ipmr_client.put(f"/api/people/{old.id}", json={"occupation": "Weaver", "legal_basis": None})
    assert kept.status_code == 200 and kept.json()["legal_basis"] is None
    recorded = ipmr_client.put(f"/api/people/{old.id}", json={"legal_basis": "law"})
    assert recorded.json()["legal_basis"] == "law"
    back = ipmr_client.put(f"/api/people/{old.id}", json={"legal_basis": None})
    assert back.status_code == 422
    assert back.json()["detail"]["fields"] == {
        "legal_basis": "The legal basis, once recorded, cannot be set back to not recorded."
    }
    assert ipmr_client.get(f"/api/people/{old.id}").json()["legal_basis"] == "law"


def test_the_filter_lists_exactly_the_people_not_recorded(ipmr_client: TestClient) -> None:
    add_person(legal_basis=None, first_name="Wala", barangay="Ajos")
    add_person(legal_basis=None, first_name="Wala", last_name="Bolo", barangay="Bolo")
    add_person(first_name="Batas")
    add_person(legal_basis="consent", consent_date="2026-01-15", first_name="Pahintulot")
    page = ipmr_client.get("/api/people", params={"legal_basis": "not_recorded"}).json()
    assert sorted((p["first_name"], p["barangay"]) for p in page["items"]) == [
        ("Wala", "Ajos"),
        ("Wala", "Bolo"),
    ]
    assert page["total"] == 2
    searched = ipmr_client.get("/api/people", params={"legal_basis": "not_recorded", "q": "bolo"}).json()
    assert [p["last_name"] for p in searched["items"]] == ["Bolo"]
    assert ipmr_client.get("/api/people").json()["total"] == 4


def test_the_filter_keeps_an_encoders_scope(app, users: UserFactory) -> None:
    add_person(legal_basis=None, first_name="Wala", barangay="Ajos")
    add_person(legal_basis=None, first_name="Iba", barangay="Bolo")
    with signed_in(app, users, "encoder", name="Ana", email="ana@example.org", barangays=["Ajos"]) as ana:
        page = ana.get("/api/people", params={"legal_basis": "not_recorded", "sort": "barangay"}).json()
    assert [p["first_name"] for p in page["items"]] == ["Wala"] and page["total"] == 1


def test_an_encoders_proposal_needs_and_carries_the_basis(app, users: UserFactory) -> None:
    with signed_in(app, users, "encoder", name="Ana", email="ana@example.org", barangays=["Ajos"]) as ana:
        payload = person_payload()
        del payload["legal_basis"]
        refused = ana.post("/api/proposals", json={"kind": "add", "values": payload})
        assert refused.status_code == 422
        assert refused.json()["detail"]["fields"] == {"legal_basis": REQUIRED}
        made = ana.post("/api/proposals", json={"kind": "add", "values": _consent()})
        assert made.status_code == 201, made.text
        values = ana.get(f"/api/proposals/{made.json()['id']}").json()["values"]
    assert (values["legal_basis"], values["consent_date"]) == ("consent", "2026-01-15")


def test_an_approved_proposals_consent_is_recorded_by_the_encoder_who_took_it(
    app, users: UserFactory, ipmr_client: TestClient
) -> None:
    with signed_in(app, users, "encoder", name="Ana", email="ana@example.org", barangays=["Ajos"]) as ana:
        proposal = ana.post("/api/proposals", json={"kind": "add", "values": _consent()}).json()
    approved = ipmr_client.post(f"/api/admin/proposals/{proposal['id']}/approve")
    assert approved.status_code == 200, approved.text
    person_id = approved.json()["person_id"]
    person = ipmr_client.get(f"/api/people/{person_id}").json()
    assert (person["consent_date"], person["consent_recorded_by_name"]) == ("2026-01-15", "Ana")
    assert person["version"] == 1


def test_the_export_keeps_the_filter(ipmr_client: TestClient) -> None:
    add_person(legal_basis=None, first_name="Wala")
    add_person(first_name="Batas")
    r = ipmr_client.get(
        "/api/exports/people", params={"format": "csv", "columns": "all", "legal_basis": "not_recorded"}
    )
    assert r.status_code == 200
    table = list(csv.DictReader(io.StringIO(r.content.decode("utf-8-sig"))))
    assert [row["First name"] for row in table] == ["Wala"]
