"""Periodic work done once, whatever the number of server processes: `make run` starts one per core
(KATUTUBO_WORKERS), and a larger office runs several servers on one database.

`claim` moves a task's last-run time forward only when the period has passed since it, in one conditional
UPDATE (or the first INSERT): of processes racing for the same period exactly one sees a changed row. Claimed
in the transaction that does the work, a failed run is rolled back with its claim and another process
retries; claimed in a transaction of its own (work that is not one transaction: a backup), a run that
fails is not retried before the next period."""

import asyncio
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from datetime import datetime, timedelta

from sqlalchemy import update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from katutubo.core.clock import utc_now
from katutubo.core.db import transaction
from katutubo.models import ScheduledRun

log = logging.getLogger(__name__)


def claim(db: Session, name: str, every: timedelta, now: datetime | None = None) -> bool:
    """True when this caller is the one to run `name` now: it last ran at least `every` ago, or never."""
    now = now or utc_now()
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


DAY = timedelta(days=1)
FIRST_RUN_AFTER_SECONDS = 60  # not during start-up
CHECK_SECONDS = 15 * 60  # how often a process looks whether the day's run is due


def run_if_due(name: str, work: Callable[[], object], every: timedelta = DAY) -> bool:
    """`work` when no process has run `name` for `every`: claimed in a transaction of its own, so a run
    that fails waits for the next period. Whether this call ran it."""
    with transaction() as db:
        due = claim(db, name, every)
    if due:
        work()
    return due


async def _check_daily(name: str, check: Callable[[], object]) -> None:
    await asyncio.sleep(FIRST_RUN_AFTER_SECONDS)
    while True:
        try:
            await run_in_threadpool(check)
        except Exception:  # noqa: BLE001 - the next check tries again; the server keeps serving
            log.exception("The daily %s failed", name)
        await asyncio.sleep(CHECK_SECONDS)


@asynccontextmanager
async def daily(name: str, check: Callable[[], object]) -> AsyncIterator[None]:
    """A server lifespan that calls `check` (which runs the day's work when due: run_if_due) every
    CHECK_SECONDS, in the background, from a minute after start-up."""
    task = asyncio.create_task(_check_daily(name, check))
    try:
        yield
    finally:
        task.cancel()
