"""Typed application errors and the one handler that renders them as {"error": ..., "detail": ...}."""

from collections.abc import Sequence
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel, ConfigDict, Field
from starlette.exceptions import HTTPException

from katutubo.core.message_codes import coded
from katutubo.core.methods import allowed_methods

NOT_FOUND = "Not found."
METHOD_NOT_ALLOWED = "This address does not accept that method."
SERVER_ERROR = "Something went wrong on the server. Please try again."


class ErrorDetail(BaseModel):
    """What a refusal adds to its message: `fields` (a 422: one message per field, shown beside the field) or
    other named parts (a stale save's `current`)."""

    model_config = ConfigDict(extra="allow", json_schema_mode_override="validation")

    fields: dict[str, str] = Field(default_factory=dict, description="Field name -> its message.")
    codes: dict[str, str] = Field(
        default_factory=dict, description="Field name -> its message's stable code (core/message_codes.py)."
    )
    params: dict[str, dict[str, str]] = Field(
        default_factory=dict,
        description="Field name -> the values in its message (those that have some; absent if none has).",
    )


class ErrorBody(BaseModel):
    """Every 4xx answer of the API."""

    error: str = Field(description="The message to show (English).")
    code: str = Field(
        description="The message's stable code: the app shows its own text for it (`http.<status>` or "
        "`validation.<type>` for a message without its own code: the app shows `error` then)."
    )
    params: dict[str, str] = Field(
        default_factory=dict, description="The values in the message, by name (absent when it has none)."
    )
    detail: ErrorDetail | None


# Declared for every route (create_app): the generated client types its errors from this.
ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    "4XX": {"model": ErrorBody, "description": 'Refused: `{"error": message, "detail": ...}`.'}
}


class AppError(Exception):
    status_code = 400

    def __init__(self, message: str, detail: Any = None, status_code: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.detail = detail
        if status_code is not None:
            self.status_code = status_code


class BadRequest(AppError):
    status_code = 400


class Unauthorized(AppError):
    status_code = 401


class Forbidden(AppError):
    status_code = 403


class NotFound(AppError):
    status_code = 404


class Conflict(AppError):
    status_code = 409


class TooManyRequests(AppError):
    status_code = 429


class FieldErrors(AppError):
    """422 with one message per field, shown beside the field in the form."""

    status_code = 422

    def __init__(self, fields: dict[str, str], message: str | None = None) -> None:
        super().__init__(message or next(iter(fields.values())), detail={"fields": fields})


def _field_name(loc: tuple[Any, ...]) -> str:
    parts = [str(p) for p in loc if p not in ("body", "query", "path")]
    return ".".join(parts) or "body"


def field_messages(errors: Sequence[Any]) -> dict[str, str]:
    """Pydantic's errors as {field: message}, the first message of each field (a 422's detail.fields)."""
    return {name: text for name, (text, _type) in _field_errors(errors).items()}


def _field_errors(errors: Sequence[Any]) -> dict[str, tuple[str, str]]:
    """{field: (message, pydantic's error type)}, the first error of each field."""
    fields: dict[str, tuple[str, str]] = {}
    for err in errors:
        name = _field_name(tuple(err.get("loc", ())))
        text = str(err.get("msg", "Invalid value.")).removeprefix("Value error, ")
        fields.setdefault(name, (text, str(err.get("type", "value_error"))))
    return fields


def error_body(
    message: str, detail: Any = None, status: int = 400, fallback_codes: dict[str, str] | None = None
) -> dict[str, Any]:
    """{"error": message, "code": its code, "params": its values, "detail": ...}; a detail's field messages
    get their codes (and values) too. A message without its own code gets `fallback_codes[field]` (a field's)
    or `http.<status>`: every error has a code, and the app shows the English text for a code it lacks."""
    fallback_codes = fallback_codes or {}
    first_field = None
    if isinstance(detail, dict) and isinstance(detail.get("fields"), dict):
        codes: dict[str, str] = {}
        params: dict[str, dict[str, str]] = {}
        for name, text in detail["fields"].items():
            code, values = coded(str(text))
            codes[name] = code or fallback_codes.get(name) or f"http.{status}"
            if values:
                params[name] = values
            if first_field is None and text == message:
                first_field = name
        detail = {**detail, "codes": codes, **({"params": params} if params else {})}
    code, values = coded(message)
    if code is None:
        code = fallback_codes.get(first_field or "") or f"http.{status}"
    body: dict[str, Any] = {"error": message, "code": code, "detail": detail}
    if values:  # only a message with values in it
        body["params"] = values
    return body


def api_not_found(app: FastAPI, request: Request) -> Response:
    """An /api path no route answers with this method: 405 with every allowed method when the path exists
    (OPTIONS: 204 with them), else 404."""
    allowed = allowed_methods(app.routes, request.url.path)
    if not allowed:
        return JSONResponse(error_body(NOT_FOUND, status=404), status_code=404)
    headers = {"Allow": ", ".join(allowed)}
    if request.method == "OPTIONS":
        return Response(status_code=204, headers=headers)
    return JSONResponse(error_body(METHOD_NOT_ALLOWED, status=405), status_code=405, headers=headers)


def install_error_handlers(app: FastAPI, headers: dict[str, str]) -> None:
    """`headers`: the security headers, added to a 500 here (it is sent outside every middleware)."""

    @app.exception_handler(Exception)
    async def _server_error(_request: Request, _exc: Exception) -> JSONResponse:
        body = error_body(SERVER_ERROR, status=500)
        return JSONResponse(body, status_code=500, headers={**headers, "Cache-Control": "no-store"})

    @app.exception_handler(HTTPException)
    async def _http_error(request: Request, exc: HTTPException) -> Response:
        if exc.status_code in (404, 405) and request.url.path.startswith("/api"):
            return api_not_found(app, request)
        body = error_body(str(exc.detail), status=exc.status_code)
        return JSONResponse(body, status_code=exc.status_code, headers=exc.headers)

    @app.exception_handler(AppError)
    async def _app_error(_request: Request, exc: AppError) -> JSONResponse:
        body = error_body(exc.message, exc.detail, exc.status_code)
        return JSONResponse(body, status_code=exc.status_code)

    @app.exception_handler(RequestValidationError)
    async def _validation_error(_request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = _field_errors(exc.errors())
        fields = {name: text for name, (text, _type) in errors.items()}
        types = {name: f"validation.{kind}" for name, (_text, kind) in errors.items()}
        first = next(iter(fields.values()), "Invalid request.")
        return JSONResponse(error_body(first, {"fields": fields}, 422, types), status_code=422)
