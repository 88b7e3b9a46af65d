"""/api/barangays: the 46 with their populations and photos."""

from typing import Annotated

from fastapi import APIRouter, Query, Response

from katutubo.access.scope import PeopleScope
from katutubo.auth.dependencies import IPMR
from katutubo.barangays import service
from katutubo.barangays.placeholder import placeholder_svg
from katutubo.barangays.schemas import BarangayList, BarangayOut
from katutubo.core.body_limit import body_limit
from katutubo.core.db import DB
from katutubo.core.openapi import refusal
from katutubo.models import BarangayPhoto
from katutubo.photos.http import (
    PHOTO_CACHE,
    PHOTO_FORM,
    UPLOAD_BODY_LIMIT,
    PhotoUpload,
    image_response,
)
from katutubo.photos.processing import TOO_LARGE
from katutubo.photos.storage import Storage

router = APIRouter(prefix="/api/barangays", tags=["barangays"])


@router.get("", response_model=BarangayList)
def list_barangays(db: DB, scope: PeopleScope) -> BarangayList:
    """Signed in: the 46 barangays in the spec's order, each with its population (one grouped query); an
    encoder's barangays only, with their people."""
    return BarangayList(items=service.list_barangays(db, scope))


@router.get("/{name}/photo", response_class=Response, responses=refusal(404))
def barangay_photo(
    name: str, db: DB, scope: PeopleScope, storage: Storage, v: Annotated[int | None, Query()] = None
) -> Response:
    """Signed in: the uploaded photo, or a generated placeholder (also for a name that is not a barangay).
    An encoder: 404 "Barangay not found." for a barangay not theirs (or a name that is no barangay)."""
    canonical = service.photo_barangay(scope, name)
    row = db.get(BarangayPhoto, canonical) if canonical else None
    if row is not None:
        try:
            return image_response(storage.read(row.photo_key), row.photo_key)
        except FileNotFoundError:
            pass
    svg = placeholder_svg(canonical or name)
    return Response(svg, media_type="image/svg+xml", headers={"Cache-Control": PHOTO_CACHE})


@router.put("/{name}/photo", response_model=BarangayOut, openapi_extra=PHOTO_FORM, responses=refusal(404))
@body_limit(UPLOAD_BODY_LIMIT, TOO_LARGE)
def upload_barangay_photo(name: str, db: DB, user: IPMR, storage: Storage, photo: PhotoUpload) -> BarangayOut:
    """IPMR: set a barangay's photo (JPEG, PNG, WEBP or GIF up to 5 MB and 25 megapixels; re-encoded without
    metadata). The body is read only once the caller is known."""
    canonical = service.set_barangay_photo(db, storage, name, photo, user.id)
    return service.barangay_out(db, canonical)
