from typing import Annotated

from fastapi import Depends

from katutubo.access.households import household, trashed_household
from katutubo.access.scope import PeopleScope
from katutubo.auth.dependencies import CurrentUser
from katutubo.core.bounds import RowId
from katutubo.core.db import DB
from katutubo.models import Household


def valid_household_id(household_id: RowId, db: DB, scope: PeopleScope) -> Household:
    """The live household of the path, or 404 'Household not found.' (also one outside the caller's scope)."""
    return household(db, scope, household_id)


def trashed_household_id(household_id: RowId, db: DB, user: CurrentUser, scope: PeopleScope) -> Household:
    """The household in the Trash of the path (its restore), or 404."""
    return trashed_household(db, user, scope, household_id)


HouseholdById = Annotated[Household, Depends(valid_household_id)]
TrashedHouseholdById = Annotated[Household, Depends(trashed_household_id)]
