"""New accounts wait for an IPMR's approval; the first IPMR of a new registry does not; disabled accounts
cannot sign in."""

import pytest
from sqlalchemy import select

from katutubo.core import config
from katutubo.core.db import get_sessionmaker
from katutubo.models import User
from tests.auth.test_login import login
from tests.auth.test_signup import signup
from tests.factories import DEFAULT_PASSWORD, emails_to

WAITING = "Your account is waiting for approval."
DISABLED = "This account has been disabled. Contact the IPMR office."


def test_signup_is_pending_and_signed_in_but_sees_no_data(client, users, data_dir):
    ipmr = users.create(role="ipmr", email="head@example.org")
    r = signup(client, role="chieftain", email="nena@example.org", display_name="Nena Reyes")
    assert r.status_code == 201
    assert r.json()["user"]["status"] == "pending"
    assert client.get("/api/session").json()["user"]["status"] == "pending"
    for path in ("/api/people", "/api/dashboard/stats", "/api/barangays", "/api/admin/users"):
        r = client.get(path)
        assert (r.status_code, r.json()["error"]) == (403, WAITING), path
    [(subject, body)] = emails_to(data_dir, ipmr.email)
    assert "waiting for approval" in subject
    assert "Nena Reyes <nena@example.org>" in body and "Chieftain" in body
    assert "http://127.0.0.1:8000/admin/users" in body
    assert client.post("/api/auth/logout").status_code == 204
    assert client.get("/api/session").json()["user"] is None


def test_pending_account_logs_in_as_pending(client, users):
    users.create(role="chieftain", email="wait@example.org", status="pending")
    r = login(client, "wait@example.org", DEFAULT_PASSWORD)
    assert r.status_code == 200
    assert r.json()["user"]["status"] == "pending"
    assert client.get("/api/people").status_code == 403


def test_first_ipmr_of_a_new_registry_is_active_at_once(client, users):
    users.create(role="chieftain", email="chief@example.org")  # a Chieftain is not an IPMR
    first = signup(client, role="ipmr", email="first@example.org")
    assert first.json()["user"]["status"] == "active"
    assert client.get("/api/people").status_code == 200
    client.post("/api/auth/logout")
    second = signup(client, role="ipmr", email="second@example.org")
    assert second.json()["user"]["status"] == "pending"


def test_a_disabled_ipmr_does_not_count_as_the_registry_having_one(client, users):
    users.create(role="ipmr", email="old@example.org", status="disabled")
    assert signup(client, role="ipmr").json()["user"]["status"] == "active"


@pytest.fixture
def approval_off(monkeypatch):
    monkeypatch.setenv("KATUTUBO_SIGNUP_APPROVAL", "false")
    config.get_settings.cache_clear()
    yield
    monkeypatch.delenv("KATUTUBO_SIGNUP_APPROVAL")
    config.get_settings.cache_clear()


def test_with_approval_off_signup_is_active_as_in_the_spec(approval_off, client, users):
    users.create(role="ipmr")
    r = signup(client, role="chieftain")
    assert r.json()["user"]["status"] == "active"
    assert client.get("/api/people").status_code == 200


def test_disabled_account_cannot_log_in(client, users):
    users.create(role="ipmr", email="gone@example.org", status="disabled")
    r = login(client, "gone@example.org", DEFAULT_PASSWORD)
    assert (r.status_code, r.json()["error"]) == (403, DISABLED)
    assert "katutubo_session" not in r.cookies
    assert client.get("/api/session").json()["user"] is None


def test_disabled_account_with_a_wrong_password_learns_nothing(client, users):
    users.create(role="ipmr", email="gone@example.org", status="disabled")
    assert login(client, "gone@example.org", "not-the-password").status_code == 401


def test_login_records_the_time(client, users):
    user = users.create(email="seen@example.org")
    assert user.last_login_at is None
    login(client, "seen@example.org", DEFAULT_PASSWORD)
    with get_sessionmaker()() as db:
        assert db.scalar(select(User.last_login_at).where(User.id == user.id)) is not None
