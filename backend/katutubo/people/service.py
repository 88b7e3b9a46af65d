"""Creating, changing and deleting people. Services flush; the request commits (katutubo.core.db)."""

from datetime import date
from typing import Any

from sqlalchemy.orm import Session

from katutubo.core.errors import FieldErrors, NotFound
from katutubo.models import Person
from katutubo.models.base import utcnow
from katutubo.people.columns import DERIVED_FROM, derived_columns
from katutubo.people.fields import REQUIRED_ON_UPDATE, missing_fields
from katutubo.people.schemas import FamilyTreeIn, PersonCreate, PersonUpdate

PERSON_NOT_FOUND = "Person not found."


def get_person(db: Session, person_id: int) -> Person:
    """A person not in the Trash, or 404."""
    person = db.get(Person, person_id)
    if person is None or person.deleted_at is not None:
        raise NotFound(PERSON_NOT_FOUND)
    return person


def form_columns(form: dict[str, Any]) -> dict[str, Any]:
    """The form's values as the table's columns: the family tree's names are columns of the person."""
    tree = form.pop("family_tree", {})
    return form | (FamilyTreeIn().model_dump() if tree is None else tree)


def _write(person: Person, changes: dict[str, Any], today: date) -> None:
    for name, value in changes.items():
        setattr(person, name, value)
    current = {name: getattr(person, name) for name in DERIVED_FROM}
    for name, value in derived_columns(current, today).items():
        setattr(person, name, value)


def create_person(
    db: Session, payload: PersonCreate, user_id: int | None, today: date | None = None
) -> Person:
    now = utcnow()
    person = Person(created_at=now, updated_at=now, created_by=user_id, updated_by=user_id)
    _write(person, form_columns(payload.model_dump()), today or date.today())
    db.add(person)
    db.flush()
    return person


def update_person(
    db: Session, person: Person, payload: PersonUpdate, user_id: int, today: date | None = None
) -> Person:
    """The fields sent replace the stored ones (those left out keep their values); the required fields must
    still have a value afterwards."""
    changes = form_columns(payload.model_dump(exclude_unset=True))
    merged = {name: changes.get(name, getattr(person, name)) for name in REQUIRED_ON_UPDATE}
    if missing := missing_fields(merged, REQUIRED_ON_UPDATE):
        raise FieldErrors(missing)
    _write(person, changes, today or date.today())
    person.updated_at, person.updated_by = utcnow(), user_id
    db.flush()
    return person
