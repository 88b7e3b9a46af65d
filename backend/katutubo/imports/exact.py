"""An incoming row equal in every field to a live person already stored: the import leaves it alone (reported
as unchanged), so importing the same file twice adds nobody twice."""

from enum import Enum
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from katutubo.models import Person
from katutubo.people.fields import FORM_FIELDS
from katutubo.people.schemas import PersonForm


def _plain(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if value == "" or value == []:
        return None
    return value


def _incoming(checked: PersonForm, name: str) -> Any:
    if name.startswith("family_tree."):
        return getattr(checked.family_tree, name.removeprefix("family_tree."), None)
    return getattr(checked, name)


def same_fields(checked: PersonForm, person: Person) -> bool:
    """Every form field equal (the age too, unless a date of birth gives it)."""
    for name in FORM_FIELDS:
        if name == "age" and checked.date_of_birth is not None:
            continue
        stored = getattr(person, name.removeprefix("family_tree."))
        if _plain(_incoming(checked, name)) != _plain(stored):
            return False
    return True


def exact_match(db: Session, checked: PersonForm) -> Person | None:
    """The live person with the row's name and date of birth whose every field equals the row's, if any."""
    born = checked.date_of_birth
    query = select(Person).where(
        Person.deleted_at.is_(None),
        Person.last_name == checked.last_name,
        Person.first_name == checked.first_name,
        Person.date_of_birth.is_(None) if born is None else Person.date_of_birth == born,
    )
    return next((person for person in db.scalars(query) if same_fields(checked, person)), None)
