"""Who is on the other end of the current request (client IP, user agent), for the audit trail.

A tiny ASGI middleware puts it in a context variable at the start of each HTTP request; sync endpoints and
dependencies run in worker threads that copy the context, so katutubo.audit.record finds it without every
service passing it along. Outside a request (CLI, background purge) it is empty."""

from contextvars import ContextVar
from dataclasses import dataclass

from starlette.types import ASGIApp, Receive, Scope, Send

USER_AGENT_LENGTH = 300


@dataclass(frozen=True)
class RequestInfo:
    ip: str | None = None
    user_agent: str | None = None


NO_REQUEST = RequestInfo()
_current: ContextVar[RequestInfo] = ContextVar("katutubo_request_info", default=NO_REQUEST)


def current_request_info() -> RequestInfo:
    return _current.get()


def _from_scope(scope: Scope) -> RequestInfo:
    client = scope.get("client")
    agent = next((v for k, v in scope.get("headers", []) if k == b"user-agent"), None)
    return RequestInfo(
        ip=client[0] if client else None,
        user_agent=agent.decode("latin-1")[:USER_AGENT_LENGTH] if agent else None,
    )


class RequestInfoMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        token = _current.set(_from_scope(scope))
        try:
            await self.app(scope, receive, send)
        finally:
            _current.reset(token)
