"""Periodic work runs once per period, however many server processes race for it."""

import threading
from datetime import UTC, datetime, timedelta

from katutubo.core.db import transaction
from katutubo.core.scheduled import claim

DAY = timedelta(days=1)
NOON = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)


def test_a_task_is_claimed_once_per_period(session):
    assert claim(session, "trash-purge", DAY, NOON)  # never ran
    assert not claim(session, "trash-purge", DAY, NOON)
    assert not claim(session, "trash-purge", DAY, NOON + DAY - timedelta(seconds=1))
    assert claim(session, "backup", DAY, NOON)  # another task has its own time
    assert claim(session, "trash-purge", DAY, NOON + DAY)
    assert not claim(session, "trash-purge", DAY, NOON + DAY)


def test_of_processes_racing_for_the_same_run_exactly_one_wins(database_url):
    """Eight workers, each in its own transaction on its own connection, at the same moment."""
    start = threading.Barrier(8)
    won: list[bool] = []

    def worker() -> None:
        start.wait()
        with transaction() as db:
            won.append(claim(db, "age-refresh", DAY, NOON))

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert sorted(won) == [False] * 7 + [True]


def test_a_run_rolled_back_with_its_work_can_be_claimed_again(database_url):
    try:
        with transaction() as db:
            assert claim(db, "age-refresh", DAY, NOON)
            raise RuntimeError("the refresh failed")
    except RuntimeError:
        pass
    with transaction() as db:
        assert claim(db, "age-refresh", DAY, NOON)
