from datetime import UTC, datetime, timedelta

from sqlalchemy import func, select

from katutubo.auth.sessions import SESSION_COOKIE
from katutubo.core.db import get_sessionmaker
from katutubo.models import RateLimitCounter, UserSession
from tests.factories import DEFAULT_PASSWORD, solve_captcha


def login(client, email, password=DEFAULT_PASSWORD, captcha=True):
    body = {"email": email, "password": password}
    if captcha:
        body["altcha"] = solve_captcha(client)
    return client.post("/api/auth/login", json=body)


def test_session_is_empty_when_signed_out(client):
    assert client.get("/api/session").json() == {
        "user": None,
        "captcha": True,
        "idle_minutes": 30,
        "loopback_public_url": None,
    }


def test_login_sets_httponly_lax_cookie_and_session_row(client, users):
    users.create(role="ipmr", email="ana@example.org", name="Ana Reyes")
    r = login(client, "  ANA@Example.org ")
    assert r.status_code == 200
    assert r.json()["user"]["email"] == "ana@example.org"
    assert r.json()["user"]["role_label"] == "IPMR"
    cookie = r.headers["set-cookie"].lower()
    assert "httponly" in cookie and "samesite=lax" in cookie and "max-age=2592000" in cookie
    assert client.get("/api/session").json()["user"]["display_name"] == "Ana Reyes"
    with get_sessionmaker()() as db:
        assert db.scalar(select(func.count()).select_from(UserSession)) == 1


def test_unknown_email_and_wrong_password_get_the_same_answer(client, users):
    users.create(email="ben@example.org")
    wrong = login(client, "ben@example.org", "not-the-password")
    unknown = login(client, "nobody@example.org")
    assert wrong.status_code == unknown.status_code == 401
    assert wrong.json()["error"] == unknown.json()["error"] == "Invalid email or password."


def test_email_and_password_are_required(client):
    r = login(client, "", "")
    assert r.status_code == 422


def test_five_failures_lock_the_email_for_fifteen_minutes(client, users):
    users.create(email="carla@example.org")
    users.create(email="dante@example.org")
    for _ in range(5):
        assert login(client, "carla@example.org", "wrong-guess").status_code == 401
    locked = login(client, "carla@example.org")
    assert locked.status_code == 429
    assert locked.json()["error"] == "Too many failed login attempts. Please try again later."
    # the failures were counted although each request was rolled back, and other accounts are untouched
    with get_sessionmaker()() as db:
        assert (
            db.scalar(select(func.count()).select_from(RateLimitCounter)) == 3
        )  # per email and address, email, address
    assert login(client, "dante@example.org").status_code == 200


def test_the_lockout_ends_fifteen_minutes_after_the_failures(client, users, office_clock):
    users.create(email="carla@example.org")
    failed_at = datetime(2026, 11, 23, 8, 0, tzinfo=UTC)
    office_clock.set(failed_at)
    for _ in range(5):
        assert login(client, "carla@example.org", "wrong-guess").status_code == 401
    office_clock.set(failed_at + timedelta(minutes=14, seconds=59))
    assert login(client, "carla@example.org").status_code == 429  # the right password does not help yet
    office_clock.set(failed_at + timedelta(minutes=15, seconds=1))
    assert login(client, "carla@example.org").status_code == 200


def test_success_clears_earlier_failures(client, users):
    users.create(email="elena@example.org")
    for _ in range(4):
        login(client, "elena@example.org", "wrong-guess")
    assert login(client, "elena@example.org").status_code == 200
    for _ in range(4):
        login(client, "elena@example.org", "wrong-guess")
    assert login(client, "elena@example.org").status_code == 200


def test_logout_deletes_the_session(client, users):
    users.create(email="fe@example.org")
    login(client, "fe@example.org")
    token = client.cookies[SESSION_COOKIE]
    assert client.post("/api/auth/logout").status_code == 204
    assert client.get("/api/session").json()["user"] is None
    client.cookies.set(SESSION_COOKIE, token)  # a stolen copy of the cookie is dead too
    assert client.get("/api/session").json()["user"] is None
    with get_sessionmaker()() as db:
        assert db.scalar(select(func.count()).select_from(UserSession)) == 0
