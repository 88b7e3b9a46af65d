"""A certificate's purpose from NCIP's list for the Certificate of Confirmation; `other` carries its text."""

from sqlalchemy import select

from katutubo.audit import erasure
from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent, Certification
from tests.people.factories import add_person


def post(client, person_id: int, body: dict):
    return client.post(f"/api/people/{person_id}/certifications", json=body)


def test_a_listed_purpose_is_kept_with_no_text_and_audited(chieftain_client, ipmr_client):
    person = add_person()
    r = post(
        chieftain_client, person.id, {"purpose_kind": "pnp", "purpose": "ignored: a listed kind has none"}
    )
    assert r.status_code == 201, r.text
    cert = r.json()
    assert (cert["purpose_kind"], cert["purpose"]) == ("pnp", None)
    listed = ipmr_client.get(f"/api/people/{person.id}/certifications").json()["items"]
    assert [(c["purpose_kind"], c["purpose"]) for c in listed] == [("pnp", None)]
    with get_sessionmaker()() as db:
        stored = db.scalars(select(Certification)).one()
        assert (stored.purpose_kind.value, stored.purpose) == ("pnp", None)
        event = db.scalars(select(AuditEvent).where(AuditEvent.action == "person.certification_issued")).one()
        changes = erasure.open_events(db, [event])[0].changes
    assert changes == {"serial": [None, cert["serial"]], "purpose_kind": [None, "pnp"]}


def test_every_purpose_of_ncips_list_is_accepted(chieftain_client):
    person = add_person()
    kinds = ["scholarship", "employment", "travel_abroad", "land", "napolcom", "afp", "bfp", "bjmp", "pnp"]
    for kind in kinds:
        assert post(chieftain_client, person.id, {"purpose_kind": kind}).status_code == 201
    assert (
        post(chieftain_client, person.id, {"purpose_kind": "other", "purpose": "Cooperative"}).status_code
        == 201
    )
    with get_sessionmaker()() as db:
        stored = db.scalars(select(Certification.purpose_kind).order_by(Certification.id)).all()
    assert [k.value for k in stored] == [*kinds, "other"]


def test_other_needs_its_text_and_an_unknown_kind_is_refused(chieftain_client):
    person = add_person()
    for body in ({"purpose_kind": "other"}, {"purpose_kind": "other", "purpose": "   "}, {"purpose": ""}):
        r = post(chieftain_client, person.id, body)
        assert r.status_code == 422, body
        assert r.json()["detail"]["fields"]["purpose"] == "Enter the purpose of the certification."
    r = post(chieftain_client, person.id, {"purpose_kind": "visa"})
    assert r.status_code == 422 and "purpose_kind" in r.json()["detail"]["fields"]
    with get_sessionmaker()() as db:
        assert db.scalars(select(Certification)).all() == []


def test_a_request_naming_no_kind_is_other_with_its_text(chieftain_client):
    person = add_person()
    cert = post(chieftain_client, person.id, {"purpose": " Scholarship application "}).json()
    assert (cert["purpose_kind"], cert["purpose"]) == ("other", "Scholarship application")
