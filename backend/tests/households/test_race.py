"""Two IPMRs adding the same person to two households at the same moment: exactly one wins; the other is
told where the person is (the service's check, or the partial unique index when both passed it)."""

import contextlib
import threading
from concurrent.futures import ThreadPoolExecutor

from fastapi.testclient import TestClient
from sqlalchemy import func, select

from katutubo.core.db import get_sessionmaker
from katutubo.households import service
from katutubo.models import HouseholdMember
from tests.factories import prime_csrf
from tests.households.helpers import resident, start

WAIT = 30  # seconds: a safety net, never reached when the test passes


def test_one_person_added_to_two_households_at_once(app, users, ipmr_client, monkeypatch):
    maria = resident("Maria", "Santos", "Female", barangay="Ajos")
    rosa = resident("Rosa", "Reyes", "Female", barangay="Bolo")
    juan = resident("Juan", "Dela Cruz")
    first, second = start(ipmr_client, maria), start(ipmr_client, rosa)
    checked = threading.Barrier(2)
    real_check = service._refuse_if_in_one

    def check_then_wait(db, actor, person):  # type: ignore[no-untyped-def]
        """Both requests pass the check before either adds (where the database lets both run at once)."""
        real_check(db, actor, person)
        with contextlib.suppress(threading.BrokenBarrierError):  # SQLite: the other waits for our write lock
            checked.wait(2)

    monkeypatch.setattr(service, "_refuse_if_in_one", check_then_wait)
    clients = []
    for _ in range(2):
        client = TestClient(app)
        client.__enter__()
        prime_csrf(client)
        users.sign_in(client, users.create(role="ipmr"))
        clients.append(client)
    try:
        with ThreadPoolExecutor(2) as pool:
            answers = list(
                pool.map(
                    lambda pair: pair[0].post(
                        f"/api/households/{pair[1]['id']}/members",
                        json={"person_id": juan.id, "relationship": "spouse"},
                    ),
                    zip(clients, (first, second), strict=True),
                )
            )
    finally:
        for client in clients:
            client.__exit__(None, None, None)
    assert sorted(r.status_code for r in answers) == [201, 409], [r.text for r in answers]
    winner = next(r for r in answers if r.status_code == 201).json()
    loser = next(r for r in answers if r.status_code == 409).json()
    head = "Maria Santos (Ajos)" if winner["id"] == first["id"] else "Rosa Reyes (Bolo)"
    assert loser["error"] == f"Juan Dela Cruz is already in the household of {head}."
    with get_sessionmaker()() as db:
        current = (
            select(func.count())
            .select_from(HouseholdMember)
            .where(HouseholdMember.person_id == juan.id, HouseholdMember.is_current)
        )
        assert db.scalar(current) == 1
