"""Serve the built React app from the same process: files as they are, every other path as index.html."""

from pathlib import Path
from urllib.parse import urlparse

from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, Response

NOT_BUILT = (
    "<!doctype html><title>Katutubo Registry</title>"
    "<p>The web app has not been built yet. Run <code>make run</code> from the repository.</p>"
)


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


def install_spa(app: FastAPI, dist: Path, tile_url: str) -> None:
    csp = content_security_policy(tile_url)

    @app.middleware("http")
    async def _security_headers(request: Request, call_next):  # type: ignore[no-untyped-def]
        response: Response = await call_next(request)
        response.headers.setdefault("Content-Security-Policy", csp)
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        response.headers.setdefault("Referrer-Policy", "same-origin")
        response.headers.setdefault("Permissions-Policy", "camera=(self), geolocation=(), microphone=()")
        if request.url.path.startswith("/api/"):
            response.headers.setdefault("Cache-Control", "no-store")
        return response

    root = dist.resolve()

    @app.get("/{path:path}", include_in_schema=False)
    def spa(path: str) -> Response:
        if path.startswith("api/") or path == "api":
            return JSONResponse({"error": "Not found.", "detail": None}, status_code=404)
        index = root / "index.html"
        if not index.exists():
            return HTMLResponse(NOT_BUILT, status_code=503)
        candidate = (root / path).resolve()
        if path and candidate.is_file() and candidate.is_relative_to(root):
            cache = "public, max-age=31536000, immutable" if path.startswith("assets/") else "no-cache"
            return FileResponse(candidate, headers={"Cache-Control": cache})
        return FileResponse(index, headers={"Cache-Control": "no-cache"})
