"""/api/people/{id}/photo: upload (IPMR) and download (signed in; never a public URL)."""

from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Query, Response

from katutubo.auth.dependencies import IPMR, CurrentUser
from katutubo.core.body_limit import body_limit
from katutubo.core.db import DB
from katutubo.core.errors import NotFound
from katutubo.core.messages import Message
from katutubo.people.ages import keep_ages_current
from katutubo.people.dependencies import PersonById
from katutubo.people.schemas import PersonOut
from katutubo.photos.http import PHOTO_FORM, UPLOAD_BODY_LIMIT, PhotoUpload, image_response
from katutubo.photos.processing import TOO_LARGE
from katutubo.photos.service import set_photo
from katutubo.photos.storage import Storage

router = APIRouter(prefix="/api/people", tags=["photos"], dependencies=[Depends(keep_ages_current)])

NO_PHOTO = Message("photos.no_photo", "This person has no photo.")


@router.post(
    "/{person_id:int}/photo",
    response_model=PersonOut,
    openapi_extra=PHOTO_FORM,
)
@body_limit(UPLOAD_BODY_LIMIT, TOO_LARGE)
def upload_photo(db: DB, user: IPMR, person: PersonById, storage: Storage, photo: PhotoUpload) -> PersonOut:
    """JPEG, PNG, WEBP or GIF up to 5 MB and 25 megapixels, recognised by content; stored re-encoded (no
    metadata), with a thumbnail. The body is read only once the caller and the person are known."""
    set_photo(db, person, photo, storage, user)
    return PersonOut.model_validate(person)


@router.get("/{person_id:int}/photo", response_class=Response)
def get_photo(
    _user: CurrentUser,
    person: PersonById,
    storage: Storage,
    size: Literal["full", "thumb"] = "full",
    v: Annotated[int | None, Query(description="The version in photo_url: a new photo has a new URL")] = None,
) -> Response:
    key = person.thumb_key if size == "thumb" else person.photo_key
    if not key:
        raise NotFound(NO_PHOTO)
    try:
        content = storage.read(key)
    except FileNotFoundError:
        raise NotFound(NO_PHOTO) from None
    return image_response(content, key)
