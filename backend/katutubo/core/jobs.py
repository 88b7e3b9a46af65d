"""Work a request starts and a page follows (an import, a duplicate scan): a job row the page polls, worked
on after the response (FastAPI's BackgroundTasks), its progress committed step by step in transactions of
its own, so the poll sees it and a stopped job can tell where it got to."""

import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, Protocol, TypeVar

from katutubo.core.db import transaction
from katutubo.models.base import Base, utcnow

log = logging.getLogger(__name__)


class Job(Protocol):
    id: int
    updated_at: Any


J = TypeVar("J", bound=Base)
RUNNING: set[tuple[str, int]] = set()  # (table, id) of the jobs this process is working on


def is_running(model: type[Base], job_id: int) -> bool:
    return (model.__tablename__, job_id) in RUNNING


@contextmanager
def running(model: type[Base], job_id: int) -> Iterator[None]:
    """Marks the job as worked on by this process; a failure is logged (and raised) with the job's id."""
    key = (model.__tablename__, job_id)
    RUNNING.add(key)
    try:
        yield
    except Exception:
        log.exception("%s %s stopped", model.__tablename__, job_id)
        raise
    finally:
        RUNNING.discard(key)


def save(model: type[J], job_id: int, change: Callable[[J], None] | None = None, **values: Any) -> None:
    """Commits the job's new values (and `change(job)`) with updated_at, in a transaction of its own."""
    with transaction() as db:
        job = db.get_one(model, job_id)
        for name, value in values.items():
            setattr(job, name, value)
        if change is not None:
            change(job)
        job.updated_at = utcnow()  # type: ignore[attr-defined]
