"""The fixed lists as one document: what /api/reference answers and what the web app's build precaches
(`katutubo reference`), so a device that never opened the form online still has them."""

from katutubo.reference import data
from katutubo.reference.municipality import configured
from katutubo.reference.schemas import MunicipalityOut, PhotoRulesOut, ReferenceOut
from katutubo.rules import photos


def reference_lists(barangays: list[str] | None = None) -> ReferenceOut:
    """`barangays`: those the reader works with (katutubo.people.reference_router); None: all of them (the
    precached copy)."""
    here = configured()
    return ReferenceOut(
        municipality=MunicipalityOut(code=here.code, name=here.name, province=here.province),
        barangays=list(data.barangays()) if barangays is None else barangays,
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
