"""CSRF protection: double-submit token. A readable cookie is issued on any response; every state-changing
/api request must echo it in the X-CSRF-Token header. A foreign site can neither read the cookie nor set the
header, and the session cookie is SameSite=Lax on top."""

import hmac
import secrets
from collections.abc import Awaitable, Callable

from fastapi import FastAPI, Request, Response
from fastapi.responses import JSONResponse

CSRF_COOKIE = "katutubo_csrf"
CSRF_HEADER = "X-CSRF-Token"
SAFE_METHODS = {"GET", "HEAD", "OPTIONS"}
CSRF_MESSAGE = "Your session's security token is missing or out of date. Reload the page and try again."


def install_csrf(app: FastAPI, secure: bool) -> None:
    @app.middleware("http")
    async def _csrf(request: Request, call_next: Callable[[Request], Awaitable[Response]]) -> Response:
        cookie = request.cookies.get(CSRF_COOKIE)
        if request.method not in SAFE_METHODS and request.url.path.startswith("/api/"):
            header = request.headers.get(CSRF_HEADER, "")
            if not cookie or not hmac.compare_digest(cookie, header):
                return JSONResponse({"error": CSRF_MESSAGE, "detail": None}, status_code=403)
        response = await call_next(request)
        if not cookie:
            response.set_cookie(
                CSRF_COOKIE, secrets.token_urlsafe(32), samesite="lax", secure=secure, path="/"
            )
        return response
