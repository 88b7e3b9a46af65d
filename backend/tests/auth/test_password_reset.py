import re
from datetime import UTC, datetime, timedelta
from email import message_from_bytes

from sqlalchemy import update

from katutubo.core.db import get_sessionmaker
from katutubo.models import PasswordResetToken
from tests.auth.test_login import login
from tests.factories import solve_captcha

SENT = "Password reset instructions have been sent to your email address."


def forgot(client, email):
    return client.post("/api/auth/forgot-password", json={"email": email, "altcha": solve_captcha(client)})


def reset_link(data_dir):
    newest = sorted((data_dir / "outbox").glob("*.eml"))[-1]
    msg = message_from_bytes(newest.read_bytes())
    body = msg.get_payload(decode=True).decode()
    return msg["To"], re.search(r"http\S+/reset-password\?token=(\S+)", body).group(1)


def reset(client, token, password="bagong-pass-7", confirm=None):
    return client.post(
        "/api/auth/reset-password",
        json={"token": token, "password": password, "confirm_password": confirm or password},
    )


def test_forgot_password_writes_an_email_with_a_single_use_link(client, users, data_dir):
    users.create(email="mila@example.org")
    r = forgot(client, "Mila@example.org")
    assert r.status_code == 200
    assert r.json() == {"message": SENT, "code": "auth.reset_sent", "params": {}, "email": "mila@example.org"}
    to, token = reset_link(data_dir)
    assert to == "mila@example.org"
    ok = reset(client, token)
    assert ok.status_code == 200
    assert ok.json()["message"] == "Your password has been changed. You can now log in."
    assert login(client, "mila@example.org", "bagong-pass-7").status_code == 200
    again = reset(client, token, "ibang-pass-8")
    assert again.status_code == 400
    assert again.json()["error"] == "This password reset link is invalid or has expired."


def test_reset_link_expires_after_an_hour(client, users, data_dir):
    users.create(email="nora@example.org")
    forgot(client, "nora@example.org")
    _, token = reset_link(data_dir)
    with get_sessionmaker().begin() as db:
        db.execute(update(PasswordResetToken).values(expires_at=datetime.now(UTC) - timedelta(seconds=1)))
    assert reset(client, token).json()["error"] == "This password reset link is invalid or has expired."


def test_reset_ends_every_session(client, users, data_dir, app):
    from fastapi.testclient import TestClient

    user = users.create(email="olga@example.org")
    with TestClient(app) as other_browser:
        users.sign_in(other_browser, user)
        assert other_browser.get("/api/session").json()["user"]["email"] == "olga@example.org"
        forgot(client, "olga@example.org")
        _, token = reset_link(data_dir)
        assert reset(client, token).status_code == 200
        assert other_browser.get("/api/session").json()["user"] is None


def test_reset_applies_the_signup_password_rules(client, users, data_dir):
    users.create(email="pia@example.org")
    forgot(client, "pia@example.org")
    _, token = reset_link(data_dir)
    assert reset(client, token, "abcdefg", "abcdefh").json()["error"] == "Passwords do not match!"
    assert reset(client, token, "abc").json()["error"] == "Password must be at least 6 characters long."
    assert reset(client, token, "password").json()["error"] == "Password is too weak."
    assert reset(client, token).status_code == 200


def test_forgot_password_errors(client, users):
    blank = client.post("/api/auth/forgot-password", json={"email": "  ", "altcha": solve_captcha(client)})
    assert blank.json()["error"] == "Email is required."
    assert forgot(client, "not-an-email").json()["error"] == "Invalid email address."
    unknown = forgot(client, "ghost@example.org")
    assert unknown.status_code == 404
    assert unknown.json()["error"] == "No account found with this email address."


def test_too_many_reset_requests(client, users):
    users.create(email="quin@example.org")
    for _ in range(3):
        assert forgot(client, "quin@example.org").status_code == 200
    r = forgot(client, "quin@example.org")
    assert r.status_code == 429
    assert r.json()["error"] == "Too many requests. Please try again later."


def test_a_newer_link_and_a_reset_end_every_older_link(client, users, data_dir):
    """Two links sent: the older no longer works; once the newer has reset the password, no link sets it
    again (two older links each reset it again within the hour before)."""
    users.create(email="pia@example.org")
    forgot(client, "pia@example.org")
    _, older = reset_link(data_dir)
    forgot(client, "pia@example.org")
    _, newer = reset_link(data_dir)
    assert older != newer
    refused = reset(client, older, "lumang-link-9")
    assert (refused.status_code, refused.json()["error"]) == (
        400,
        "This password reset link is invalid or has expired.",
    )
    assert reset(client, newer).status_code == 200
    assert reset(client, older, "lumang-link-9").status_code == 400
    assert login(client, "pia@example.org", "lumang-link-9").status_code == 401
    assert login(client, "pia@example.org", "bagong-pass-7").status_code == 200


def test_a_password_change_ends_the_links_sent_before(client, users, data_dir, app):
    from fastapi.testclient import TestClient

    from tests.factories import prime_csrf

    user = users.create(email="rosa@example.org", password="dating-pass-5")
    forgot(client, "rosa@example.org")
    _, token = reset_link(data_dir)
    with TestClient(app) as own_browser:
        prime_csrf(own_browser)
        users.sign_in(own_browser, user)
        changed = own_browser.post(
            "/api/account/password",
            json={
                "current_password": "dating-pass-5",
                "new_password": "sariling-pass-6",
                "confirm_password": "sariling-pass-6",
            },
        )
        assert changed.status_code == 200, changed.text
    assert reset(client, token, "galing-link-8").status_code == 400
    assert login(client, "rosa@example.org", "sariling-pass-6").status_code == 200
