"""No NUL character in any text the API reads. PostgreSQL cannot store one (the insert fails: a 500), and
nothing a person types has one, so an app-wide dependency refuses it in the path, the query and a JSON body
with a 422 naming the field, before anything else of the request runs.

The body is looked at only when the route reads one (FastAPI has then read and parsed it before any
dependency runs); a route that reads its body later (a photo upload, after the caller is checked) is not
made to read it early."""

from typing import Any

from fastapi import Request
from fastapi.routing import APIRoute

from katutubo.core.errors import FieldErrors

NUL = "\0"
NUL_MESSAGE = "Text must not contain NUL characters."


def _nul_fields(value: Any, name: str) -> list[str]:
    """The dotted names of the strings holding a NUL inside a parsed JSON value."""
    if isinstance(value, str):
        return [name] if NUL in value else []
    if isinstance(value, dict):
        found = [name for key in value if NUL in str(key)]
        for key, item in value.items():
            found += _nul_fields(item, f"{name}.{key}" if name else str(key))
        return found
    if isinstance(value, list):
        return [field for item in value for field in _nul_fields(item, name)]
    return []


async def _json_body(request: Request) -> Any:
    route = request.scope.get("route")
    reads_body = isinstance(route, APIRoute) and route.body_field is not None
    if not reads_body or "json" not in request.headers.get("content-type", ""):
        return None
    if b"\\u0000" not in await request.body():  # the only way to write a NUL in JSON text
        return None
    try:
        return await request.json()
    except ValueError:
        return None  # not JSON at all: the route's own validation answers


async def refuse_nul(request: Request) -> None:
    """App-wide dependency: 422 when the path, the query or a JSON body carries a NUL character."""
    fields = [name for name, value in request.path_params.items() if NUL in str(value)]
    fields += [name or "query" for name, value in request.query_params.multi_items() if NUL in name + value]
    fields += [name or "body" for name in _nul_fields(await _json_body(request), "")]
    if fields:
        raise FieldErrors(dict.fromkeys(fields, NUL_MESSAGE))
