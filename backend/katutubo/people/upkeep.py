"""Every server process's background upkeep of the people's derived data: the people tally compacted when
its deltas grow (katutubo.people.tally), and the query planner's statistics refreshed once a day
(katutubo.core.statistics). Both are cheap: a count of a small table each minute, a bounded ANALYZE a day."""

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from starlette.concurrency import run_in_threadpool

from katutubo.core import statistics
from katutubo.core.db import transaction
from katutubo.people import tally

log = logging.getLogger(__name__)

COMPACT_CHECK_SECONDS = 60
DAY_SECONDS = 24 * 60 * 60


def compact_tally() -> bool:
    with transaction() as db:
        return tally.compact_if_large(db)


def refresh_statistics() -> None:
    with transaction() as db:
        statistics.refresh(db, daily=True)


async def upkeep(check_every: float = COMPACT_CHECK_SECONDS) -> None:
    since_statistics = 0.0
    while True:
        await asyncio.sleep(check_every)
        since_statistics += check_every
        try:
            await run_in_threadpool(compact_tally)
            if since_statistics >= DAY_SECONDS:
                since_statistics = 0.0
                await run_in_threadpool(refresh_statistics)
        except Exception:  # noqa: BLE001 - tried again at the next turn; the server keeps serving
            log.exception("The people upkeep failed")


@asynccontextmanager
async def people_upkeep_lifespan(_app: FastAPI) -> AsyncIterator[None]:
    task = asyncio.create_task(upkeep())
    try:
        yield
    finally:
        task.cancel()
