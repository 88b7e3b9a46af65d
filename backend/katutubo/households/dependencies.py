from typing import Annotated

from fastapi import Depends

from katutubo.access.scope import PeopleScope
from katutubo.core.bounds import RowId
from katutubo.core.db import DB
from katutubo.households.records import visible_household
from katutubo.models import Household


def valid_household_id(household_id: RowId, db: DB, scope: PeopleScope) -> Household:
    """The live household of the path, or 404 'Household not found.' (also one outside the caller's scope)."""
    return visible_household(db, scope, household_id)


def trashed_household_id(household_id: RowId, db: DB, scope: PeopleScope) -> Household:
    return visible_household(db, scope, household_id, in_trash=True)


HouseholdById = Annotated[Household, Depends(valid_household_id)]
TrashedHouseholdById = Annotated[Household, Depends(trashed_household_id)]
