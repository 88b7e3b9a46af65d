"""The HTTP edges of a photo, shared by every endpoint that takes or serves one."""

from typing import Annotated, Any

from fastapi import Depends, Request, Response
from starlette.datastructures import UploadFile

from katutubo.auth.dependencies import IPMR
from katutubo.core.errors import BadRequest
from katutubo.core.messages import Message
from katutubo.photos.processing import TOO_LARGE, PhotoTooLarge
from katutubo.rules.photos import MAX_BYTES

NO_FILE = Message("photos.no_file", "Choose a photo to upload.")
# Never kept by the browser: `private, no-cache` (and `max-age` for a versioned URL) left every photo seen in
# the browser's disk cache after its user signed out, readable by the next user of a shared office computer.
# A photo's URL still changes with each new photo (?v=), so a replaced one is never shown from memory.
PHOTO_CACHE = "no-store"
# The whole request of an upload: the photo (5 MB) and the form around it; past it: 413 before reading on.
UPLOAD_BODY_LIMIT = 6 * 1024 * 1024

# The upload's body as the OpenAPI document tells it (the route reads the form itself, see uploaded_photo).
PHOTO_FORM: dict[str, Any] = {
    "requestBody": {
        "content": {
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "title": "PhotoUpload",
                    "properties": {
                        "file": {"type": "string", "format": "binary", "description": "The photo."}
                    },
                }
            }
        }
    }
}


async def uploaded_photo(request: Request, _user: IPMR) -> bytes:
    """The multipart field `file`, read only now: after the caller was found to be a signed-in IPMR (and the
    route's earlier dependencies, such as the person, were found), so nobody else makes the server read a
    byte of the body. 400 without a file, 413 past 5 MB (never reads more than 5 MB + 1 byte of it)."""
    async with request.form(max_files=1, max_fields=10) as form:
        file = form.get("file")
        if not isinstance(file, UploadFile):
            raise BadRequest(NO_FILE)
        data = await file.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise PhotoTooLarge(TOO_LARGE)
    return data


PhotoUpload = Annotated[bytes, Depends(uploaded_photo)]


def image_response(content: bytes, key: str) -> Response:
    """A stored (re-encoded) image for signed-in eyes only: never stored by the browser, type from the key."""
    media_type = "image/png" if key.endswith(".png") else "image/jpeg"
    return Response(content, media_type=media_type, headers={"Cache-Control": PHOTO_CACHE})
