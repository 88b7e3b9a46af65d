"""Purging the Trash of people deleted more than KATUTUBO_TRASH_DAYS ago, when that is set (unset, the
default, nothing is purged automatically: docs/privacy-retention.md): `katutubo purge-trash`, and once a
day by the server (a background task in every server process, of which the one that claims the day's run
purges: katutubo.core.scheduled; the conditional delete in katutubo.trash.service would make concurrent
purges safe anyway)."""

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta

from fastapi import FastAPI
from starlette.concurrency import run_in_threadpool

from katutubo.access.people import person_including_trash
from katutubo.core.config import Settings, get_settings
from katutubo.core.db import transaction
from katutubo.core.scheduled import claim
from katutubo.photos.storage import PhotoStorage, get_storage
from katutubo.trash import service

log = logging.getLogger(__name__)

DAY_SECONDS = 24 * 60 * 60
FIRST_RUN_AFTER_SECONDS = 60  # not during start-up
CHECK_SECONDS = 15 * 60  # how often a process looks whether the day's purge is due


def authority(days: int) -> str:
    """What an automatic purge records as its disposal authority: the setting it ran under."""
    return f"KATUTUBO_TRASH_DAYS={days}"


def purge_expired(settings: Settings, storage: PhotoStorage) -> int:
    """Each person in a transaction of their own; returns how many were purged by this call (none when
    KATUTUBO_TRASH_DAYS is unset)."""
    days = settings.trash_days
    if days is None:
        return 0
    with transaction() as db:
        ids = service.expired_ids(db, days)
    purged = 0
    for person_id in ids:
        with transaction() as db:
            person = person_including_trash(db, None, person_id)
            if person is not None and service.purge(db, None, person, storage, authority(days)):
                purged += 1
    return purged


def purge_if_due(settings: Settings) -> int | None:
    """The day's purge, when no process has done it in the last day; None when it was not due."""
    with transaction() as db:
        due = claim(db, "trash-purge", timedelta(seconds=DAY_SECONDS))
    return purge_expired(settings, get_storage(settings)) if due else None


async def purge_daily(settings: Settings, first_after: float = FIRST_RUN_AFTER_SECONDS) -> None:
    await asyncio.sleep(first_after)
    while True:
        try:
            count = await run_in_threadpool(purge_if_due, settings)
            if count:
                log.info("Purged %d people from the Trash (older than %d days)", count, settings.trash_days)
        except Exception:  # noqa: BLE001 - the next check tries again; the server keeps serving
            log.exception("Purging the Trash failed")
        await asyncio.sleep(CHECK_SECONDS)


@asynccontextmanager
async def daily_purge_lifespan(_app: FastAPI) -> AsyncIterator[None]:
    settings = get_settings()
    if settings.trash_days is None:  # nothing to purge automatically
        yield
        return
    task = asyncio.create_task(purge_daily(settings))
    try:
        yield
    finally:
        task.cancel()
