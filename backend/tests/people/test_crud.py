"""Create, read, update and delete through the API, and what is stored."""

from datetime import date

from fastapi.testclient import TestClient
from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from katutubo.core.clock import office_today
from katutubo.core.db import get_sessionmaker
from katutubo.models import Person, User
from katutubo.people.ages import age_on
from tests.people.factories import add_person, person_payload


def _stored(session: Session, person_id: int) -> Person:
    person = session.get(Person, person_id)
    assert person is not None
    return person


def test_create_returns_the_person(ipmr_client: TestClient) -> None:
    r = ipmr_client.post("/api/people", json=person_payload())
    assert r.status_code == 201, r.text
    body = r.json()
    assert body["last_name"] == "Dela Cruz" and body["first_name"] == "Juan"
    assert body["date_of_birth"] == "1990-05-17"
    assert body["age"] == age_on(date(1990, 5, 17), office_today())
    assert body["contact_number"] == "+639171234567"
    assert body["municipality"] == "Catanauan" and body["province"] == "Quezon"
    assert body["birthplace"] == "Purok 3, Brgy. Ajos"  # falls back to the address
    assert body["health_condition"] is None
    assert body["photo_url"] is None and body["thumb_url"] is None
    assert body["family_tree"] == {
        "father": "Pedro Dela Cruz",
        "mother": "Maria Santos",
        "spouse": "Ana Dela Cruz",
        "siblings": ["Jose Dela Cruz", "Rosa Dela Cruz"],
        "children": ["Carlo Dela Cruz"],
    }
    assert body["flags"] == {
        "student": False,
        "non_student": True,
        "unemployed": False,
        "pwd": False,
        "not_attending_school": False,
    }
    assert body["created_at"] == body["updated_at"]


def test_create_stores_clean_values_and_who(ipmr_client: TestClient, session: Session) -> None:
    payload = person_payload(occupation="  ", health_condition="Asthma", middle_name="", lineage="remontado")
    r = ipmr_client.post("/api/people", json=payload)
    assert r.status_code == 201, r.text
    person = _stored(session, r.json()["id"])
    creator = session.scalar(select(User).where(User.id == person.created_by))
    assert creator is not None and creator.role == "ipmr"
    assert person.occupation is None and person.middle_name is None
    assert person.lineage == "Remontado" and person.lineage_lower == "remontado"
    assert person.last_name_lower == "dela cruz" and person.first_name_lower == "juan"
    assert person.is_unemployed and not person.is_student and person.has_health_condition
    assert r.json()["flags"]["pwd"] is True and r.json()["flags"]["unemployed"] is True


def test_invalid_payload_is_422_with_every_field_and_nothing_stored(
    ipmr_client: TestClient, session: Session
) -> None:
    r = ipmr_client.post(
        "/api/people", json=person_payload(last_name="", contact_number="555", barangay="Xanadu")
    )
    assert r.status_code == 422
    assert r.json() == {
        "error": "Last name is required.",
        "code": "people.required.last_name",
        "detail": {
            "fields": {
                "last_name": "Last name is required.",
                "barangay": "Choose one of the barangays of Catanauan.",
                "contact_number": "Enter 11-digit PH number (09XXXXXXXXX) or +639XXXXXXXXX",
            },
            "codes": {
                "last_name": "people.required.last_name",
                "barangay": "people.barangay_unknown",
                "contact_number": "people.phone_hint",
            },
            "params": {"barangay": {"municipality": "Catanauan"}},
        },
    }
    assert session.scalar(select(func.count()).select_from(Person)) == 0


def test_wrongly_typed_field_is_422_with_the_field_name(ipmr_client: TestClient) -> None:
    r = ipmr_client.post("/api/people", json=person_payload(first_name=["Juan"]))
    assert r.status_code == 422
    assert "first_name" in r.json()["detail"]["fields"]


def test_get_one(user_client: TestClient) -> None:
    person = add_person(first_name="Rosa", health_condition="no health", occupation="Student")
    r = user_client.get(f"/api/people/{person.id}")
    assert r.status_code == 200
    assert r.json()["first_name"] == "Rosa"
    assert r.json()["flags"]["pwd"] is False
    assert r.json()["flags"]["student"] is True


def test_get_unknown_is_404(user_client: TestClient) -> None:
    r = user_client.get("/api/people/987654")
    assert r.status_code == 404
    assert r.json()["error"] == "Person not found."


