"""Scheduled backups: with KATUTUBO_BACKUP_EVERY_HOURS set, the server writes one that often (the first after
one interval) and keeps the newest KATUTUBO_BACKUP_KEEP. Off by default. Every server process looks, but
only the one that claims the interval's run writes it (katutubo.core.scheduled), however many processes and
servers share the database."""

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import datetime, timedelta

from fastapi import FastAPI
from starlette.concurrency import run_in_threadpool

from katutubo.backups.service import prune, write_backup
from katutubo.core.clock import utc_now
from katutubo.core.config import Settings, get_settings
from katutubo.core.db import transaction
from katutubo.core.scheduled import claim

log = logging.getLogger(__name__)


CHECK_SECONDS = 5 * 60  # how often a process looks whether a backup is due


def backup_if_due(settings: Settings, every: timedelta, started: datetime) -> bool:
    """A backup when one interval has passed since the last one (by any process), and since this server
    started (the first comes after one interval)."""
    now = utc_now()
    if now - started < every:
        return False
    with transaction() as db:
        due = claim(db, "backup", every, now)
    if due:
        backup_once(settings)
    return due


def backup_once(settings: Settings) -> None:
    summary = write_backup(settings, None, settings.backup_encrypt_to)
    removed = prune(settings)
    log.info(
        "Backup %s written (verified: %s); removed %d old", summary["name"], summary["verified"], len(removed)
    )


async def backup_every(settings: Settings, hours: float) -> None:
    started, every = utc_now(), timedelta(hours=hours)
    while True:
        await asyncio.sleep(min(CHECK_SECONDS, hours * 3600))
        try:
            await run_in_threadpool(backup_if_due, settings, every, started)
        except Exception:  # noqa: BLE001 - the next interval tries again; the server keeps serving
            log.exception("Scheduled backup failed")


@asynccontextmanager
async def backup_schedule_lifespan(_app: FastAPI) -> AsyncIterator[None]:
    settings = get_settings()
    hours = settings.backup_every_hours
    task = asyncio.create_task(backup_every(settings, hours)) if hours and hours > 0 else None
    try:
        yield
    finally:
        if task:
            task.cancel()
