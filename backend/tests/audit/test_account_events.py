"""An account's own acts are written down: signing up, logging out, and both halves of a password reset."""

from sqlalchemy import select

from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent
from tests.auth.test_login import login
from tests.auth.test_password_reset import forgot, reset, reset_link
from tests.auth.test_signup import signup
from tests.factories import DEFAULT_PASSWORD


def events() -> list[tuple[str, int | None, str | None, int | None]]:
    with get_sessionmaker()() as db:
        rows = db.scalars(select(AuditEvent).order_by(AuditEvent.id)).all()
        return [(e.action, e.actor_id, e.target_type, e.target_id) for e in rows]


def test_signup_is_recorded_with_the_new_account(client):
    assert signup(client).status_code == 201
    with get_sessionmaker()() as db:
        event = db.scalars(select(AuditEvent)).one()
    assert (event.action, event.target_type, event.target_label) == (
        "account.signed_up",
        "account",
        "lorna@example.org",
    )
    assert event.actor_id == event.target_id
    assert "malakas-na-pass" not in str(event.changes)


def test_logout_is_recorded_by_who_logged_out(client, users):
    user = users.create(email="ana@example.org")
    login(client, "ana@example.org", DEFAULT_PASSWORD)
    assert client.post("/api/auth/logout").status_code == 204
    assert events()[-1] == ("logout", user.id, "account", user.id)


def test_a_password_reset_is_recorded_when_asked_and_when_done(client, users, data_dir):
    user = users.create(email="mila@example.org")
    forgot(client, "mila@example.org")
    _, token = reset_link(data_dir)
    assert reset(client, token, "bagong-pass-7").status_code == 200
    recorded = [(action, target) for action, _, _, target in events()]
    assert recorded == [("password.reset_requested", user.id), ("password.reset_completed", user.id)]
    with get_sessionmaker()() as db:
        stored = str([(e.changes, e.target_label) for e in db.scalars(select(AuditEvent))])
    assert token not in stored and "bagong-pass-7" not in stored
