"""Serve the built React app from the same process: files as they are, every other path as index.html.

The installable app's service worker (sw.js) and manifest are files of the build like the others: served
`no-cache` (revalidated each time, so a new release reaches every device), the manifest with its own type."""

import mimetypes
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, HTMLResponse, Response

from katutubo.core.errors import api_not_found

NOT_BUILT = (
    "<!doctype html><title>Katutubo Registry</title>"
    "<p>The web app has not been built yet. Run <code>make run</code> from the repository.</p>"
)


mimetypes.add_type("application/manifest+json", ".webmanifest")


def install_spa(app: FastAPI, dist: Path) -> None:
    root = dist.resolve()

    @app.get("/{path:path}", include_in_schema=False)
    def spa(path: str, request: Request) -> Response:
        if path.startswith("api/") or path == "api":
            return api_not_found(app, request)
        index = root / "index.html"
        if not index.exists():
            return HTMLResponse(NOT_BUILT, status_code=503)
        candidate = (root / path).resolve() if "\0" not in path else root
        if path and candidate.is_file() and candidate.is_relative_to(root):
            cache = "public, max-age=31536000, immutable" if path.startswith("assets/") else "no-cache"
            return FileResponse(candidate, headers={"Cache-Control": cache})
        return FileResponse(index, headers={"Cache-Control": "no-cache"})
