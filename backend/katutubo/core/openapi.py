"""The OpenAPI document tells, for every operation, the refusals it can answer, each with the one error
body: 400 and 413 where a body is read, 401 and 403 where one must be signed in, 403 for every
state-changing call (the CSRF token), 404 where the path names a row by its id, and what a route declares
itself (429 where a rate limit applies). Anything else of 4xx keeps the "4XX" catch-all. Undeclared methods
answer 405 with an Allow header (katutubo.core.errors), so the generated client and the fuzz test agree with
the server."""

from collections.abc import Callable, Iterable
from typing import Any

from fastapi import FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute

from katutubo.core.methods import api_routes

ERROR_BODY = {"$ref": "#/components/schemas/ErrorBody"}
DESCRIPTIONS = {
    400: "The request could not be read, or what it carries is not accepted (a captcha, a link, a file).",
    401: "Not signed in.",
    403: "Not allowed: another role, an account awaiting approval, or no valid CSRF token.",
    404: "Not found.",
    413: "The request is too large (1 MB; a photo upload 6 MB).",
    429: "Too many requests: a rate limit is reached (see the README's security section).",
}
SAFE_METHODS = {"GET", "HEAD", "OPTIONS"}


def refusal(code: int) -> dict[int | str, dict[str, Any]]:
    """A route's own declaration of a refusal the document cannot infer (e.g. 429)."""
    return {
        code: {"description": DESCRIPTIONS[code], "content": {"application/json": {"schema": ERROR_BODY}}}
    }


def _calls(dependant: Dependant) -> Iterable[Callable[..., Any]]:
    for dependency in dependant.dependencies:
        if dependency.call is not None:
            yield dependency.call
        yield from _calls(dependency)


def _refusals(route: APIRoute, method: str, operation: dict[str, Any], sign_in: set[Any]) -> list[int]:
    codes = []
    if route.body_field is not None or "requestBody" in operation:
        codes += [400, 413]
    if any(call in sign_in for call in _calls(route.dependant)):
        codes += [401, 403]
    elif method not in SAFE_METHODS:
        codes.append(403)
    if any(name.endswith("_id") for name in route.param_convertors):
        codes.append(404)
    return codes


def declare_refusals(app: FastAPI, sign_in: Iterable[Callable[..., Any]]) -> None:
    """Wraps app.openapi: `sign_in` are the dependencies that refuse a caller who is not signed in."""
    make_document = app.openapi
    sign_in_calls = set(sign_in)
    declared: list[dict[str, Any]] = []  # the document last completed (FastAPI caches it)

    def openapi() -> dict[str, Any]:
        document = make_document()
        if declared and declared[0] is document:
            return document
        for route in api_routes(app.routes):
            if not isinstance(route, APIRoute) or not route.include_in_schema:
                continue
            for method in (route.methods or set()) - {"HEAD"}:
                operation = document["paths"][route.path_format][method.lower()]
                for code in _refusals(route, method, operation, sign_in_calls):
                    operation["responses"].setdefault(str(code), refusal(code)[code])
        declared[:] = [document]
        return document

    app.openapi = openapi  # type: ignore[method-assign]
