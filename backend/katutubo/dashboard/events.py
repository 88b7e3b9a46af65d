"""Live dashboard: a server-sent event whenever the people change, wherever the change was made.

Each open stream polls a cheap fingerprint of the people table (count, highest id, last update — all index
lookups) once a second. Because the fingerprint lives in the database, a person added through any server
process reaches every open dashboard within about a second; no process memory is shared. The stream also
ends as soon as the browser's session is gone (logged out or expired)."""

import asyncio
import json
from collections.abc import AsyncIterator
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request

from katutubo.auth.sessions import is_live, now
from katutubo.core.config import Settings
from katutubo.core.db import get_sessionmaker
from katutubo.core.security import token_digest
from katutubo.models import Person, UserSession
from katutubo.people.query import LIVE

POLL_SECONDS = 1.0
KEEP_ALIVE_SECONDS = 15.0


def people_version(db: Session) -> dict[str, object]:
    total, latest_id, last_update = db.execute(
        select(func.count(), func.max(Person.id), func.max(Person.updated_at)).select_from(Person).where(LIVE)
    ).one()
    stamp = last_update.isoformat() if isinstance(last_update, datetime) else str(last_update or "")
    return {"total": total, "latest_id": latest_id, "version": f"{total}:{latest_id}:{stamp}"}


def _poll(token: str, settings: Settings) -> dict[str, object] | None:
    """The fingerprint, or None when the session that opened the stream has ended (logged out, expired,
    idle, disabled)."""
    with get_sessionmaker()() as db:
        session = db.scalar(select(UserSession).where(UserSession.token_hash == token_digest(token)))
        if session is None or not is_live(session, settings, now()):
            return None
        return people_version(db)


def format_event(name: str, data: dict[str, object]) -> str:
    return f"event: {name}\ndata: {json.dumps(data)}\n\n"


async def people_events(
    token: str, request: Request, settings: Settings, poll: float = POLL_SECONDS
) -> AsyncIterator[str]:
    yield "retry: 2000\n\n"
    last: object = None
    quiet = 0.0
    while not await request.is_disconnected():
        current = await run_in_threadpool(_poll, token, settings)
        if current is None:
            yield format_event("session-ended", {})
            return
        if current["version"] != last:
            last = current["version"]
            quiet = 0.0
            yield format_event("people-changed", current)
        elif quiet >= KEEP_ALIVE_SECONDS:
            quiet = 0.0
            yield ": keep-alive\n\n"
        await asyncio.sleep(poll)
        quiet += poll
