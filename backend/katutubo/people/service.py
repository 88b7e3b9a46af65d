"""Creating, changing and deleting people. Services flush; the request commits (katutubo.core.db)."""

from datetime import date
from typing import Any

from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from katutubo import audit
from katutubo.core.errors import NotFound
from katutubo.models import Person, User
from katutubo.models.base import utcnow
from katutubo.people import changes, conflicts
from katutubo.people.columns import derived_columns
from katutubo.people.presenter import person_out
from katutubo.people.schemas import PersonIn
from katutubo.people.validation import validate_person

PERSON_NOT_FOUND = "Person not found."


def get_person(db: Session, person_id: int) -> Person:
    """A person not in the Trash, or 404."""
    person = db.get(Person, person_id)
    if person is None or person.deleted_at is not None:
        raise NotFound(PERSON_NOT_FOUND)
    return person


def _apply(person: Person, values: dict[str, Any]) -> None:
    for name, value in values.items():
        setattr(person, name, value)


def create_person(db: Session, payload: PersonIn, actor: User | None, today: date | None = None) -> Person:
    today = today or date.today()
    values = validate_person(payload, creating=True, today=today)
    now = utcnow()
    user_id = actor.id if actor else None
    person = Person(created_at=now, updated_at=now, created_by=user_id, updated_by=user_id)
    _apply(person, values | derived_columns(values, today))
    db.add(person)
    db.flush()
    changes.record_created(db, actor, person)
    return person


def stored_form(person: Person) -> dict[str, Any]:
    """The person as the form would send it back unchanged."""
    return {
        "last_name": person.last_name,
        "first_name": person.first_name,
        "middle_name": person.middle_name,
        "date_of_birth": person.date_of_birth.isoformat() if person.date_of_birth else None,
        "age": person.age,
        "gender": person.gender,
        "civil_status": person.civil_status,
        "education_level": person.education_level,
        "occupation": person.occupation,
        "lineage": person.lineage,
        "barangay": person.barangay,
        "address": person.address,
        "birthplace": person.birthplace,
        "health_condition": person.health_condition,
        "household_members": person.household_members,
        "contact_number": person.contact_number,
        "family_tree": {
            "father": person.father,
            "mother": person.mother,
            "spouse": person.spouse,
            "siblings": list(person.siblings or []),
            "children": list(person.children or []),
        },
    }


def update_person(
    db: Session, person: Person, payload: PersonIn, actor: User, today: date | None = None
) -> Person:
    """The form's fields replace the stored ones; fields left out of the payload keep their values. Refused
    (409) when the form loaded an older version; audited field by field; a save that changes nothing
    stores nothing."""
    if conflicts.is_stale(person, payload.version):
        raise conflicts.stale(db, person, person_out(person))
    today = today or date.today()
    before = changes.snapshot(person)
    form = stored_form(person)
    sent = payload.model_dump(exclude_unset=True, exclude={"version"})
    if "family_tree" in sent:
        tree = sent.pop("family_tree")
        form["family_tree"].update(dict.fromkeys(form["family_tree"]) if tree is None else tree)
    form.update(sent)
    values = validate_person(PersonIn.model_validate(form), creating=False, today=today)
    _apply(person, values | derived_columns(values, today))
    if not audit.diff(before, changes.snapshot(person)):
        return person
    person.updated_at, person.updated_by = utcnow(), actor.id
    try:
        db.flush()
    except StaleDataError:  # another save of this person committed since it was read
        db.rollback()
        current = get_person(db, person.id)
        raise conflicts.stale(db, current, person_out(current)) from None
    changes.record_updated(db, actor, person, before)
    return person


def view_person(db: Session, actor: User, person: Person) -> Person:
    changes.record_viewed(db, actor, person)
    return person
