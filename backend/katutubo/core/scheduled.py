"""Periodic work done once, whatever the number of server processes: `make run` starts one per core
(KATUTUBO_WORKERS), and a larger office runs several servers on one database.

`claim` moves a task's last-run time forward only when the period has passed since it, in one conditional
UPDATE (or the first INSERT): of processes racing for the same period exactly one sees a changed row. Claimed
in the transaction that does the work, a failed run is rolled back with its claim and another process
retries; claimed in a transaction of its own (work that is not one transaction: a backup), a run that
fails is not retried before the next period."""

from datetime import UTC, datetime, timedelta

from sqlalchemy import update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from katutubo.models import ScheduledRun


def claim(db: Session, name: str, every: timedelta, now: datetime | None = None) -> bool:
    """True when this caller is the one to run `name` now: it last ran at least `every` ago, or never."""
    now = now or datetime.now(UTC)
    moved = db.execute(
        update(ScheduledRun)
        .where(ScheduledRun.name == name, ScheduledRun.last_run_at <= now - every)
        .values(last_run_at=now)
        .execution_options(synchronize_session=False)
    )
    if moved.rowcount:  # type: ignore[attr-defined]
        return True
    if db.get(ScheduledRun, name) is not None:
        return False
    try:
        with db.begin_nested():
            db.add(ScheduledRun(name=name, last_run_at=now))
    except IntegrityError:  # another process inserted it first
        return False
    return True
