"""Delete moves a person to the Trash: gone from every list and count; restore brings them back as they
were; purge (by an IPMR, by `katutubo purge-trash`, by the server's daily run) deletes them for good."""

from datetime import timedelta
from pathlib import Path

from fastapi.testclient import TestClient
from sqlalchemy import func, select, update

from katutubo.audit import erasure
from katutubo.cli import main
from katutubo.core.config import get_settings
from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent, Person
from katutubo.models.base import utcnow
from tests.people.factories import add_person, image_bytes

CONFIRM = "Type the person's last name to confirm."


def upload_photo(client: TestClient, person_id: int) -> list[Path]:
    """The photo's two files (full size and thumbnail) in the data folder."""
    files = {"file": ("p.jpg", image_bytes(), "image/jpeg")}
    assert client.post(f"/api/people/{person_id}/photo", files=files).status_code == 200
    with get_sessionmaker()() as db:
        person = db.get_one(Person, person_id)
        keys = [person.photo_key, person.thumb_key]
    paths = [get_settings().data_dir / key for key in keys if key]
    assert len(paths) == 2 and all(p.exists() for p in paths)
    return paths


def everything_a_user_sees(client: TestClient) -> dict[str, object]:
    """Every list, count, tile, population, suggestion and the latest entry, for person 'Juan Dela Cruz'."""
    barangays = {b["name"]: b["population"] for b in client.get("/api/barangays").json()["items"]}
    return {
        "list": client.get("/api/people").json()["total"],
        "search": client.get("/api/people", params={"q": "juan"}).json()["total"],
        "barangay filter": client.get("/api/people", params={"barangay": "Ajos"}).json()["total"],
        "category": client.get("/api/people", params={"category": "male"}).json()["total"],
        "tiles": client.get("/api/dashboard/stats").json(),
        "latest": (client.get("/api/dashboard/latest").json()["person"] or {}).get("id"),
        "suggestions": len(client.get("/api/people/suggestions", params={"q": "juan"}).json()["names"]),
        "dashboard suggestions": len(
            client.get("/api/dashboard/suggestions", params={"q": "juan"}).json()["items"]
        ),
        "lineages": client.get("/api/people/stats/lineages").json(),
        "population": barangays["Ajos"],
    }


def test_trashed_people_are_missing_from_every_count_and_list(ipmr_client, chieftain_client):
    add_person(first_name="Pedro", last_name="Santos", barangay="Anusan", gender="Female", lineage="Aeta")
    before = everything_a_user_sees(ipmr_client)
    juan = add_person()
    with_juan = everything_a_user_sees(ipmr_client)
    assert with_juan != before
    assert ipmr_client.delete(f"/api/people/{juan.id}").status_code == 204
    assert everything_a_user_sees(ipmr_client) == before
    assert everything_a_user_sees(chieftain_client) == before
    assert ipmr_client.get(f"/api/people/{juan.id}").status_code == 404
    assert ipmr_client.put(f"/api/people/{juan.id}", json={}).status_code == 404


def test_trash_lists_who_deleted_and_when(ipmr_client):
    juan = add_person()
    ipmr_client.delete(f"/api/people/{juan.id}")
    body = ipmr_client.get("/api/admin/trash").json()
    [item] = body["items"]
    assert (body["total"], body["page"], body["page_size"], body["trash_days"]) == (1, 1, 50, None)
    assert (item["id"], item["name"], item["last_name"], item["barangay"], item["deleted_by_name"]) == (
        juan.id,
        "Dela Cruz, Juan Santos",
        "Dela Cruz",
        "Ajos",
        "Maria Dela Cruz",
    )
    assert item["deleted_at"]


def test_restore_brings_back_the_same_data_and_photo(ipmr_client):
    juan = add_person()
    upload_photo(ipmr_client, juan.id)
    before = ipmr_client.get(f"/api/people/{juan.id}").json()
    photo = ipmr_client.get(before["photo_url"]).content
    ipmr_client.delete(f"/api/people/{juan.id}")
    r = ipmr_client.post(f"/api/admin/trash/{juan.id}/restore")
    assert r.status_code == 200
    after = ipmr_client.get(f"/api/people/{juan.id}").json()
    assert {k: v for k, v in after.items() if k not in ("updated_at", "version")} == {
        k: v for k, v in before.items() if k not in ("updated_at", "version")
    }
    assert ipmr_client.get(after["photo_url"]).content == photo
    assert ipmr_client.get("/api/admin/trash").json()["total"] == 0
    assert ipmr_client.get("/api/people").json()["total"] == 1


