from fastapi import APIRouter

from katutubo.auth.dependencies import CurrentUser
from katutubo.reference import data
from katutubo.reference.schemas import ReferenceOut

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
    )
