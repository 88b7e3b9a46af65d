"""/api/people/{id}/photo: upload (IPMR) and download (signed in; never a public URL)."""

from typing import Annotated, Literal

from fastapi import APIRouter, Depends, File, Query, Response, UploadFile

from katutubo.auth.dependencies import IPMR, CurrentUser
from katutubo.core.db import DB
from katutubo.core.errors import BadRequest, NotFound
from katutubo.people.ages import keep_ages_current
from katutubo.people.dependencies import PersonById
from katutubo.people.presenter import person_out
from katutubo.people.schemas import PersonOut
from katutubo.photos.processing import MAX_BYTES, TOO_LARGE, PhotoTooLarge
from katutubo.photos.service import set_photo
from katutubo.photos.storage import Storage

router = APIRouter(prefix="/api/people", tags=["photos"], dependencies=[Depends(keep_ages_current)])

NO_FILE = "Choose a photo to upload."
NO_PHOTO = "This person has no photo."
# A versioned URL (?v=) always names the same bytes; without it the browser must check again.
CACHE_VERSIONED = "private, max-age=31536000, immutable"
CACHE_UNVERSIONED = "private, no-cache"


@router.post("/{person_id}/photo", response_model=PersonOut)
def upload_photo(
    db: DB,
    user: IPMR,
    person: PersonById,
    storage: Storage,
    file: Annotated[UploadFile | None, File()] = None,
) -> PersonOut:
    """JPEG, PNG, WEBP or GIF up to 5 MB, recognised by content; stored re-encoded, with a thumbnail."""
    if file is None:
        raise BadRequest(NO_FILE)
    data = file.file.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise PhotoTooLarge(TOO_LARGE)
    set_photo(db, person, data, storage, user.id)
    return person_out(person)


@router.get("/{person_id}/photo", response_class=Response)
def get_photo(
    _user: CurrentUser,
    person: PersonById,
    storage: Storage,
    size: Literal["full", "thumb"] = "full",
    v: Annotated[int | None, Query()] = None,
) -> Response:
    key = person.thumb_key if size == "thumb" else person.photo_key
    if not key:
        raise NotFound(NO_PHOTO)
    try:
        content = storage.read(key)
    except FileNotFoundError:
        raise NotFound(NO_PHOTO) from None
    media_type = "image/png" if key.endswith(".png") else "image/jpeg"
    cache = CACHE_VERSIONED if v == person.photo_version else CACHE_UNVERSIONED
    return Response(content, media_type=media_type, headers={"Cache-Control": cache})
