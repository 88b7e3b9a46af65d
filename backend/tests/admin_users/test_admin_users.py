"""/api/admin/users: the IPMR's account management, its refusals, and what it does to sessions."""

from datetime import UTC, datetime, timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select, update

from katutubo.admin_users import service
from katutubo.core.db import get_sessionmaker
from katutubo.core.errors import Conflict
from katutubo.models import AuditEvent, User
from tests.factories import emails_to, prime_csrf

KEEP_ONE = "The registry must keep at least one active IPMR."
NOT_YOURSELF = "You cannot change your own account here."


def me(client) -> int:
    return client.get("/api/session").json()["user"]["id"]


def events(action):
    with get_sessionmaker()() as db:
        return list(db.scalars(select(AuditEvent).where(AuditEvent.action == action)))


def test_list_shows_pending_first_then_newest(ipmr_client, users):
    old = users.create(role="chieftain", email="old@example.org")
    new = users.create(role="user", email="new@example.org")
    waiting = users.create(role="ipmr", email="wait@example.org", status="pending")
    with get_sessionmaker().begin() as db:
        db.execute(
            update(User).where(User.id == old.id).values(created_at=datetime.now(UTC) - timedelta(days=9))
        )
    body = ipmr_client.get("/api/admin/users").json()
    emails = [u["email"] for u in body["items"]]
    assert emails[0] == waiting.email
    assert emails.index(new.email) < emails.index(old.email)
    assert body["total"] == 4 and body["page"] == 1 and body["page_size"] == 50
    first = body["items"][0]
    assert set(first) == {
        "id",
        "email",
        "display_name",
        "role",
        "role_label",
        "status",
        "created_at",
        "last_login_at",
        "barangays",
    }
    assert (first["role"], first["role_label"], first["status"]) == ("ipmr", "IPMR", "pending")


def test_list_filters_searches_and_pages(ipmr_client, users):
    users.create(role="chieftain", email="a@example.org", name="Ana Santos")
    users.create(role="chieftain", email="b@example.org", name="Berto Lim", status="disabled")
    users.create(role="user", email="santos.c@example.org", name="Carlo")
    get = lambda **q: ipmr_client.get("/api/admin/users", params=q).json()  # noqa: E731
    assert [u["email"] for u in get(status="disabled")["items"]] == ["b@example.org"]
    assert {u["email"] for u in get(role="chieftain")["items"]} == {"a@example.org", "b@example.org"}
    assert {u["email"] for u in get(q="SANTOS")["items"]} == {"a@example.org", "santos.c@example.org"}
    page = get(page=2, page_size=2)
    assert (page["total"], len(page["items"])) == (4, 2)


def test_approve_with_another_role_emails_the_person(ipmr_client, users, data_dir, app):
    user = users.create(role="ipmr", email="nena@example.org", status="pending", name="Nena")
    r = ipmr_client.post(f"/api/admin/users/{user.id}/approve", json={"role": "chieftain"})
    assert r.status_code == 200
    assert (r.json()["status"], r.json()["role"]) == ("active", "chieftain")
    [(subject, body)] = emails_to(data_dir, "nena@example.org")
    assert subject == "Your Katutubo Registry account was approved"
    assert "Chieftain" in body and "/login" in body
    [event] = events("account.approved")
    assert event.changes == {"status": ["pending", "active"], "role": ["ipmr", "chieftain"]}
    assert event.target_id == user.id and event.actor_id == me(ipmr_client)
    with TestClient(app) as browser:
        prime_csrf(browser)
        users.sign_in(browser, user)
        assert browser.get("/api/people").status_code == 200


def test_approve_refuses_an_account_that_is_not_pending(ipmr_client, users):
    user = users.create(role="chieftain")
    r = ipmr_client.post(f"/api/admin/users/{user.id}/approve", json={"role": "chieftain"})
    assert (r.status_code, r.json()["error"]) == (409, "This account is not waiting for approval.")


def test_reject_deletes_the_pending_account(ipmr_client, users):
    user = users.create(role="chieftain", email="no@example.org", status="pending")
    assert ipmr_client.post(f"/api/admin/users/{user.id}/reject").status_code == 204
    with get_sessionmaker()() as db:
        assert db.get(User, user.id) is None
    assert events("account.rejected")[0].target_label == "no@example.org"
    assert ipmr_client.post(f"/api/admin/users/{user.id}/reject").status_code == 404


