"""The import upload's HTTP edge: a multipart form read only after the caller is known to be an IPMR, and
larger than other requests may be (the original's JSON export with a .zip of its photo folder)."""

from collections.abc import AsyncIterator
from typing import Annotated, Any

from fastapi import Depends, Request
from starlette.datastructures import UploadFile

from katutubo.auth.dependencies import IPMR
from katutubo.core.errors import FieldErrors
from katutubo.core.messages import Message
from katutubo.imports.jobs import WRONG_TYPE

IMPORT_BODY_LIMIT = 512 * 1024 * 1024
IMPORT_TOO_LARGE = Message(
    "imports.import_too_large", "The import is too large (512 MB at most, with its photos)."
)

IMPORT_FORM: dict[str, Any] = {
    "requestBody": {
        "required": True,
        "content": {
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "title": "ImportUpload",
                    "required": ["file"],
                    "properties": {
                        "file": {
                            "type": "string",
                            "format": "binary",
                            "description": "The original's JSON export, or a CSV / XLSX spreadsheet.",
                        },
                        "photos": {
                            "type": "string",
                            "format": "binary",
                            "description": "A .zip of the original's photo folder.",
                        },
                    },
                }
            }
        },
    }
}


async def uploaded_import(
    request: Request, _user: IPMR
) -> AsyncIterator[tuple[UploadFile, UploadFile | None]]:
    """The form's `file` and `photos` (spooled to disk while read), open until the request is answered."""
    async with request.form(max_files=2, max_fields=10) as form:
        file, photos = form.get("file"), form.get("photos")
        if not isinstance(file, UploadFile):
            raise FieldErrors({"file": WRONG_TYPE})
        yield file, photos if isinstance(photos, UploadFile) else None


ImportUpload = Annotated[tuple[UploadFile, UploadFile | None], Depends(uploaded_import)]
