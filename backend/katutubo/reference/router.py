from fastapi import APIRouter

from katutubo.auth.dependencies import CurrentUser
from katutubo.photos import processing
from katutubo.reference import data
from katutubo.reference.schemas import PhotoRulesOut, ReferenceOut

router = APIRouter(prefix="/api/reference", tags=["reference"])


@router.get("", response_model=ReferenceOut)
def reference(_user: CurrentUser) -> ReferenceOut:
    """The fixed lists the person form and the filters offer (any signed-in user)."""
    return ReferenceOut(
        barangays=list(data.barangays()),
        tribes=list(data.tribes()),
        genders=list(data.GENDERS),
        civil_statuses=list(data.CIVIL_STATUSES),
        education_levels=list(data.EDUCATION_LEVELS),
        photo=PhotoRulesOut(
            max_bytes=processing.MAX_BYTES,
            media_types=list(processing.MEDIA_TYPES),
            too_large=processing.TOO_LARGE,
            not_an_image=processing.NOT_AN_IMAGE,
        ),
    )
