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
from http.cookies import SimpleCookie

from starlette.datastructures import MutableHeaders
from starlette.requests import HTTPConnection
from starlette.responses import JSONResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from katutubo.core import messages
from katutubo.core.errors import error_body

CSRF_COOKIE = "katutubo_csrf"
CSRF_HEADER = "X-CSRF-Token"
SAFE_METHODS = {"GET", "HEAD", "OPTIONS"}
CSRF_MESSAGE = messages.Message(
    "core.csrf_message",
    "Your session's security token is missing or out of date. Reload the page and try again.",
)


def session_token_csrf(secret: str, session_token: str) -> str:
    """The CSRF token of a signed-in browser: bound to its session."""
    return hmac.new(secret.encode(), b"csrf\n" + session_token.encode(), hashlib.sha256).hexdigest()


def _session_set_by(headers: MutableHeaders, session_cookie: str) -> str | None:
    """The session token a response sets ("" when it ends the session), or None when it leaves it."""
    for header in headers.getlist("set-cookie"):
        cookie: SimpleCookie = SimpleCookie()
        cookie.load(header)
        if session_cookie in cookie:
            morsel = cookie[session_cookie]
            return "" if morsel["max-age"] == "0" else morsel.value
    return None


class CsrfProtection:
    """Pure ASGI (so a streamed body or answer passes through untouched)."""

    def __init__(self, app: ASGIApp, secure: bool, secret: str, session_cookie: str) -> None:
        self.app = app
        self.secure = secure
        self.secret = secret
        self.session_cookie = session_cookie

    def _cookie_header(self, token: str) -> str:
        response = Response()
        response.set_cookie(CSRF_COOKIE, token, samesite="lax", secure=self.secure, path="/")
        return response.headers["set-cookie"]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request = HTTPConnection(scope)
        cookie = request.cookies.get(CSRF_COOKIE)
        session = request.cookies.get(self.session_cookie)
        token = session_token_csrf(self.secret, session) if session else cookie
        if scope["method"] not in SAFE_METHODS and scope["path"].startswith("/api/"):
            header = request.headers.get(CSRF_HEADER, "")
            if not token or not hmac.compare_digest(token, header):
                refusal = JSONResponse(error_body(CSRF_MESSAGE), status_code=403)
                await refusal(scope, receive, send)
                return

        async def send_with_cookie(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                started = _session_set_by(headers, self.session_cookie)
                new = token
                if started:
                    new = session_token_csrf(self.secret, started)
                elif started == "" or not new:  # the session ended, or a first visit
                    new = secrets.token_urlsafe(32)
                if new != cookie:
                    headers.append("set-cookie", self._cookie_header(new))
            await send(message)

        await self.app(scope, receive, send_with_cookie)
