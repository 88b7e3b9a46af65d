from datetime import UTC, datetime, timedelta

from sqlalchemy import select, update

from katutubo.core.db import get_sessionmaker
from katutubo.models import UserSession


def _expiry():
    with get_sessionmaker()() as db:
        return db.scalar(select(UserSession.expires_at))


def test_session_slides_forward_when_used(ipmr_client):
    with get_sessionmaker().begin() as db:
        db.execute(update(UserSession).values(expires_at=datetime.now(UTC) + timedelta(days=3)))
    r = ipmr_client.get("/api/session")
    assert r.json()["user"] is not None
    assert _expiry() > datetime.now(UTC) + timedelta(days=29)
    assert "max-age=2592000" in r.headers["set-cookie"].lower()


def test_expired_session_is_signed_out_and_removed(ipmr_client):
    with get_sessionmaker().begin() as db:
        db.execute(update(UserSession).values(expires_at=datetime.now(UTC) - timedelta(seconds=1)))
    assert ipmr_client.get("/api/session").json()["user"] is None
    assert ipmr_client.get("/api/users").status_code == 401
    assert _expiry() is None
