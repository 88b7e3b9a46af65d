"""Certifications of tribal membership: only the Chieftain issues and revokes, serials are unique and
sequential per year even when issued in parallel, and the public verify page says nothing more than listed."""

import threading
from datetime import UTC, datetime

from sqlalchemy import select

from katutubo.audit import erasure
from katutubo.certifications import service
from katutubo.certifications.qr import qr_svg_data_uri
from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent, Certification, Person, User
from katutubo.models.certification import CertificatePurpose
from tests.people.factories import add_person

NEW_YEAR_MORNING_IN_MANILA = datetime(2026, 12, 31, 23, 30, tzinfo=UTC)  # 07:30 on 1 January 2027 in Manila


def issue(client, person_id: int, purpose: str = "Scholarship application") -> dict:
    r = client.post(f"/api/people/{person_id}/certifications", json={"purpose": purpose})
    assert r.status_code == 201, r.text
    return r.json()


def code_of(certificate: dict) -> str:
    return certificate["verify_url"].rsplit("/verify/", 1)[1]


def test_the_chieftain_issues_a_printable_certificate(chieftain_client, settings, office_clock):
    person = add_person(first_name="Ligaya", middle_name="Reyes", last_name="Bautista", lineage="Agta")
    # Still 2026 in UTC: the serial's year and the date are the office's.
    office_clock.set(NEW_YEAR_MORNING_IN_MANILA)
    cert = issue(chieftain_client, person.id)
    assert cert["serial"] == "CTM-2027-00001" and cert["issued_on"] == "2027-01-01"
    assert cert["person_name"] == "Ligaya Reyes Bautista"
    assert (cert["date_of_birth"], cert["barangay"], cert["tribe"]) == ("1990-05-17", "Ajos", "Agta")
    assert (cert["father"], cert["mother"]) == ("Pedro Dela Cruz", "Maria Santos")
    assert cert["purpose"] == "Scholarship application"
    assert cert["issued_by_name"] == "Maria Dela Cruz" and cert["revoked_on"] is None
    assert cert["verify_url"].startswith(f"{settings.public_url}/verify/")
    assert len(code_of(cert)) >= 22  # 144 random bits
    assert cert["qr_svg"].startswith("data:image/svg+xml")
    # The QR code holds the verify address, the signed payload as its fragment (checked offline).
    assert cert["qr_svg"] == qr_svg_data_uri(f"{cert['verify_url']}#{cert['signed_payload']}")
    assert cert["qr_svg"] != qr_svg_data_uri(cert["verify_url"] + "x")
    assert issue(chieftain_client, person.id)["serial"] == "CTM-2027-00002"


def test_only_the_chieftain_may_issue_or_revoke(ipmr_client, user_client, chieftain_client):
    person = add_person()
    for client in (ipmr_client, user_client):
        r = client.post(f"/api/people/{person.id}/certifications", json={"purpose": "x"})
        assert r.status_code == 403
    cert = issue(chieftain_client, person.id)
    for client in (ipmr_client, user_client):
        assert (
            client.post(f"/api/certifications/{cert['id']}/revoke", json={"reason": "x"}).status_code == 403
        )
        assert client.get(f"/api/certifications/{cert['id']}").status_code == 403
    with get_sessionmaker()() as db:
        assert db.scalars(select(Certification.serial)).all() == [cert["serial"]]


def test_a_purpose_is_required(chieftain_client):
    person = add_person()
    r = chieftain_client.post(f"/api/people/{person.id}/certifications", json={"purpose": ""})
    assert r.status_code == 422


def test_verify_shows_only_serial_name_date_and_validity(chieftain_client, raw_client):
    person = add_person(first_name="Ligaya", middle_name=None, last_name="Bautista")
    cert = issue(chieftain_client, person.id)
    raw_client.cookies.clear()
    r = raw_client.get(f"/api/verify/{code_of(cert)}")
    assert r.status_code == 200
    assert r.json() == {
        "serial": cert["serial"],
        "person_name": "Ligaya Bautista",
        "issued_on": cert["issued_on"],
        "revoked_on": None,
    }


def test_an_unknown_code_is_not_found(raw_client, settings):
    assert raw_client.get("/api/verify/not-a-real-code").status_code == 404


def test_revoked_shows_revoked_with_the_date_and_is_audited(chieftain_client, raw_client):
    person = add_person()
    cert = issue(chieftain_client, person.id)
    r = chieftain_client.post(f"/api/certifications/{cert['id']}/revoke", json={"reason": "Issued in error"})
    assert r.status_code == 200
    revoked = r.json()
    assert revoked["revoke_reason"] == "Issued in error" and revoked["revoked_on"] is not None
    shown = raw_client.get(f"/api/verify/{code_of(cert)}").json()
    assert shown["revoked_on"] == revoked["revoked_on"]
    assert set(shown) == {"serial", "person_name", "issued_on", "revoked_on"}
    again = chieftain_client.post(f"/api/certifications/{cert['id']}/revoke", json={"reason": "Twice"})
    assert again.status_code == 409
    with get_sessionmaker()() as db:
        events = db.scalars(
            select(AuditEvent)
            .where(AuditEvent.target_type == "person", AuditEvent.target_id == person.id)
            .order_by(AuditEvent.id)
        ).all()
        opened = erasure.open_events(db, list(events))
        actions = [(e.action, o.changes) for e, o in zip(events, opened, strict=True)]
    assert [a for a, _ in actions] == [
        "person.created",
        "person.certification_issued",
        "person.certification_revoked",
    ]
    assert actions[1][1] == {
        "serial": [None, cert["serial"]],
        "purpose_kind": [None, "other"],
        "purpose": [None, "Scholarship application"],
    }
    assert actions[2][1]["revoke_reason"] == [None, "Issued in error"]


def test_the_profile_lists_the_persons_certifications(chieftain_client, ipmr_client, user_client):
    person, other = add_person(), add_person(first_name="Other")
    first = issue(chieftain_client, person.id, "School")
    second = issue(chieftain_client, person.id, "Employment")
    issue(chieftain_client, other.id)
    r = ipmr_client.get(f"/api/people/{person.id}/certifications")
    assert [c["serial"] for c in r.json()["items"]] == [second["serial"], first["serial"]]
    assert [c["purpose"] for c in r.json()["items"]] == ["Employment", "School"]
    assert user_client.get(f"/api/people/{person.id}/certifications").status_code == 403


def test_serials_are_unique_and_sequential_under_parallel_issue(chieftain_client, office_clock):
    person = add_person()
    office_clock.set(NEW_YEAR_MORNING_IN_MANILA)
    with get_sessionmaker()() as db:
        chieftain = db.scalars(select(User)).one()
        db.expunge(chieftain)
    count = 12
    start = threading.Barrier(count)
    errors: list[BaseException] = []

    def issue_one() -> None:
        try:
            start.wait()
            with get_sessionmaker().begin() as db:
                found = db.get(Person, person.id)
                assert found is not None
                service.issue(db, chieftain, found, CertificatePurpose.OTHER, "Parallel")
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=issue_one) for _ in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert errors == []
    year = 2027
    with get_sessionmaker()() as db:
        serials = sorted(db.scalars(select(Certification.serial)))
    assert serials == [f"CTM-{year}-{n:05d}" for n in range(1, count + 1)]
