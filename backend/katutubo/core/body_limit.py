"""Request bodies are limited before they are read: 1 MB for every request, more for the routes that take a
photo (`@body_limit(...)` on the endpoint). A body declared larger (Content-Length) is refused with 413 at
once, without reading a byte; one that grows past the limit while it is read (chunked) is refused as soon as
it does, so the server never holds or spools more than the limit."""

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from fastapi import HTTPException
from starlette.datastructures import Headers
from starlette.responses import JSONResponse
from starlette.routing import BaseRoute, Match, Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from katutubo.core import messages
from katutubo.core.errors import error_body
from katutubo.core.methods import api_routes

REQUEST_TOO_LARGE = messages.Message("core.request_too_large", "The request is too large.")
F = TypeVar("F", bound=Callable[..., Any])


class BodyTooLarge(HTTPException):
    def __init__(self, message: messages.Message) -> None:
        super().__init__(status_code=413, detail=message)


def body_limit(limit: int, message: messages.Message) -> Callable[[F], F]:
    """Endpoint decorator: this route takes bodies up to `limit` bytes (past it: 413 with `message`)."""

    def mark(endpoint: F) -> F:
        endpoint.body_limit = (limit, message)  # type: ignore[attr-defined]
        return endpoint

    return mark


def _declared_length(scope: Scope) -> int | None:
    value = Headers(scope=scope).get("content-length", "")
    return int(value) if value.isascii() and value.isdigit() else None


class BodyLimit:
    def __init__(self, app: ASGIApp, routes: Sequence[BaseRoute], default: int) -> None:
        self.app = app
        self.routes = routes  # the app's own list, complete by the first request
        self.default = default
        self._larger: list[tuple[Route, tuple[int, messages.Message]]] | None = None

    def limit_for(self, scope: Scope) -> tuple[int, messages.Message]:
        if self._larger is None:
            routes = api_routes(self.routes)
            self._larger = [(r, r.endpoint.body_limit) for r in routes if hasattr(r.endpoint, "body_limit")]
        for route, limit in self._larger:
            if route.matches(scope)[0] == Match.FULL:
                return limit
        return self.default, REQUEST_TOO_LARGE

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit, message = self.limit_for(scope)
        declared = _declared_length(scope)
        if declared is not None and declared > limit:
            refusal = JSONResponse(error_body(message), status_code=413)
            await refusal(scope, receive, send)
            return
        received = 0

        async def limited_receive() -> Message:
            nonlocal received
            chunk = await receive()
            if chunk["type"] == "http.request":
                received += len(chunk.get("body", b""))
                if received > limit:  # the app's error handler renders it, a 413 like the one above
                    raise BodyTooLarge(message)
            return chunk

        await self.app(scope, limited_receive, send)
