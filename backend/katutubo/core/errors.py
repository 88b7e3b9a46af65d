"""Typed application errors and the one handler that renders them as {"error": ..., "detail": ...}."""

from collections.abc import Sequence
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field


class ErrorDetail(BaseModel):
    """What a refusal adds to its message: `fields` (a 422: one message per field, shown beside the field) or
    other named parts (a stale save's `current`)."""

    model_config = ConfigDict(extra="allow", json_schema_mode_override="validation")

    fields: dict[str, str] = Field(default_factory=dict, description="Field name -> its message.")


class ErrorBody(BaseModel):
    """Every 4xx answer of the API."""

    error: str = Field(description="The message to show.")
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
    fields: dict[str, str] = {}
    for err in errors:
        name = _field_name(tuple(err.get("loc", ())))
        fields.setdefault(name, str(err.get("msg", "Invalid value.")).removeprefix("Value error, "))
    return fields


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(AppError)
    async def _app_error(_request: Request, exc: AppError) -> JSONResponse:
        return JSONResponse({"error": exc.message, "detail": exc.detail}, status_code=exc.status_code)

    @app.exception_handler(RequestValidationError)
    async def _validation_error(_request: Request, exc: RequestValidationError) -> JSONResponse:
        fields = field_messages(exc.errors())
        first = next(iter(fields.values()), "Invalid request.")
        return JSONResponse({"error": first, "detail": {"fields": fields}}, status_code=422)
