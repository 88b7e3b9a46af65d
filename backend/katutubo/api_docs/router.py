"""/api/docs (Swagger UI) and /api/openapi.json: off unless KATUTUBO_API_DOCS=true, and then for signed-in
IPMRs only. The page's scripts and styles are files shipped in a Python package (fastapi-offline), served
from here: no CDN, and nothing the Content-Security-Policy has to allow (no inline script)."""

from pathlib import Path
from typing import Literal

import fastapi_offline
from fastapi import APIRouter, Depends, Request
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, Response

from katutubo.auth.dependencies import IPMR, SettingsDep
from katutubo.core.errors import NOT_FOUND, NotFound

ASSETS = Path(fastapi_offline.__file__).parent / "static"
DOCS_OFF = NOT_FOUND  # as if there were no docs

PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Katutubo Registry API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<link rel="icon" href="/api/docs/favicon.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
"""

# "Try it out" sends the CSRF token like the web app does.
INIT = """window.ui = SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#swagger-ui",
  requestInterceptor: (request) => {
    const token = document.cookie.match(/(?:^|; )katutubo_csrf=([^;]*)/);
    if (token) request.headers["X-CSRF-Token"] = decodeURIComponent(token[1]);
    return request;
  },
});
"""


def docs_switched_on(settings: SettingsDep, _user: IPMR) -> None:
    """401 signed out, 403 for other roles, 404 while the docs are switched off."""
    if not settings.api_docs:
        raise NotFound(DOCS_OFF)


router = APIRouter(prefix="/api", include_in_schema=False, dependencies=[Depends(docs_switched_on)])


@router.get("/openapi.json")
def openapi_document(request: Request) -> JSONResponse:
    return JSONResponse(request.app.openapi())


@router.get("/docs")
def docs_page() -> HTMLResponse:
    return HTMLResponse(PAGE)


@router.get("/docs/{asset}")
def docs_asset(
    asset: Literal["swagger-ui.css", "swagger-ui-bundle.js", "favicon.png", "init.js"],
) -> Response:
    if asset == "init.js":
        return Response(INIT, media_type="text/javascript")
    return FileResponse(ASSETS / asset, headers={"Cache-Control": "private, max-age=86400"})
