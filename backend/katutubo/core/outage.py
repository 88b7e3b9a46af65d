"""The database out of reach (PostgreSQL stopped, restarting, its network down): every request answers 503
"The registry's database cannot be reached; try again in a minute." in a line of the log per minute, not a
500 and a 195-line traceback per request (2,200 of them in a 20-second outage). The pool's pre-ping brings
the registry back by itself once the database answers. Any other database error is a server error as before.
"""

import logging
import time
from typing import Any

import psycopg
from sqlalchemy.exc import DBAPIError
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from katutubo.core import messages
from katutubo.core.errors import error_body

DATABASE_UNREACHABLE = messages.Message(
    "core.database_unreachable", "The registry's database cannot be reached; try again in a minute."
)
RETRY_AFTER_SECONDS = 60
# SQLSTATE classes of a connection that failed or was cut: 08 (connection exception), 57P01-57P03 (the server
# shutting down, crashed, or not yet accepting connections).
_CUT = ("08", "57P01", "57P02", "57P03")
log = logging.getLogger("katutubo.outage")


def unreachable(error: BaseException) -> bool:
    """Whether `error` says the database cannot be reached (rather than that a statement failed)."""
    if not isinstance(error, DBAPIError):
        return False
    if error.connection_invalidated:
        return True
    cause = error.orig
    if not isinstance(cause, psycopg.OperationalError):
        return False
    state = cause.sqlstate
    return state is None or state.startswith(_CUT)


class _Minutes:
    """One log line per minute of an outage, per process."""

    def __init__(self) -> None:
        self.last: int | None = None

    def log(self, error: BaseException) -> None:
        minute = int(time.monotonic() // 60)
        if minute != self.last:
            self.last = minute
            reason = " ".join(str(getattr(error, "orig", error)).split())[:200]
            log.error("The database cannot be reached: %s", reason)


class DatabaseOutage:
    """503 for a request the database's absence stopped before its answer began."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.minutes = _Minutes()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def watched(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, receive, watched)
        except Exception as error:
            if started or not unreachable(error):
                raise
            self.minutes.log(error)
            answer: Any = JSONResponse(
                error_body(DATABASE_UNREACHABLE),
                status_code=503,
                headers={"Retry-After": str(RETRY_AFTER_SECONDS), "Cache-Control": "no-store"},
            )
            await answer(scope, receive, send)
