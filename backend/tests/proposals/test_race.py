"""Two IPMRs approving the same proposal at the same moment: exactly one wins (200), the other is told it was
already decided (409); the person is created once, and one proposal.approved event is recorded."""

import threading
from concurrent.futures import ThreadPoolExecutor

from sqlalchemy import func, select

from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent, Person
from katutubo.proposals import apply
from tests.proposals.helpers import propose, signed_in

WAIT = 30  # seconds: a safety net, never reached when the test passes


def test_two_ipmrs_approving_at_once_exactly_one_wins(app, users, encoder, monkeypatch):
    p = propose(encoder)
    inside = threading.Event()
    real_apply = apply._apply

    def slow_apply(*args, **kwargs):  # type: ignore[no-untyped-def]
        """The first approval holds its claim on the proposal (its transaction open) while the second one
        arrives."""
        inside.set()
        threading.Event().wait(0.5)
        return real_apply(*args, **kwargs)

    monkeypatch.setattr(apply, "_apply", slow_apply)
    with (
        signed_in(app, users, "ipmr", name="First IPMR") as one,
        signed_in(app, users, "ipmr") as two,
        ThreadPoolExecutor(2) as pool,
    ):
        first = pool.submit(one.post, f"/api/admin/proposals/{p['id']}/approve")
        assert inside.wait(WAIT)
        second = pool.submit(two.post, f"/api/admin/proposals/{p['id']}/approve")
        answers = [first.result(WAIT), second.result(WAIT)]
    assert sorted(r.status_code for r in answers) == [200, 409], [r.text for r in answers]
    loser = next(r for r in answers if r.status_code == 409)
    assert loser.json()["error"] == "This proposal was already decided."
    with get_sessionmaker()() as db:
        assert db.scalar(select(func.count()).select_from(Person)) == 1
        approvals = db.scalar(
            select(func.count()).select_from(AuditEvent).where(AuditEvent.action == "proposal.approved")
        )
        assert approvals == 1


def test_two_ipmrs_at_the_very_same_moment(app, users, encoder):
    """No pause: both requests start together (a barrier); still exactly one 200."""
    p = propose(encoder)
    start = threading.Barrier(2)
    with signed_in(app, users, "ipmr") as one, signed_in(app, users, "ipmr") as two:

        def approve(client):  # type: ignore[no-untyped-def]
            start.wait(WAIT)
            return client.post(f"/api/admin/proposals/{p['id']}/approve")

        with ThreadPoolExecutor(2) as pool:
            answers = list(pool.map(approve, [one, two]))
    assert sorted(r.status_code for r in answers) == [200, 409], [r.text for r in answers]
    with get_sessionmaker()() as db:
        assert db.scalar(select(func.count()).select_from(Person)) == 1
