"""Security headers on every response: the API's, the web app's and every error's.

A pure ASGI middleware adds them as the response starts, so streamed answers (the live dashboard) and the
refusals of the middlewares inside it carry them too. The one answer made outside it, an unexpected error's
500, adds the same headers itself (katutubo.core.errors)."""

from urllib.parse import urlparse

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from katutubo.core.config import Settings

HSTS = "max-age=31536000; includeSubDomains"
API_CACHE = "no-store"


def content_security_policy(tile_url: str) -> str:
    tiles = urlparse(tile_url)
    tile_origin = f"{tiles.scheme}://{tiles.netloc}".replace("{s}", "*") if tiles.netloc else ""
    return "; ".join(
        [
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self' 'unsafe-inline'",
            f"img-src 'self' data: blob: {tile_origin}".strip(),
            "worker-src 'self' blob:",
            "connect-src 'self'",
            "media-src 'self' blob: mediastream:",
            "object-src 'none'",
            "base-uri 'self'",
            "frame-ancestors 'none'",
            "form-action 'self'",
        ]
    )


def security_headers(settings: Settings) -> dict[str, str]:
    """The headers every response carries (HSTS only when the registry is served over https)."""
    headers = {
        "Content-Security-Policy": content_security_policy(settings.tile_url),
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "same-origin",
        "Permissions-Policy": "camera=(self), geolocation=(), microphone=()",
    }
    if settings.secure_cookies:
        headers["Strict-Transport-Security"] = HSTS
    return headers


class SecurityHeaders:
    """Adds `headers` to every HTTP response that does not set them itself; API answers are not cached."""

    def __init__(self, app: ASGIApp, headers: dict[str, str]) -> None:
        self.app = app
        self.headers = headers

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        is_api = scope["path"].startswith("/api/")

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in self.headers.items():
                    headers.setdefault(name, value)
                if is_api:
                    headers.setdefault("Cache-Control", API_CACHE)
            await send(message)

        await self.app(scope, receive, send_with_headers)
