"""No NUL character (nor an unpaired surrogate, which only a JSON escape can make) in any text the API reads.
PostgreSQL cannot store a NUL, neither database can store a lone surrogate (the write fails: a 500), and
nothing a person types has one, so an app-wide dependency refuses them in the path, the query and a JSON body
with a 422 naming the field, before anything else of the request runs.

The body is looked at only when the route reads one (FastAPI has then read and parsed it before any
dependency runs); a route that reads its body later (a photo upload, after the caller is checked) is not
made to read it early."""

from typing import Any

from fastapi import Request
from fastapi.routing import APIRoute

from katutubo.core.errors import FieldErrors
from katutubo.core.messages import Message

NUL = "\0"
UNSTORABLE_TEXT = Message(
    "core.unstorable_text",
    "This text has a character that cannot be stored (a NUL or an unpaired surrogate).",
)


def storable(text: str) -> bool:
    if NUL in text:
        return False
    try:
        text.encode()
    except UnicodeEncodeError:  # a lone surrogate
        return False
    return True


def _unstorable_fields(value: Any, name: str) -> list[str]:
    """The dotted names of the strings inside a parsed JSON value that cannot be stored."""
    if isinstance(value, str):
        return [] if storable(value) else [name]
    if isinstance(value, dict):
        found = [name for key in value if not storable(str(key))]
        for key, item in value.items():
            found += _unstorable_fields(item, f"{name}.{key}" if name else str(key))
        return found
    if isinstance(value, list):
        return [field for item in value for field in _unstorable_fields(item, name)]
    return []


async def _json_body(request: Request) -> Any:
    route = request.scope.get("route")
    reads_body = isinstance(route, APIRoute) and route.body_field is not None
    if not reads_body or "json" not in request.headers.get("content-type", ""):
        return None
    if b"\\u" not in await request.body():  # the only way to write either in JSON text is an escape
        return None
    try:
        return await request.json()
    except ValueError:
        return None  # not JSON at all: the route's own validation answers


async def refuse_unstorable_text(request: Request) -> None:
    """App-wide dependency: 422 when the path, the query or a JSON body carries text that cannot be
    stored."""
    fields = [name for name, value in request.path_params.items() if NUL in str(value)]
    fields += [name or "query" for name, value in request.query_params.multi_items() if NUL in name + value]
    fields += _unstorable_fields(await _json_body(request), "")
    if fields:  # a name that is itself unstorable (a JSON key) is told as the body
        names = (name if name and storable(name) else "body" for name in fields)
        raise FieldErrors(dict.fromkeys(names, UNSTORABLE_TEXT))
