"""The record of processing (/admin/privacy): its counts are the data's, its settings the running system's,
and it never shows a password or an object store's credentials."""

from typing import Any

from sqlalchemy import func, select, update

from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent, KinshipLink, Person
from tests.certifications.test_certifications import issue
from tests.households.helpers import resident, start
from tests.kinship.helpers import link
from tests.people.factories import add_person

URL = "/api/admin/privacy-record"


def record(client) -> dict[str, Any]:
    r = client.get(URL)
    assert r.status_code == 200, r.text
    body: dict[str, Any] = r.json()
    return body


def test_the_counts_are_the_data(ipmr_client, chieftain_client, users, database_url):
    users.create("encoder", barangays=["Ajos"])
    users.create("encoder", status="disabled", barangays=["Ajos"])
    users.create("user", status="pending")
    father = resident("Andres", "Malaya", born="1960-03-01", health_condition="Hypertension")
    child = resident("Berto", "Malaya", born="1990-03-01")
    no_phone = add_person(first_name="Celia", last_name="Ramos")
    gone = add_person(first_name="Dado", last_name="Ramos", health_condition="Asthma")
    with get_sessionmaker().begin() as db:
        db.execute(update(Person).where(Person.id == father.id).values(photo_key="people/1.jpg"))
        db.execute(update(Person).where(Person.id == no_phone.id).values(contact_number=""))
    link(ipmr_client, child, father_id=father.id)
    start(ipmr_client, father, (child, "child"))
    issue(chieftain_client, child.id)
    assert ipmr_client.get(f"/api/people/{child.id}").status_code == 200  # read: the read log
    assert ipmr_client.delete(f"/api/people/{gone.id}").status_code == 204

    body = record(ipmr_client)
    with get_sessionmaker()() as db:
        links = db.scalar(select(func.count()).select_from(KinshipLink))
        reads, first_read = db.execute(
            select(func.count(), func.min(AuditEvent.at)).where(AuditEvent.action == "person.viewed")
        ).one()
        others, first_event = db.execute(
            select(func.count(), func.min(AuditEvent.at)).where(AuditEvent.action != "person.viewed")
        ).one()
    assert links and links > 0
    assert body["categories"] == {
        "people": 3,
        "with_photo": 1,
        "with_health_condition": 1,
        "with_contact_number": 2,
        "certificates": 1,
        "households": 1,
        "family_links": links,
        "in_trash": 1,
    }
    assert body["roles"] == [
        {"role": "ipmr", "active_accounts": 1},
        {"role": "chieftain", "active_accounts": 1},
        {"role": "user", "active_accounts": 0},
        {"role": "encoder", "active_accounts": 1},
    ]
    assert reads == 1 and others > 5
    assert (body["read_log"]["events"], body["audit_trail"]["events"]) == (reads, others)
    assert body["read_log"]["oldest"] is not None and body["audit_trail"]["oldest"] is not None
    assert first_read.isoformat()[:19] == body["read_log"]["oldest"][:19]
    assert first_event.isoformat()[:19] == body["audit_trail"]["oldest"][:19]
    assert body["storage"]["database"] == database_url.split(":")[0].split("+")[0]
    assert body["municipality"] == "Catanauan, Quezon"


def test_the_settings_as_the_system_runs_them(ipmr_client, settings, monkeypatch):
    body = record(ipmr_client)
    assert body["retention"] == {"trash_days": None}
    assert body["public_address"] == {"url": "http://127.0.0.1:8000", "https": False}
    assert body["backups"] == {"encrypted": False, "every_hours": None, "keep": 14}
    assert body["storage"]["photos"] == "data_folder"
    assert body["storage"]["photos_location"] == str(settings.data_dir.resolve())

    monkeypatch.setattr(
        settings, "database_url", "postgresql+psycopg://katutubo:S3cretPw@db.lgu.ph:5433/registry"
    )
    monkeypatch.setattr(settings, "storage_url", "s3://ip-photos?endpoint=https://s3.lgu.ph&region=ph-1")
    monkeypatch.setattr(
        settings, "backup_encrypt_to", "age1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq"
    )
    monkeypatch.setattr(settings, "backup_every_hours", 24.0)
    monkeypatch.setattr(settings, "public_url", "https://katutubo.catanauan.gov.ph")
    monkeypatch.setattr(settings, "trash_days", 30)
    r = ipmr_client.get(URL)
    body = r.json()
    assert "S3cretPw" not in r.text
    assert body["storage"] == {
        "database": "postgresql",
        "database_location": "db.lgu.ph:5433/registry",
        "photos": "object_store",
        "photos_location": "s3://ip-photos (https://s3.lgu.ph)",
    }
    assert body["backups"] == {"encrypted": True, "every_hours": 24.0, "keep": 14}
    assert body["public_address"] == {"url": "https://katutubo.catanauan.gov.ph", "https": True}
    assert body["retention"] == {"trash_days": 30}


def test_only_an_ipmr_reads_it(chieftain_client, user_client):
    assert chieftain_client.get(URL).status_code == 403
    assert user_client.get(URL).status_code == 403
