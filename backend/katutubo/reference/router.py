from fastapi import APIRouter

from katutubo.auth.dependencies import CurrentUser
from katutubo.reference.schemas import ReferenceOut
from katutubo.reference.service import reference_lists

router = APIRouter(prefix="/api/reference", tags=["reference"])


@router.get("", response_model=ReferenceOut)
def reference(_user: CurrentUser) -> ReferenceOut:
    """The fixed lists the person form and the filters offer (any signed-in user)."""
    return reference_lists()
