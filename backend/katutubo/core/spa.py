"""Serve the built React app from the same process: files as they are, every other path as index.html.

The build writes a brotli (.br) and a gzip (.gz) copy next to each text file (frontend/vite.config.ts); the
one the browser accepts is sent as it is, with Content-Encoding, so nothing is compressed per request. Hashed
files under assets/ never change (a new build makes new names): browsers keep them for a year without asking
again; index.html, which names them, is asked for every time.

The installable app's service worker (sw.js) and manifest are files of the build like the others: served
`no-cache` (revalidated each time, so a new release reaches every device), the manifest with its own type.

index.html carries the registry's certificate key, then its retired ones (`<meta
name="katutubo-certificate-key">`, empty in the build): written in as the page is served, so the app holds the
keys of the registry that serves it — and the installable app's cached copy of the page (the service worker
fetches it from here) keeps them for /verify/scan with no network (katutubo.core.certificate_key)."""

import base64
import mimetypes
import re
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, HTMLResponse, Response

from katutubo.core.certificate_key import key_id, published
from katutubo.core.compression import accepted_encoding
from katutubo.core.config import get_settings
from katutubo.core.errors import api_not_found

NOT_BUILT = (
    "<!doctype html><title>Katutubo Registry</title>"
    "<p>The web app has not been built yet. Run <code>make run</code> from the repository.</p>"
)
IMMUTABLE = "public, max-age=31536000, immutable"
KEY_META = re.compile(r'<meta name="katutubo-certificate-key" content="[^"]*"\s*/?>')
SUFFIXES = {"br": ".br", "gzip": ".gz"}


def precompressed(path: Path, accept_encoding: str) -> tuple[Path, str] | None:
    """The precompressed copy of `path` the browser accepts (brotli first), with its encoding."""
    offered = tuple(name for name, suffix in SUFFIXES.items() if path.with_name(path.name + suffix).is_file())
    encoding = accepted_encoding(accept_encoding, offered) if offered else None
    return (path.with_name(path.name + SUFFIXES[encoding]), encoding) if encoding else None


def file_response(path: Path, cache: str, request: Request) -> FileResponse:
    headers = {"Cache-Control": cache}
    media_type = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    variant = precompressed(path, request.headers.get("accept-encoding", ""))
    if variant is None:
        return FileResponse(path, media_type=media_type, headers=headers)
    headers |= {"Content-Encoding": variant[1], "Vary": "Accept-Encoding"}
    return FileResponse(variant[0], media_type=media_type, headers=headers)


mimetypes.add_type("application/manifest+json", ".webmanifest")


def served_key() -> str:
    """'KEYID.BASE64 KEYID.BASE64 …': the id and public key of the certificate key, then of each retired one
    (still trusted for the papers it signed), as the page's meta tag carries them."""
    return " ".join(
        f"{key_id(public)}.{base64.b64encode(public).decode()}" for public in published(get_settings())
    )


def index_response(index: Path, request: Request) -> Response:
    """The app's page with the certificate key written into its meta tag (a page without the tag as it is)."""
    html = index.read_text(encoding="utf-8")
    if not KEY_META.search(html):
        return file_response(index, "no-cache", request)
    meta = f'<meta name="katutubo-certificate-key" content="{served_key()}" />'
    return HTMLResponse(KEY_META.sub(meta, html, count=1), headers={"Cache-Control": "no-cache"})


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
        if path and candidate != index and candidate.is_file() and candidate.is_relative_to(root):
            return file_response(candidate, IMMUTABLE if path.startswith("assets/") else "no-cache", request)
        return index_response(index, request)
