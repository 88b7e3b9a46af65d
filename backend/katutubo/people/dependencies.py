from typing import Annotated

from fastapi import Depends

from katutubo.access.people import person as readable_person
from katutubo.access.scope import PeopleScope
from katutubo.core.bounds import RowId
from katutubo.core.db import DB
from katutubo.models import Person


def valid_person_id(person_id: RowId, db: DB, scope: PeopleScope) -> Person:
    """The person of the path, or 404 'Person not found.' (also for a person outside the caller's scope)."""
    return readable_person(db, scope, person_id)


PersonById = Annotated[Person, Depends(valid_person_id)]
