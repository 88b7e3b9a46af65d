"""One duplicate scan at a time, whichever server process runs it: a refresh asked for while another is queued
(its background task not begun yet) or worked on by another process is refused, since the scan that ends last
replaces every pair. Until now only this process's running scans counted: a second Refresh in the moment
before the first began, or on the other worker, started a second scan."""

from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import update
from sqlalchemy.orm import Session

from katutubo.core import jobs
from katutubo.duplicates import scan as scan_module
from katutubo.models import DuplicateScan
from katutubo.models.base import utcnow


def test_a_second_refresh_while_one_waits_or_runs_elsewhere_is_refused(
    ipmr_client: TestClient, session: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        scan_module, "run_scan", lambda _scan_id: None
    )  # not begun here (or on another worker)
    first = ipmr_client.post("/api/admin/duplicates/scan")
    assert first.status_code == 202, first.text

    again = ipmr_client.post("/api/admin/duplicates/scan")
    assert again.status_code == 409
    assert again.json() == {
        "error": "A refresh is already running.",
        "code": "duplicates.already_running",
        "detail": None,
    }
    assert ipmr_client.get("/api/admin/duplicates").json()["scan"]["id"] == first.json()["id"]

    # Not touched for longer than a working process would allow (its process stopped): a new one may start.
    long_ago = utcnow() - timedelta(seconds=jobs.STALE_SECONDS + 1)
    session.execute(
        update(DuplicateScan).where(DuplicateScan.id == first.json()["id"]).values(updated_at=long_ago)
    )
    session.commit()
    later = ipmr_client.post("/api/admin/duplicates/scan")
    assert later.status_code == 202, later.text
    assert later.json()["id"] != first.json()["id"]
