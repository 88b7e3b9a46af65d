from typing import Annotated

from fastapi import Depends

from katutubo.auth.dependencies import IPMR
from katutubo.core.bounds import RowId
from katutubo.core.db import DB
from katutubo.models import Person
from katutubo.trash.service import get_trashed


def valid_trashed_id(person_id: RowId, db: DB, user: IPMR) -> Person:
    """The person of the path, who must be in the Trash (IPMR only), or 404."""
    return get_trashed(db, user, person_id)


TrashedById = Annotated[Person, Depends(valid_trashed_id)]