def test_purge_needs_the_last_name_and_removes_the_files(ipmr_client):
    juan = add_person()
    files = upload_photo(ipmr_client, juan.id)
    ipmr_client.delete(f"/api/people/{juan.id}")
    r = ipmr_client.delete(
        f"/api/admin/trash/{juan.id}", params={"last_name": "Cruz", "disposal_authority": "NAP DA 2026-07"}
    )
    assert r.status_code == 422
    assert r.json() == {
        "error": CONFIRM,
        "code": "trash.confirm_last_name",
        "detail": {"fields": {"last_name": CONFIRM}, "codes": {"last_name": "trash.confirm_last_name"}},
    }
    assert all(f.exists() for f in files)
    assert (
        ipmr_client.delete(
            f"/api/admin/trash/{juan.id}",
            params={"last_name": " dela CRUZ ", "disposal_authority": "NAP DA 2026-07"},
        ).status_code
        == 204
    )
    assert not any(f.exists() for f in files)
    with get_sessionmaker()() as db:
        assert db.get(Person, juan.id) is None
    assert ipmr_client.post(f"/api/admin/trash/{juan.id}/restore").status_code == 404


def test_a_live_person_is_not_in_the_trash(ipmr_client):
    juan = add_person()
    assert ipmr_client.post(f"/api/admin/trash/{juan.id}/restore").status_code == 404
    r = ipmr_client.delete(
        f"/api/admin/trash/{juan.id}",
        params={"last_name": "Dela Cruz", "disposal_authority": "NAP DA 2026-07"},
    )
    assert r.status_code == 404


def test_every_step_is_audited(ipmr_client):
    juan = add_person()
    ipmr_client.delete(f"/api/people/{juan.id}")
    ipmr_client.post(f"/api/admin/trash/{juan.id}/restore")
    ipmr_client.delete(f"/api/people/{juan.id}")
    ipmr_client.delete(
        f"/api/admin/trash/{juan.id}",
        params={"last_name": "Dela Cruz", "disposal_authority": "NAP DA 2026-07"},
    )
    with get_sessionmaker()() as db:
        events = db.scalars(
            select(AuditEvent).where(AuditEvent.target_id == juan.id).order_by(AuditEvent.id)
        ).all()
        assert [e.action for e in events if e.action != "person.viewed"][-4:] == [
            "person.deleted",
            "person.restored",
            "person.deleted",
            "person.purged",
        ]
        # Sealed with Juan's key, which the purge destroyed (katutubo.audit.erasure): erased from every event.
        assert {o.target_label for o in erasure.open_events(db, list(events))} == {None}
    assert {e.target_label.split(":")[1] for e in events} == {str(juan.id)}


def test_purge_trash_purges_only_what_is_older_than_the_trash_days(ipmr_client, capsys, trash_days):
    old, recent = add_person(), add_person(first_name="Pedro")
    files = upload_photo(ipmr_client, old.id)
    for person in (old, recent):
        ipmr_client.delete(f"/api/people/{person.id}")
    with get_sessionmaker().begin() as db:
        db.execute(update(Person).where(Person.id == old.id).values(deleted_at=utcnow() - timedelta(days=31)))
    main(["purge-trash"])
    assert capsys.readouterr().out.strip() == "Purged 1 people deleted more than 30 days ago."
    assert not any(f.exists() for f in files)
    assert [i["id"] for i in ipmr_client.get("/api/admin/trash").json()["items"]] == [recent.id]
    with get_sessionmaker()() as db:
        purged = db.scalars(select(AuditEvent).where(AuditEvent.action == "person.purged")).one()
        assert (purged.actor_id, purged.target_id) == (None, old.id)
        assert db.scalar(select(func.count()).select_from(Person)) == 1


def test_the_server_purges_the_trash_a_minute_after_start_and_then_daily(
    ipmr_client, monkeypatch, trash_days
):
    import asyncio
    import contextlib

    from katutubo.trash import purge

    old, recent = add_person(), add_person(first_name="Pedro")
    for person in (old, recent):
        ipmr_client.delete(f"/api/people/{person.id}")
    with get_sessionmaker().begin() as db:
        db.execute(update(Person).where(Person.id == old.id).values(deleted_at=utcnow() - timedelta(days=31)))

    waits: list[float] = []

    async def sleep(seconds: float) -> None:
        waits.append(seconds)
        if len(waits) > 2:  # the third wait: two checks done, stop the loop
            raise asyncio.CancelledError

    monkeypatch.setattr(purge.asyncio, "sleep", sleep)
    calls: list[int] = []
    real = purge.purge_expired
    monkeypatch.setattr(purge, "purge_expired", lambda *a: calls.append(real(*a)) or calls[-1])
    with contextlib.suppress(asyncio.CancelledError):
        asyncio.run(purge.purge_daily(get_settings()))
    assert waits == [purge.FIRST_RUN_AFTER_SECONDS, purge.CHECK_SECONDS, purge.CHECK_SECONDS]
    assert calls == [1]  # the first check purged the expired person; the second found the day's purge done
    assert [i["id"] for i in ipmr_client.get("/api/admin/trash").json()["items"]] == [recent.id]