def test_change_role(ipmr_client, users):
    user = users.create(role="user")
    r = ipmr_client.post(f"/api/admin/users/{user.id}/role", json={"role": "chieftain"})
    assert (r.status_code, r.json()["role_label"]) == (200, "Chieftain")
    assert events("account.role_changed")[0].changes == {"role": ["user", "chieftain"]}
    assert ipmr_client.post(f"/api/admin/users/{user.id}/role", json={"role": "boss"}).status_code == 422


def test_disable_ends_the_open_sessions_at_once_and_enable_lets_back_in(ipmr_client, users, app):
    user = users.create(role="chieftain", email="tab@example.org")
    with TestClient(app) as tab:
        prime_csrf(tab)
        users.sign_in(tab, user)
        assert tab.get("/api/people").status_code == 200
        r = ipmr_client.post(f"/api/admin/users/{user.id}/disable")
        assert (r.status_code, r.json()["status"]) == (200, "disabled")
        assert tab.get("/api/people").status_code == 401
    assert events("account.disabled")[0].changes == {"status": ["active", "disabled"]}
    r = ipmr_client.post(f"/api/admin/users/{user.id}/enable")
    assert (r.status_code, r.json()["status"]) == (200, "active")
    assert events("account.enabled")[0].changes == {"status": ["disabled", "active"]}


@pytest.mark.parametrize(
    ("action", "body"),
    [
        ("approve", {"role": "ipmr"}),
        ("reject", None),
        ("role", {"role": "user"}),
        ("disable", None),
        ("enable", None),
    ],
)
def test_no_action_on_yourself(ipmr_client, action, body):
    r = ipmr_client.post(f"/api/admin/users/{me(ipmr_client)}/{action}", json=body)
    assert (r.status_code, r.json()["error"]) == (403, NOT_YOURSELF)
    assert ipmr_client.get("/api/session").json()["user"]["status"] == "active"


def test_password_reset_email_also_for_yourself(ipmr_client, users, data_dir):
    user = users.create(email="forgetful@example.org")
    r = ipmr_client.post(f"/api/admin/users/{user.id}/password-reset")
    assert r.json() == {
        "message": "A password reset email has been sent to forgetful@example.org.",
        "code": "admin_users.reset_sent",
        "params": {"email": "forgetful@example.org"},
    }
    assert "/reset-password?token=" in emails_to(data_dir, "forgetful@example.org")[0][1]
    assert ipmr_client.post(f"/api/admin/users/{me(ipmr_client)}/password-reset").status_code == 200
    [first, second] = events("password.reset_requested")
    assert first.actor_id == second.actor_id == me(ipmr_client)


@pytest.mark.parametrize(
    "change", [service.disable, lambda db, actor, user: service.change_role(db, actor, user, "user")]
)
def test_the_last_active_ipmr_cannot_be_disabled_or_demoted(users, change):
    # Through the API the caller is an active IPMR acting on another account, so this only happens when two
    # IPMRs act on each other at once; the service refuses it whoever asks, and nothing is stored.
    last_id = users.create(role="ipmr").id
    actor_id = users.create(role="chieftain").id
    with pytest.raises(Conflict, match=KEEP_ONE), get_sessionmaker().begin() as db:
        change(db, db.get_one(User, actor_id), db.get_one(User, last_id))
    with get_sessionmaker()() as db:
        last = db.get_one(User, last_id)
        assert (last.role, last.status) == ("ipmr", "active")
    assert events("account.disabled") == events("account.role_changed") == []


def test_an_ipmr_may_be_disabled_while_another_remains(ipmr_client, users):
    other = users.create(role="ipmr")
    assert ipmr_client.post(f"/api/admin/users/{other.id}/disable").status_code == 200
    assert ipmr_client.post(f"/api/admin/users/{other.id}/enable").status_code == 200
    assert ipmr_client.post(f"/api/admin/users/{other.id}/role", json={"role": "user"}).status_code == 200
