"""Jobs a restart interrupted are marked at start-up (a check failed, an import ready to go on), those still
worked on are left alone; uploads not imported within 7 days are removed and their job says so."""

import os
from datetime import timedelta

from fastapi.testclient import TestClient
from sqlalchemy import select

from katutubo.core.db import transaction
from katutubo.imports.service import Importer
from katutubo.models import ImportJob, ImportStatus
from katutubo.models.base import utcnow
from tests.factories import prime_csrf
from tests.imports.test_spreadsheet_import import ENGLISH, FIVE_NEW_TWO_REFUSED, csv_bytes

CSV = csv_bytes(ENGLISH)  # 5 people to create, 2 rows refused
CHECK_INTERRUPTED = "Checking was interrupted by a restart of the server: upload the file again to check it."
IMPORT_INTERRUPTED = (
    "The import was interrupted by a restart of the server after 0 rows: press Import to go on from "
    "there (no one is imported twice)."
)
UPLOAD_REMOVED = (
    "The uploaded file was removed after 7 days without being imported: upload it again to import it."
)


def upload(client) -> dict:
    r = client.post("/api/admin/imports", files={"file": ("people.csv", CSV)})
    assert r.status_code == 202, r.text
    return client.get(f"/api/admin/imports/{r.json()['id']}").json()


def set_job(job_id: int, **values) -> None:
    with transaction() as db:
        job = db.get_one(ImportJob, job_id)
        for name, value in values.items():
            setattr(job, name, value)


def test_jobs_interrupted_by_a_restart_are_marked_at_start_up(app, users, ipmr_client):
    """A process killed while checking or importing leaves the job's status behind, and nobody touching it."""
    minutes_ago = utcnow() - timedelta(minutes=10)
    checking, importing, busy = (upload(ipmr_client) for _ in range(3))
    set_job(checking["id"], status=ImportStatus.checking, checked_rows=0, updated_at=minutes_ago)
    set_job(importing["id"], status=ImportStatus.importing, updated_at=minutes_ago)
    set_job(busy["id"], status=ImportStatus.checking, updated_at=utcnow())  # another process's, working

    with TestClient(app) as restarted:  # the server starting again
        prime_csrf(restarted)
        users.sign_in(restarted, users.create(role="ipmr"))
        failed = restarted.get(f"/api/admin/imports/{checking['id']}").json()
        assert (failed["status"], failed["message"]) == ("failed", CHECK_INTERRUPTED)
        ready = restarted.get(f"/api/admin/imports/{importing['id']}").json()
        assert (ready["status"], ready["message"]) == ("ready", IMPORT_INTERRUPTED)
        assert restarted.get(f"/api/admin/imports/{busy['id']}").json()["status"] == "checking"
        # the import goes on from where it stopped: Commit is not refused
        assert restarted.post(f"/api/admin/imports/{importing['id']}/commit").status_code == 202
        done = restarted.get(f"/api/admin/imports/{importing['id']}").json()
        assert (done["status"], done["message"], done["result"]["create"]) == ("done", None, 5)


def test_uploads_not_imported_are_removed_after_7_days(settings, ipmr_client):
    folder = settings.data_dir / "imports"
    old, recent, imported = (upload(ipmr_client) for _ in range(3))
    assert ipmr_client.post(f"/api/admin/imports/{imported['id']}/commit").status_code == 202
    with transaction() as db:
        keys = {job.id: job.file_key for job in db.scalars(select(ImportJob))}
    week_ago = utcnow() - timedelta(days=7, minutes=1)
    set_job(old["id"], created_at=week_ago)
    set_job(imported["id"], created_at=week_ago)
    set_job(recent["id"], created_at=utcnow() - timedelta(days=6))
    orphan = folder / "0123456789abcdef.csv"  # saved by a request that failed afterwards
    orphan.write_bytes(CSV)
    os.utime(orphan, (week_ago.timestamp(), week_ago.timestamp()))

    from katutubo.imports.upkeep import (
        remove_old_uploads,
    )  # the daily job (katutubo.core.scheduled claims it)

    assert remove_old_uploads(settings) == 2
    assert not (settings.data_dir / keys[old["id"]]).exists() and not orphan.exists()
    assert (settings.data_dir / keys[recent["id"]]).exists()
    removed = ipmr_client.get(f"/api/admin/imports/{old['id']}").json()
    assert (removed["status"], removed["message"]) == ("failed", UPLOAD_REMOVED)
    assert ipmr_client.post(f"/api/admin/imports/{old['id']}/commit").status_code == 409
    assert ipmr_client.get(f"/api/admin/imports/{recent['id']}").json()["status"] == "ready"
    assert ipmr_client.get(f"/api/admin/imports/{imported['id']}").json()["status"] == "done"
    assert remove_old_uploads(settings) == 0  # once


def test_an_import_stopped_by_an_error_goes_on_when_asked(ipmr_client, monkeypatch):
    """An error half way (a disk failing a moment) leaves the job ready to go on, not "importing" forever."""
    job = upload(ipmr_client)
    monkeypatch.setattr("katutubo.imports.jobs.CHUNK", 2)
    real = Importer.add_chunk
    calls = []

    def fails_the_second_time(self, db, actor, candidates):
        calls.append(len(candidates))
        if len(calls) == 2:
            raise OSError("disk I/O error")
        return real(self, db, actor, candidates)

    monkeypatch.setattr(Importer, "add_chunk", fails_the_second_time)
    assert ipmr_client.post(f"/api/admin/imports/{job['id']}/commit").status_code == 202
    stopped = ipmr_client.get(f"/api/admin/imports/{job['id']}").json()
    assert (stopped["status"], stopped["imported_rows"]) == ("ready", 2)
    assert stopped["message"] == (
        "The import stopped after 2 rows because of an error on the server: press Import to go on from there "
        "(no one is imported twice)."
    )
    assert ipmr_client.post(f"/api/admin/imports/{job['id']}/commit").status_code == 202
    done = ipmr_client.get(f"/api/admin/imports/{job['id']}").json()
    assert (done["status"], done["imported_rows"], done["message"]) == ("done", 7, None)
    assert done["result"] == FIVE_NEW_TWO_REFUSED
