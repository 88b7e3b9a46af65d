"""Work a request starts and a page follows (an import, a duplicate scan): a job row the page polls, worked
on after the response (FastAPI's BackgroundTasks), its progress committed step by step in transactions of
its own, so the poll sees it and a stopped job can tell where it got to.

A process working on a job touches its updated_at every HEARTBEAT_SECONDS, so any process (after a restart,
or another server on the same database) can tell a job nobody works on any more: one not touched for
STALE_SECONDS (`abandoned`)."""

import logging
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from typing import Any, Protocol, TypeVar

from sqlalchemy import ColumnElement, update

from katutubo.core.db import transaction
from katutubo.models.base import Base, utcnow

log = logging.getLogger(__name__)


class Job(Protocol):
    id: int
    updated_at: Any


J = TypeVar("J", bound=Base)
RUNNING: set[tuple[str, int]] = set()  # (table, id) of the jobs this process is working on
HEARTBEAT_SECONDS = 20
STALE_SECONDS = 120  # six heartbeats missed: the process working on it is gone


def is_running(model: type[Base], job_id: int) -> bool:
    return (model.__tablename__, job_id) in RUNNING


@contextmanager
def running(model: type[Base], job_id: int) -> Iterator[None]:
    """Marks the job as worked on by this process; a failure is logged (and raised) with the job's id."""
    key = (model.__tablename__, job_id)
    RUNNING.add(key)
    stop = threading.Event()
    threading.Thread(target=_heartbeat, args=(model, job_id, stop), daemon=True).start()
    try:
        yield
    except Exception:
        log.exception("%s %s stopped", model.__tablename__, job_id)
        raise
    finally:
        stop.set()
        RUNNING.discard(key)


def _heartbeat(model: type[Base], job_id: int, stop: threading.Event) -> None:
    """Touches the job's updated_at while it is worked on (its progress may not be saved for minutes)."""
    while not stop.wait(HEARTBEAT_SECONDS):
        try:
            with transaction() as db:
                db.execute(update(model).where(model.id == job_id).values(updated_at=utcnow()))  # type: ignore[attr-defined]
        except Exception:  # noqa: BLE001 - the next beat tries again; the job goes on
            log.warning("%s %s: heartbeat not saved", model.__tablename__, job_id, exc_info=True)


def abandoned(model: type[Base], now: datetime | None = None) -> ColumnElement[bool]:
    """The jobs of `model` whose process stopped touching them (filter on a job's working statuses)."""
    limit = (now or utcnow()) - timedelta(seconds=STALE_SECONDS)
    return model.updated_at < limit  # type: ignore[attr-defined,no-any-return]


def is_abandoned(model: type[Base], job: Any, now: datetime | None = None) -> bool:
    limit = (now or utcnow()) - timedelta(seconds=STALE_SECONDS)
    return not is_running(model, job.id) and job.updated_at < limit


def save(model: type[J], job_id: int, change: Callable[[J], None] | None = None, **values: Any) -> None:
    """Commits the job's new values (and `change(job)`) with updated_at, in a transaction of its own."""
    with transaction() as db:
        job = db.get_one(model, job_id)
        for name, value in values.items():
            setattr(job, name, value)
        if change is not None:
            change(job)
        job.updated_at = utcnow()  # type: ignore[attr-defined]
