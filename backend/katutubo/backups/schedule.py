"""Scheduled backups: with KATUTUBO_BACKUP_EVERY_HOURS set, the server writes one that often (the first after
one interval) and keeps the newest KATUTUBO_BACKUP_KEEP. Off by default. With several server processes each
writes its own: run one process with the setting, or use `katutubo backup` from cron instead."""

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from starlette.concurrency import run_in_threadpool

from katutubo.backups.service import prune, write_backup
from katutubo.core.config import Settings, get_settings

log = logging.getLogger(__name__)


def backup_once(settings: Settings) -> None:
    summary = write_backup(settings, None, settings.backup_encrypt_to)
    removed = prune(settings)
    log.info(
        "Backup %s written (verified: %s); removed %d old", summary["name"], summary["verified"], len(removed)
    )


async def backup_every(settings: Settings, hours: float) -> None:
    while True:
        await asyncio.sleep(hours * 3600)
        try:
            await run_in_threadpool(backup_once, settings)
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
