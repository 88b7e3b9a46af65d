"""Changing your own password, logging out everywhere, and the server's idle timeout."""

from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from katutubo.auth import sessions
from katutubo.core.clock import utc_now
from katutubo.core.db import get_sessionmaker
from katutubo.core.security import token_digest, verify_password
from katutubo.models import AuditEvent, User, UserSession
from tests.conftest import OfficeClock
from tests.factories import DEFAULT_PASSWORD, prime_csrf


@pytest.fixture
def two_tabs(app, users):
    """The same account signed in from two browsers."""
    user = users.create(role="chieftain", email="two@example.org")
    with TestClient(app) as first, TestClient(app) as second:
        for browser in (first, second):
            prime_csrf(browser)
            users.sign_in(browser, user)
        yield user, first, second


def change(client, current=DEFAULT_PASSWORD, new="bagong-lihim-8", confirm=None):
    return client.post(
        "/api/account/password",
        json={"current_password": current, "new_password": new, "confirm_password": confirm or new},
    )


def test_change_password_ends_the_other_sessions_only(two_tabs):
    user, first, second = two_tabs
    r = change(first)
    assert r.json() == {
        "message": "Your password has been changed.",
        "code": "account.password_changed",
        "params": {},
    }
    assert first.get("/api/people").status_code == 200
    assert second.get("/api/people").status_code == 401
    with get_sessionmaker()() as db:
        assert verify_password("bagong-lihim-8", db.get_one(User, user.id).password_hash)
        event = db.scalars(select(AuditEvent).where(AuditEvent.action == "password.changed")).one()
    assert "bagong-lihim-8" not in str(event.changes)


@pytest.mark.parametrize(
    ("kwargs", "field", "message", "code"),
    [
        (
            {"current": "not-my-password"},
            "current_password",
            "Current password is incorrect.",
            "account.wrong_current_password",
        ),
        (
            {"confirm": "something-else"},
            "confirm_password",
            "Passwords do not match!",
            "auth.passwords_do_not_match",
        ),
        (
            {"new": "abc"},
            "new_password",
            "Password must be at least 6 characters long.",
            "auth.password_too_short",
        ),
        ({"new": "123456"}, "new_password", "Password is too weak.", "auth.password_too_weak"),
    ],
)
def test_change_password_refusals(two_tabs, kwargs, field, message, code):
    _user, first, second = two_tabs
    r = change(first, **kwargs)
    assert r.status_code == 422
    assert r.json() == {
        "error": message,
        "code": code,
        "detail": {"fields": {field: message}, "codes": {field: code}},
    }
    assert second.get("/api/people").status_code == 200


def test_log_out_everywhere(two_tabs):
    _user, first, second = two_tabs
    assert first.post("/api/account/logout-everywhere").status_code == 204
    assert first.get("/api/people").status_code == 401
    assert second.get("/api/people").status_code == 401


class Clock:
    """The registry's clock, standing still from now on, moved on by minutes."""

    def __init__(self, office_clock: OfficeClock) -> None:
        self.office_clock, self.at = office_clock, utc_now()
        office_clock.set(self.at)

    def advance(self, minutes: float) -> None:
        self.at += timedelta(minutes=minutes)
        self.office_clock.set(self.at)


@pytest.fixture
def clock(office_clock: OfficeClock) -> Clock:
    return Clock(office_clock)


def test_idle_session_ends_on_the_server(clock, app, users):
    with TestClient(app) as browser:
        prime_csrf(browser)
        users.sign_in(browser, users.create())
        browser.get("/api/people")  # counts as activity
        clock.advance(29)
        assert browser.get("/api/session").json()["user"] is not None  # "Stay signed in"
        clock.advance(29)
        assert browser.get("/api/people").status_code == 200
        clock.advance(30)
        assert browser.get("/api/people").status_code == 401
        assert browser.get("/api/session").json()["user"] is None


def test_the_live_stream_does_not_count_as_activity(clock, settings, users):
    token = "stream-token"
    user = users.create()
    with get_sessionmaker().begin() as db:
        db.add(
            UserSession(
                token_hash=token_digest(token),
                user_id=user.id,
                expires_at=clock.at + timedelta(days=30),
                last_seen_at=clock.at,
            )
        )
    for _ in range(3):  # the stream's checks while the tab sits idle
        clock.advance(9)
        with get_sessionmaker().begin() as db:
            assert sessions.resolve(db, token, _Response(), settings, activity=False) is not None
    clock.advance(4)  # 31 minutes since the last real request
    with get_sessionmaker().begin() as db:
        assert sessions.resolve(db, token, _Response(), settings) is None


class _Response:
    def set_cookie(self, *args, **kwargs) -> None:
        pass


def test_session_reports_the_idle_minutes(client):
    assert client.get("/api/session").json()["idle_minutes"] == 30
