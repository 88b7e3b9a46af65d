"""The fixed lists as one document: what /api/reference answers and what the web app's build precaches
(`katutubo reference`), so a device that never opened the form online still has them."""

from katutubo.reference import data
from katutubo.reference.schemas import PhotoRulesOut, ReferenceOut
from katutubo.rules import photos


def reference_lists() -> ReferenceOut:
    return ReferenceOut(
        barangays=list(data.barangays()),
        tribes=list(data.tribes()),
        genders=list(data.GENDERS),
        civil_statuses=list(data.CIVIL_STATUSES),
        education_levels=list(data.EDUCATION_LEVELS),
        photo=PhotoRulesOut(
            max_bytes=photos.MAX_BYTES,
            media_types=list(photos.MEDIA_TYPES),
            too_large=photos.TOO_LARGE,
            not_an_image=photos.NOT_AN_IMAGE,
        ),
    )
