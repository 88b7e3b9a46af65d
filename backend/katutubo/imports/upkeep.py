"""Import jobs nobody is working on any more, and uploads nobody imported.

A process killed while checking or importing leaves its job "checking" or "importing" with nobody at it: no
process touches it any more (katutubo.core.jobs' heartbeat). At start-up, and every SWEEP_SECONDS after (the
process that died may have been another server's, or this one's a moment ago), such a check is marked failed
and such an import is made ready again: pressing Import goes on after its last committed chunk, so no one is
imported twice (failing it would leave half the file imported, and checking the file again would offer to
create the people already created).

Once a day (whatever the number of processes: katutubo.core.scheduled) uploads older than KEEP_DAYS that
were not imported are removed from DATA_DIR/imports with their photos, and their job says so; so are files
there that no job refers to (a request that failed after saving its upload)."""

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from datetime import datetime, timedelta

from fastapi import FastAPI
from sqlalchemy import select
from starlette.concurrency import run_in_threadpool

from katutubo.core import jobs
from katutubo.core.config import Settings, get_settings
from katutubo.core.db import transaction
from katutubo.core.messages import Message
from katutubo.core.scheduled import claim
from katutubo.imports.job_messages import say
from katutubo.imports.jobs import FOLDER
from katutubo.models import ImportJob, ImportStatus
from katutubo.models.base import utcnow

log = logging.getLogger(__name__)

KEEP_DAYS = 7
SWEEP_SECONDS = 60
WORKING = (ImportStatus.checking, ImportStatus.importing)
CHECK_INTERRUPTED = Message(
    "imports.check_interrupted",
    "Checking was interrupted by a restart of the server: upload the file again to check it.",
)
IMPORT_INTERRUPTED = Message(
    "imports.import_interrupted",
    "The import was interrupted by a restart of the server after {done} rows: press Import to go on from "
    "there (no one is imported twice).",
)
UPLOAD_REMOVED = Message(
    "imports.upload_removed",
    "The uploaded file was removed after 7 days without being imported: upload it again to import it.",
)


def mark_interrupted(now: datetime | None = None) -> int:
    """Checks and imports no process works on any more: failed, or ready to go on. How many."""
    now = now or utcnow()
    with transaction() as db:
        stopped = db.scalars(
            select(ImportJob).where(ImportJob.status.in_(WORKING), jobs.abandoned(ImportJob, now))
        ).all()
        for job in stopped:
            if jobs.is_running(ImportJob, job.id):
                continue
            if job.status == ImportStatus.checking:
                job.status = ImportStatus.failed
                say(job, CHECK_INTERRUPTED)
            else:
                job.status = ImportStatus.ready
                say(job, IMPORT_INTERRUPTED.format(done=job.imported_rows))
            job.updated_at = now
        return len(stopped)


def remove_old_uploads(settings: Settings, now: datetime | None = None) -> int:
    """Uploads older than KEEP_DAYS not being imported now: removed; their jobs say so. How many files."""
    now = now or utcnow()
    limit = now - timedelta(days=KEEP_DAYS)
    folder = settings.data_dir / FOLDER
    removed = 0
    with transaction() as db:
        busy = ImportJob.status.in_(WORKING) & ~jobs.abandoned(ImportJob, now)
        in_use = {key for job in db.scalars(select(ImportJob).where(busy)) for key in _keys(job)}
        old = db.scalars(
            select(ImportJob).where(ImportJob.created_at < limit, ImportJob.file_key != "", ~busy)
        )
        for job in old:
            for key in _keys(job):
                if key not in in_use and (settings.data_dir / key).exists():
                    (settings.data_dir / key).unlink(missing_ok=True)
                    removed += 1
            if job.status != ImportStatus.done and job.status != ImportStatus.failed:
                job.status, job.updated_at = ImportStatus.failed, now
                say(job, UPLOAD_REMOVED)
            job.file_key, job.photos_key = "", None
    for path in folder.iterdir() if folder.is_dir() else ():
        stale = path.is_file() and path.stat().st_mtime < limit.timestamp()
        if stale and f"{FOLDER}/{path.name}" not in in_use:
            path.unlink(missing_ok=True)
            removed += 1
    return removed


def _keys(job: ImportJob) -> list[str]:
    return [key for key in (job.file_key, job.photos_key) if key]


def remove_old_uploads_if_due(settings: Settings) -> int | None:
    with transaction() as db:
        due = claim(db, "import-uploads-cleanup", timedelta(days=1))
    return remove_old_uploads(settings) if due else None


def _sweep(settings: Settings) -> None:
    if interrupted := mark_interrupted():
        log.info("Marked %d import job(s) interrupted by a restart", interrupted)
    if removed := remove_old_uploads_if_due(settings):
        log.info("Removed %d upload(s) older than %d days", removed, KEEP_DAYS)


async def _sweep_every(settings: Settings) -> None:
    while True:
        await asyncio.sleep(SWEEP_SECONDS)
        try:
            await run_in_threadpool(_sweep, settings)
        except Exception:  # noqa: BLE001 - the next sweep tries again; the server keeps serving
            log.exception("Import upkeep failed")


@asynccontextmanager
async def import_upkeep_lifespan(_app: FastAPI) -> AsyncIterator[None]:
    """Interrupted jobs marked at start-up, then swept (with the day's cleanup) every SWEEP_SECONDS."""
    settings = get_settings()
    try:
        await run_in_threadpool(mark_interrupted)
    except Exception:  # noqa: BLE001 - a database not reachable yet: the next sweep does it
        log.exception("Marking interrupted imports failed")
    task = asyncio.create_task(_sweep_every(settings))
    try:
        yield
    finally:
        task.cancel()
        with suppress(asyncio.CancelledError):
            await task
