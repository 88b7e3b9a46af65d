from typing import Annotated

from fastapi import Depends

from katutubo.core.bounds import RowId
from katutubo.core.db import DB
from katutubo.models import Person
from katutubo.people.service import get_person


def valid_person_id(person_id: RowId, db: DB) -> Person:
    """The person of the path, or 404 'Person not found.'."""
    return get_person(db, person_id)


PersonById = Annotated[Person, Depends(valid_person_id)]
