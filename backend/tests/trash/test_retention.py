"""Retention (RA 9470): nothing leaves the Trash by itself unless KATUTUBO_TRASH_DAYS is set, and every purge
names its disposal authority, which the purge's audit event keeps readable after the person's values are
erased."""

import asyncio
from datetime import timedelta

from fastapi import FastAPI
from sqlalchemy import func, select, update

from katutubo.cli import main
from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent, Person
from katutubo.models.base import utcnow
from katutubo.trash import purge
from tests.people.factories import add_person

REFUSED = "Enter the reference of the National Archives' disposal authority (RA 9470) for this record."
AUTHORITY = "NAP DA No. 2026-014, Catanauan LGU"


def trashed(client, **names) -> Person:
    person = add_person(**names)
    assert client.delete(f"/api/people/{person.id}").status_code == 204
    return person


def age_in_trash(person: Person, days: int) -> None:
    with get_sessionmaker().begin() as db:
        db.execute(
            update(Person).where(Person.id == person.id).values(deleted_at=utcnow() - timedelta(days=days))
        )


def people_count() -> int:
    with get_sessionmaker()() as db:
        return db.scalar(select(func.count()).select_from(Person)) or 0


def purge_events(client, person_id: int) -> list[dict]:
    items = client.get("/api/admin/audit", params={"person_id": person_id}).json()["items"]
    return [e for e in items if e["action"] == "person.purged"]


def test_a_purge_without_the_disposal_authority_is_refused_and_purges_nothing(ipmr_client):
    juan = trashed(ipmr_client)
    for blank in ({}, {"disposal_authority": ""}, {"disposal_authority": "   "}):
        r = ipmr_client.delete(f"/api/admin/trash/{juan.id}", params={"last_name": "Dela Cruz", **blank})
        assert r.status_code == 422
        assert r.json() == {
            "error": REFUSED,
            "code": "trash.disposal_authority_required",
            "detail": {
                "fields": {"disposal_authority": REFUSED},
                "codes": {"disposal_authority": "trash.disposal_authority_required"},
            },
        }
    assert people_count() == 1
    assert [i["id"] for i in ipmr_client.get("/api/admin/trash").json()["items"]] == [juan.id]
    assert purge_events(ipmr_client, juan.id) == []


def test_a_wrong_last_name_and_no_authority_are_both_told(ipmr_client):
    juan = trashed(ipmr_client)
    r = ipmr_client.delete(f"/api/admin/trash/{juan.id}", params={"last_name": "Cruz"})
    assert r.status_code == 422
    assert r.json()["detail"]["fields"] == {
        "last_name": "Type the person's last name to confirm.",
        "disposal_authority": REFUSED,
    }
    assert people_count() == 1


def test_the_purge_event_keeps_the_authority_readable_after_the_erasure(ipmr_client):
    juan = trashed(ipmr_client)
    params = {"last_name": "Dela Cruz", "disposal_authority": f"  {AUTHORITY} "}
    assert ipmr_client.delete(f"/api/admin/trash/{juan.id}", params=params).status_code == 204
    assert people_count() == 0
    [event] = purge_events(ipmr_client, juan.id)
    assert event["actor_name"] == "Maria Dela Cruz"
    assert event["changes"]["disposal_authority"] == [None, AUTHORITY]
    # The person's own values are erased with their key; the authority is nobody's and stays.
    assert (event["target_label"], event["changes"]["deleted_at"], event["erased_fields"]) == (
        None,
        [None, None],
        ["deleted_at"],
    )
    with get_sessionmaker()() as db:
        stored = db.scalars(select(AuditEvent.changes).where(AuditEvent.action == "person.purged")).one()
    assert stored["disposal_authority"] == [None, AUTHORITY]


def test_purge_trash_purges_nothing_when_the_setting_is_unset(ipmr_client, settings, capsys):
    assert settings.trash_days is None  # the default
    old = trashed(ipmr_client)
    age_in_trash(old, 4000)
    main(["purge-trash"])
    assert capsys.readouterr().out.strip() == (
        "KATUTUBO_TRASH_DAYS is not set: nothing is purged. People stay in the Trash until an IPMR purges"
        " them, naming the disposal authority (RA 9470)."
    )
    assert people_count() == 1
    assert purge.purge_expired(settings, None) == 0  # type: ignore[arg-type] - touches no storage
    assert purge_events(ipmr_client, old.id) == []


def test_purge_trash_with_a_number_purges_the_old_ones_under_the_setting(ipmr_client, capsys, trash_days):
    old, recent = trashed(ipmr_client), trashed(ipmr_client, first_name="Pedro")
    age_in_trash(old, trash_days + 1)
    age_in_trash(recent, trash_days - 1)
    main(["purge-trash"])
    assert capsys.readouterr().out.strip() == "Purged 1 people deleted more than 30 days ago."
    assert [i["id"] for i in ipmr_client.get("/api/admin/trash").json()["items"]] == [recent.id]
    [event] = purge_events(ipmr_client, old.id)
    assert (event["actor_name"], event["changes"]["disposal_authority"]) == (
        None,
        [None, "KATUTUBO_TRASH_DAYS=30"],
    )


def test_the_server_starts_no_daily_purge_when_the_setting_is_unset(settings, monkeypatch):
    started: list[object] = []
    monkeypatch.setattr(purge, "purge_daily", lambda s: started.append(s))

    async def run() -> None:
        async with purge.daily_purge_lifespan(FastAPI()):
            pass

    asyncio.run(run())
    assert settings.trash_days is None and started == []


def test_the_trash_says_how_long_it_keeps_people(ipmr_client, monkeypatch, settings):
    assert ipmr_client.get("/api/admin/trash").json()["trash_days"] is None
    monkeypatch.setattr(settings, "trash_days", 45)
    assert ipmr_client.get("/api/admin/trash").json()["trash_days"] == 45
