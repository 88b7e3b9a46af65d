"""The HTTP edges of a photo, shared by every endpoint that takes or serves one."""

from fastapi import Response, UploadFile

from katutubo.core.errors import BadRequest
from katutubo.photos.processing import MAX_BYTES, TOO_LARGE, PhotoTooLarge

NO_FILE = "Choose a photo to upload."
# A versioned URL (?v=) always names the same bytes; without it the browser must check again.
CACHE_VERSIONED = "private, max-age=31536000, immutable"
CACHE_UNVERSIONED = "private, no-cache"


def read_upload(file: UploadFile | None) -> bytes:
    """The uploaded bytes: 400 when no file was sent, 413 past 5 MB (never reads more than 5 MB + 1 byte)."""
    if file is None:
        raise BadRequest(NO_FILE)
    data = file.file.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise PhotoTooLarge(TOO_LARGE)
    return data


def image_response(content: bytes, key: str, versioned: bool) -> Response:
    """A stored (re-encoded) image for signed-in eyes only: private caching, type from the stored key."""
    media_type = "image/png" if key.endswith(".png") else "image/jpeg"
    cache = CACHE_VERSIONED if versioned else CACHE_UNVERSIONED
    return Response(content, media_type=media_type, headers={"Cache-Control": cache})
