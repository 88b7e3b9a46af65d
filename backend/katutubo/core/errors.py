"""Typed application errors and the one handler that renders them as {"error": ..., "detail": ...}."""

from collections.abc import Sequence
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel, ConfigDict, Field
from starlette.exceptions import HTTPException

from katutubo.core.messages import Message
from katutubo.core.methods import allowed_methods

NOT_FOUND = Message("core.not_found", "Not found.")
METHOD_NOT_ALLOWED = Message("core.method_not_allowed", "This address does not accept that method.")
SERVER_ERROR = Message("core.server_error", "Something went wrong on the server. Please try again.")
# A 422 always names its fields; this is for one that would not.
INVALID_REQUEST = Message("http.422", "Invalid request.", {})


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
    """A refusal with its message: a `Message` carries its code (and values) from where it is written."""

    status_code = 400

    def __init__(self, message: Message, detail: Any = None, status_code: int | None = None) -> None:
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

    def __init__(self, fields: dict[str, Message], message: Message | None = None) -> None:
        super().__init__(message or next(iter(fields.values())), detail={"fields": fields})


def _field_name(loc: tuple[Any, ...]) -> str:
    parts = [str(p) for p in loc if p not in ("body", "query", "path")]
    return ".".join(parts) or "body"


def field_messages(errors: Sequence[Any]) -> dict[str, Message]:
    """Pydantic's errors as {field: message}, the first message of each field (a 422's detail.fields)."""
    fields: dict[str, Message] = {}
    for err in errors:
        fields.setdefault(_field_name(tuple(err.get("loc", ()))), validation_message(err))
    return fields


def validation_message(err: dict[str, Any]) -> Message:
    """A pydantic error as a Message: ours are raised with their code as the error's type (a code has a dot,
    pydantic's own types none) and their values as its context; pydantic's own get `validation.<type>`."""
    kind = str(err.get("type", "value_error"))
    text = str(err.get("msg", "Invalid value.")).removeprefix("Value error, ")
    if "." in kind:
        return Message(kind, text, {k: str(v) for k, v in (err.get("ctx") or {}).items()})
    return Message(f"validation.{kind}", text, {})  # the app words it by its type


def error_body(message: Message, detail: Any = None) -> dict[str, Any]:
    """{"error": message, "code": its code, "params": its values, "detail": ...}; a detail's field messages
    get their codes (and values) too."""
    if isinstance(detail, dict) and isinstance(detail.get("fields"), dict):
        fields: dict[str, Message] = detail["fields"]
        params = {name: text.params for name, text in fields.items() if text.params}
        detail = {
            **detail,
            "fields": {name: str(text) for name, text in fields.items()},
            "codes": {name: text.code for name, text in fields.items()},
            **({"params": params} if params else {}),
        }
    body: dict[str, Any] = {"error": str(message), "code": message.code, "detail": detail}
    if message.params:  # only a message with values in it
        body["params"] = message.params
    return body


def _http_message(status: int, text: str) -> Message:
    """A refusal the framework raises itself (HTTPException: not one of ours): coded by its status."""
    return Message(f"http.{status}", text, {})


def api_not_found(app: FastAPI, request: Request) -> Response:
    """An /api path no route answers with this method: 405 with every allowed method when the path exists
    (OPTIONS: 204 with them), else 404."""
    allowed = allowed_methods(app.routes, request.url.path)
    if not allowed:
        return JSONResponse(error_body(NOT_FOUND), status_code=404)
    headers = {"Allow": ", ".join(allowed)}
    if request.method == "OPTIONS":
        return Response(status_code=204, headers=headers)
    return JSONResponse(error_body(METHOD_NOT_ALLOWED), status_code=405, headers=headers)


def install_error_handlers(app: FastAPI, headers: dict[str, str]) -> None:
    """`headers`: the security headers, added to a 500 here (it is sent outside every middleware)."""

    @app.exception_handler(Exception)
    async def _server_error(_request: Request, _exc: Exception) -> JSONResponse:
        body = error_body(SERVER_ERROR)
        return JSONResponse(body, status_code=500, headers={**headers, "Cache-Control": "no-store"})

    @app.exception_handler(HTTPException)
    async def _http_error(request: Request, exc: HTTPException) -> Response:
        if exc.status_code in (404, 405) and request.url.path.startswith("/api"):
            return api_not_found(app, request)
        message = exc.detail if isinstance(exc.detail, Message) else None
        body = error_body(message or _http_message(exc.status_code, str(exc.detail)))
        return JSONResponse(body, status_code=exc.status_code, headers=exc.headers)

    @app.exception_handler(AppError)
    async def _app_error(_request: Request, exc: AppError) -> JSONResponse:
        body = error_body(exc.message, exc.detail)
        return JSONResponse(body, status_code=exc.status_code)

    @app.exception_handler(RequestValidationError)
    async def _validation_error(_request: Request, exc: RequestValidationError) -> JSONResponse:
        fields = field_messages(exc.errors())
        first = next(iter(fields.values()), INVALID_REQUEST)
        return JSONResponse(error_body(first, {"fields": fields}), status_code=422)
