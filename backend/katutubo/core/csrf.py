"""CSRF protection: a readable cookie that every state-changing /api request must echo in the X-CSRF-Token
header. A foreign site can neither read the cookie nor set the header, and the session cookie is SameSite=Lax
on top.

Signed out, the token is random (double submit). Once signed in it is derived from the session: an HMAC of the
session token under the server's secret, so only the server can make it and a token made for another browser's
session (an attacker's own pair, planted next to a victim's session cookie) is refused. The cookie follows
the session cookie: set when a response starts a session, renewed when one ends, re-derived on any request
whose cookie does not match its session."""

import hashlib
import hmac
import secrets
from collections.abc import Awaitable, Callable
from http.cookies import SimpleCookie

from fastapi import FastAPI, Request, Response
from fastapi.responses import JSONResponse

CSRF_COOKIE = "katutubo_csrf"
CSRF_HEADER = "X-CSRF-Token"
SAFE_METHODS = {"GET", "HEAD", "OPTIONS"}
CSRF_MESSAGE = "Your session's security token is missing or out of date. Reload the page and try again."


def session_token_csrf(secret: str, session_token: str) -> str:
    """The CSRF token of a signed-in browser: bound to its session."""
    return hmac.new(secret.encode(), b"csrf\n" + session_token.encode(), hashlib.sha256).hexdigest()


def _session_set_by(response: Response, session_cookie: str) -> str | None:
    """The session token a response sets ("" when it ends the session), or None when it leaves it."""
    for header in response.headers.getlist("set-cookie"):
        cookie = SimpleCookie()
        cookie.load(header)
        if session_cookie in cookie:
            morsel = cookie[session_cookie]
            return "" if morsel["max-age"] == "0" else morsel.value
    return None


def install_csrf(app: FastAPI, secure: bool, secret: str, session_cookie: str) -> None:
    def expected(session: str | None, cookie: str | None) -> str | None:
        return session_token_csrf(secret, session) if session else cookie

    @app.middleware("http")
    async def _csrf(request: Request, call_next: Callable[[Request], Awaitable[Response]]) -> Response:
        cookie = request.cookies.get(CSRF_COOKIE)
        token = expected(request.cookies.get(session_cookie), cookie)
        if request.method not in SAFE_METHODS and request.url.path.startswith("/api/"):
            header = request.headers.get(CSRF_HEADER, "")
            if not token or not hmac.compare_digest(token, header):
                return JSONResponse({"error": CSRF_MESSAGE, "detail": None}, status_code=403)
        response = await call_next(request)
        started = _session_set_by(response, session_cookie)
        if started:
            token = session_token_csrf(secret, started)
        elif started == "" or not token:  # the session ended, or a first visit
            token = secrets.token_urlsafe(32)
        if token != cookie:
            response.set_cookie(CSRF_COOKIE, token, samesite="lax", secure=secure, path="/")
        return response
