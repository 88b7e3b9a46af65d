"""Requests enter the database a limited number at a time (katutubo.core.db.REQUEST_SESSIONS), fewer than the
server's threads: a request that has done its work, and still holds its locks until it commits, always finds a
thread to check its answer on. Before, 250 people working at once on a million records took every thread with
requests waiting on the audit trail's lock, and the server stopped answering (docs/performance.md, "Load")."""

import asyncio
import threading
import time

import httpx
from anyio import to_thread
from fastapi import FastAPI

from katutubo.core import db as core_db
from katutubo.core.db import DB


def _count_sessions(app: FastAPI) -> dict[str, int]:
    """A route (this test's own) that keeps its session a while, counting the sessions open at once."""
    seen = {"now": 0, "most": 0, "answered": 0}
    guard = threading.Lock()

    def slow(db: DB) -> dict[str, int]:
        with guard:
            seen["now"] += 1
            seen["most"] = max(seen["most"], seen["now"])
        time.sleep(0.2)
        with guard:
            seen["now"] -= 1
        return {"ok": 1}

    app.add_api_route("/test/slow", slow, methods=["GET"])
    app.router.routes.insert(0, app.router.routes.pop())  # before the web app's catch-all
    return seen


async def _at_once(app: FastAPI, count: int) -> tuple[list[int], int]:
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as client:
        answers = await asyncio.gather(*(client.get("/test/slow") for _ in range(count)))
        threads = to_thread.current_default_thread_limiter().total_tokens
    return [answer.status_code for answer in answers], int(threads)


def test_no_more_requests_in_the_database_than_its_places(app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(core_db, "REQUEST_SESSIONS", 3)
    seen = _count_sessions(app)
    statuses, threads = asyncio.run(_at_once(app, 9))
    assert statuses == [200] * 9
    assert seen["most"] == 3  # the six others waited for a place, not inside the database
    assert threads >= 3 + core_db.SPARE_THREADS


def test_the_threads_outnumber_the_places_by_the_spare_ones(app) -> None:  # type: ignore[no-untyped-def]
    seen = _count_sessions(app)
    statuses, threads = asyncio.run(_at_once(app, 2))
    assert statuses == [200, 200]
    assert seen["most"] == 2
    assert threads >= core_db.REQUEST_SESSIONS + core_db.SPARE_THREADS
