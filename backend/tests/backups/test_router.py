"""/admin/backups: list, run now, download with the password asked again (audited)."""

from sqlalchemy import select

from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent
from tests.factories import DEFAULT_PASSWORD
from tests.people.factories import add_person


def test_run_list_and_download(ipmr_client, settings, monkeypatch, tmp_path):
    monkeypatch.setattr(settings, "backup_dir", tmp_path / "backups")
    monkeypatch.setattr(settings, "backup_keep", 2)
    add_person()
    made = [ipmr_client.post("/api/admin/backups").json() for _ in range(3)]
    assert made[0]["counts"]["people"] == 1 and made[0]["verified"] is True
    listed = ipmr_client.get("/api/admin/backups").json()
    assert [b["name"] for b in listed] == [made[2]["name"], made[1]["name"]]  # the newest 2 kept
    url = f"/api/admin/backups/{made[2]['name']}/download"
    wrong = ipmr_client.post(url, json={"password": "not-it"})
    assert wrong.status_code == 422 and wrong.json()["error"] == "Password is incorrect."
    right = ipmr_client.post(url, json={"password": DEFAULT_PASSWORD})
    assert right.status_code == 200
    assert right.content == (tmp_path / "backups" / made[2]["name"]).read_bytes()
    missing = ipmr_client.post("/api/admin/backups/secret_key/download", json={"password": DEFAULT_PASSWORD})
    assert missing.status_code == 404 and missing.json()["error"] == "Backup not found."
    with get_sessionmaker()() as db:
        actions = list(db.scalars(select(AuditEvent.action).where(AuditEvent.action.like("backup.%"))))
    assert actions == ["backup.created"] * 3 + ["backup.downloaded"]


def test_schedule_says_whether_the_server_backs_up_by_itself(ipmr_client, settings, monkeypatch):
    monkeypatch.setattr(settings, "backup_every_hours", None)
    assert ipmr_client.get("/api/admin/backups/schedule").json() == {
        "every_hours": None,
        "keep": settings.backup_keep,
        "encrypted": False,
    }
    monkeypatch.setattr(settings, "backup_every_hours", 24.0)
    monkeypatch.setattr(settings, "backup_keep", 7)
    assert ipmr_client.get("/api/admin/backups/schedule").json() == {
        "every_hours": 24.0,
        "keep": 7,
        "encrypted": False,
    }


def test_schedule_is_for_ipmrs_only(chieftain_client):
    assert chieftain_client.get("/api/admin/backups/schedule").status_code == 403