def test_update_replaces_the_form_and_keeps_created_at(ipmr_client: TestClient, session: Session) -> None:
    person = add_person()
    payload = person_payload(
        first_name="Juana",
        gender="Female",
        date_of_birth="2010-01-01",
        occupation="Junior High student",
        household_members=None,
        contact_number="+63 999 888 7777",
        family_tree={"father": "", "siblings": [], "children": ""},
        birthplace="Mulanay, Quezon",
    )
    r = ipmr_client.put(f"/api/people/{person.id}", json=payload)
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["first_name"] == "Juana" and body["gender"] == "Female"
    assert body["household_members"] is None
    assert body["contact_number"] == "+639998887777"
    assert body["birthplace"] == "Mulanay, Quezon"
    assert body["family_tree"]["father"] is None and body["family_tree"]["siblings"] == []
    assert body["flags"]["student"] and not body["flags"]["not_attending_school"]
    stored = _stored(session, person.id)
    assert stored.created_at == person.created_at
    assert stored.updated_at > person.updated_at
    assert stored.updated_by is not None and stored.created_by is None
    assert stored.first_name_lower == "juana" and stored.is_student


def test_update_keeps_fields_left_out(ipmr_client: TestClient) -> None:
    person = add_person(occupation="Farmer")
    r = ipmr_client.put(
        f"/api/people/{person.id}", json={"occupation": "wala", "family_tree": {"spouse": "X Y"}}
    )
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["occupation"] == "wala" and body["flags"]["unemployed"] is True
    assert body["first_name"] == "Juan" and body["contact_number"] == "+639171234567"
    assert body["family_tree"]["spouse"] == "X Y"
    assert body["family_tree"]["father"] == "Pedro Dela Cruz"


def test_update_validates_the_whole_form(ipmr_client: TestClient, session: Session) -> None:
    person = add_person()
    r = ipmr_client.put(
        f"/api/people/{person.id}", json=person_payload(first_name=" ", date_of_birth="2999-01-01")
    )
    assert r.status_code == 422
    assert r.json()["detail"]["fields"] == {
        "first_name": "First name is required.",
        "date_of_birth": "Date of birth cannot be in the future.",
    }
    assert _stored(session, person.id).first_name == "Juan"


def test_update_unknown_is_404(ipmr_client: TestClient) -> None:
    r = ipmr_client.put("/api/people/987654", json=person_payload())
    assert r.status_code == 404
    assert r.json()["error"] == "Person not found."


def test_delete_moves_to_the_trash(ipmr_client: TestClient, session: Session) -> None:
    person = add_person()
    r = ipmr_client.delete(f"/api/people/{person.id}")
    assert r.status_code == 204
    assert r.content == b""
    stored = session.get(Person, person.id)
    assert stored is not None and stored.deleted_at is not None
    assert ipmr_client.get(f"/api/people/{person.id}").status_code == 404
    assert ipmr_client.delete(f"/api/people/{person.id}").status_code == 404


def test_ids_are_not_reused_after_a_purge(ipmr_client: TestClient) -> None:
    first = add_person()
    assert ipmr_client.delete(f"/api/people/{first.id}").status_code == 204
    purge = ipmr_client.delete(
        f"/api/admin/trash/{first.id}",
        params={"last_name": first.last_name, "disposal_authority": "NAP DA 2026-07"},
    )
    assert purge.status_code == 204
    assert add_person().id > first.id


def test_update_checks_only_the_fields_sent(ipmr_client: TestClient, session: Session) -> None:
    person = add_person()
    r = ipmr_client.put(f"/api/people/{person.id}", json={"first_name": " ", "age": ""})
    assert r.status_code == 422
    assert r.json() == {
        "error": "First name is required.",
        "code": "people.required.first_name",
        "detail": {
            "fields": {"first_name": "First name is required."},
            "codes": {"first_name": "people.required.first_name"},
        },
    }
    r = ipmr_client.put(f"/api/people/{person.id}", json={"age": "", "household_members": ""})
    assert r.status_code == 200, r.text
    assert r.json()["age"] == age_on(date(1990, 5, 17), office_today())  # from the stored date of birth
    assert r.json()["household_members"] is None


def test_update_still_needs_the_required_fields_of_the_stored_person(
    ipmr_client: TestClient, session: Session
) -> None:
    person = add_person()
    with get_sessionmaker().begin() as db:  # a row stored before the date of birth was required
        db.execute(update(Person).where(Person.id == person.id).values(date_of_birth=None, age=None))
    r = ipmr_client.put(f"/api/people/{person.id}", json={"occupation": "Fisher"})
    assert r.status_code == 422
    assert r.json()["detail"]["fields"] == {
        "date_of_birth": "Date of birth is required.",
        "age": "Age is required.",
    }
    assert _stored(session, person.id).occupation == "Farmer"


def test_more_than_50_siblings_is_refused_with_its_code_and_values(ipmr_client: TestClient) -> None:
    """The "at most 50" message had no code: the app showed its English in the Filipino screens."""
    tree = {"siblings": [f"Kapatid {n}" for n in range(51)]}
    r = ipmr_client.post("/api/people", json=person_payload(family_tree=tree))
    assert r.status_code == 422, r.text
    body = r.json()
    assert body["error"] == "List at most 50 siblings, each 300 characters or fewer."
    assert body["code"] == "people.too_many.siblings"
    assert body["detail"]["codes"] == {"family_tree.siblings": "people.too_many.siblings"}
