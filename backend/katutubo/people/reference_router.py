"""/api/reference: the fixed lists (katutubo.reference), with the barangays the reader works with: an
encoder's own (katutubo.access.scope), which is all the barangay dropdowns and filters then offer. Here
rather than in katutubo.reference, which stands below the people and their scope."""

from fastapi import APIRouter

from katutubo.access.scope import PeopleScope
from katutubo.reference.data import barangays
from katutubo.reference.schemas import ReferenceOut
from katutubo.reference.service import reference_lists

router = APIRouter(prefix="/api/reference", tags=["reference"])


@router.get("", response_model=ReferenceOut)
def reference(scope: PeopleScope) -> ReferenceOut:
    """The fixed lists the person form and the filters offer (any signed-in user); an encoder's barangays
    only."""
    return reference_lists(scope.offered_barangays(barangays()))
