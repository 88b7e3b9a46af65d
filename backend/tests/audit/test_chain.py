"""The audit trail is written with the change it describes, and `katutubo audit verify` notices any edit,
deletion or reordering of its rows."""

import threading

import pytest
from sqlalchemy import delete, func, select, update

from katutubo import audit
from katutubo.cli import main
from katutubo.core.db import get_sessionmaker, transaction
from katutubo.models import AuditEvent, User
from tests.auth.test_login import login
from tests.factories import DEFAULT_PASSWORD


def record_some(n: int) -> None:
    for i in range(n):
        with transaction() as db:
            audit.record(
                db, None, "login.failed", audit.Target("account", i, f"u{i}@example.org"), {"n": [i, i + 1]}
            )


def verify(capsys) -> tuple[int, str]:
    try:
        main(["audit", "verify"])
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    return code, capsys.readouterr().out.strip()


def count_events() -> int:
    with get_sessionmaker()() as db:
        return db.scalar(select(func.count()).select_from(AuditEvent)) or 0


def test_intact_trail(settings, capsys):
    assert verify(capsys) == (0, "Audit trail intact: 0 events.")
    record_some(4)
    assert verify(capsys) == (0, "Audit trail intact: 4 events.")


def test_an_edited_row_is_found(settings, capsys):
    record_some(4)
    with get_sessionmaker().begin() as db:
        db.execute(update(AuditEvent).where(AuditEvent.id == 3).values(actor_name="Someone Else"))
    assert verify(capsys) == (1, "Audit trail broken at event 3.")


def test_an_edited_change_is_found(settings, capsys):
    record_some(4)
    with get_sessionmaker().begin() as db:
        db.execute(update(AuditEvent).where(AuditEvent.id == 2).values(changes={"n": [0, 99]}))
    assert verify(capsys) == (1, "Audit trail broken at event 2.")


def test_a_deleted_row_is_found(settings, capsys):
    record_some(4)
    with get_sessionmaker().begin() as db:
        db.execute(delete(AuditEvent).where(AuditEvent.id == 2))
    assert verify(capsys) == (1, "Audit trail broken at event 3.")


def test_a_deleted_newest_row_is_found(settings, capsys):
    record_some(4)
    with get_sessionmaker().begin() as db:
        db.execute(delete(AuditEvent).where(AuditEvent.id == 4))
    assert verify(capsys) == (1, "Audit trail broken at event 4.")


def test_reordered_rows_are_found(settings, capsys):
    record_some(4)
    with get_sessionmaker().begin() as db:  # swap events 2 and 3, hashes and all
        db.execute(update(AuditEvent).where(AuditEvent.id == 2).values(id=100))
        db.execute(update(AuditEvent).where(AuditEvent.id == 3).values(id=2))
        db.execute(update(AuditEvent).where(AuditEvent.id == 100).values(id=3))
    assert verify(capsys) == (1, "Audit trail broken at event 2.")


def test_a_failing_change_leaves_no_event(settings):
    with pytest.raises(RuntimeError), transaction() as db:
        audit.record(db, None, "person.deleted", audit.Target("person", 1, "X"))
        raise RuntimeError("the change fails after its event was written")
    assert count_events() == 0


def test_concurrent_appends_do_not_fork_the_chain(settings, capsys):
    threads_n, each = 4, 5
    start = threading.Barrier(threads_n)
    errors: list[BaseException] = []

    def work() -> None:
        try:
            start.wait()
            record_some(each)
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(threads_n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert verify(capsys) == (0, f"Audit trail intact: {threads_n * each} events.")


def test_login_and_failure_events_with_client_and_no_secrets(client, users):
    user = users.create(email="ana@example.org")
    login(client, "ana@example.org", "wrong-password-1")
    login(client, "ana@example.org", DEFAULT_PASSWORD)
    with get_sessionmaker()() as db:
        failed, ok = db.scalars(select(AuditEvent).order_by(AuditEvent.id)).all()
    assert (failed.action, failed.actor_id, failed.target_id) == ("login.failed", None, user.id)
    assert (ok.action, ok.actor_id, ok.actor_name, ok.target_label) == (
        "login.succeeded",
        user.id,
        "Maria Dela Cruz",
        "ana@example.org",
    )
    assert (ok.ip, ok.user_agent) == ("testclient", "testclient")
    stored = str([(e.changes, e.target_label) for e in (failed, ok)])
    assert "wrong-password-1" not in stored and DEFAULT_PASSWORD not in stored


def test_the_fifth_failure_is_a_lockout(client, users):
    users.create(email="ana@example.org")
    for _ in range(5):
        login(client, "ana@example.org", "wrong-password-1")
    with get_sessionmaker()() as db:
        actions = db.scalars(select(AuditEvent.action).order_by(AuditEvent.id)).all()
    assert actions == ["login.failed"] * 5 + ["login.locked_out"]


def test_actor_name_is_kept_as_it_was(ipmr_client, users):
    other = users.create(role="user")
    ipmr_client.post(f"/api/admin/users/{other.id}/role", json={"role": "chieftain"})
    with get_sessionmaker().begin() as db:
        db.execute(update(User).values(display_name="Renamed"))
    with get_sessionmaker()() as db:
        event = db.scalars(select(AuditEvent).where(AuditEvent.action == "account.role_changed")).one()
    assert event.actor_name == "Maria Dela Cruz"
