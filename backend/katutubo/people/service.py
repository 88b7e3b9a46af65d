"""Creating, changing and viewing a person's record: its columns and their audit. The links and choices the
person form also sends (relatives, "different person") are saved by katutubo.records, which composes this with
kinship and duplicates. Services flush; the request commits (katutubo.core.db)."""

from datetime import date
from typing import Any

from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from katutubo import audit
from katutubo.access.people import PERSON_NOT_FOUND as PERSON_NOT_FOUND  # named here by other packages
from katutubo.access.people import people, visibility_of_one
from katutubo.access.people import person as readable_person
from katutubo.access.scope import WHOLE, scope_of
from katutubo.core.clock import office_today
from katutubo.core.errors import Conflict, FieldErrors
from katutubo.core.messages import Message
from katutubo.models import Person, User
from katutubo.models.base import utcnow
from katutubo.people import changes, conflicts, legal_basis
from katutubo.people.columns import DERIVED_FROM, derived_columns
from katutubo.people.fields import REQUIRED_ON_UPDATE, missing_fields
from katutubo.people.household_link import in_a_household
from katutubo.people.schemas import FamilyTreeIn, PersonCreate, PersonOut, PersonUpdate
from katutubo.reference.municipality import configured

ENTRY_IN_TRASH = Message(
    "people.entry_in_trash", "This entry was saved before and its record is now in the Trash."
)
ENTRY_OUTSIDE = Message(
    "people.entry_outside_scope", "This entry was saved before and its record is now outside your barangays."
)


def get_person(db: Session, person_id: int) -> Person:
    """A live person of any barangay, or 404 "Person not found.": for the IPMR's routes (a merge, a
    data-subject request). A reader of a scope opens a person through katutubo.access.people.person."""
    return readable_person(db, WHOLE, person_id)


def form_columns(form: dict[str, Any]) -> dict[str, Any]:
    """The form's values as the table's columns: the family tree's names are columns of the person."""
    form.pop("relatives", None)  # links, not columns (katutubo.kinship)
    form.pop("different_from", None)  # a choice about other records (katutubo.duplicates)
    tree = form.pop("family_tree", {})
    return form | (FamilyTreeIn().model_dump() if tree is None else tree)


def _write(person: Person, values: dict[str, Any], today: date) -> None:
    for name, value in values.items():
        setattr(person, name, value)
    current = {name: getattr(person, name) for name in DERIVED_FROM}
    for name, value in derived_columns(current, today).items():
        setattr(person, name, value)


def create_person(
    db: Session,
    payload: PersonCreate,
    actor: User | None,
    today: date | None = None,
    stored: dict[str, Any] | None = None,
    audited: bool = True,
    recorder: User | None = None,
) -> Person:
    """`stored`: columns beside the form's (an import's legacy id, municipality, original timestamps).
    `audited=False`: added but neither flushed nor audited; the caller flushes many at once and records them
    with changes.record_created_many (an import). `recorder`: who recorded a consent, when not the actor (an
    encoder whose proposal an IPMR applies)."""
    now = utcnow()
    user_id = actor.id if actor else None
    person = Person(created_at=now, updated_at=now, created_by=user_id, updated_by=user_id)
    here = configured()  # the person form's municipality and province, unless an import says otherwise
    columns = {"municipality": here.name, "province": here.province} | (stored or {})
    today = today or office_today()
    form = form_columns(payload.model_dump())
    _write(person, form | legal_basis.check(form, None, today) | columns, today)
    legal_basis.recorders(person, {}, recorder or actor)
    db.add(person)
    if audited:
        db.flush()
        changes.record_created(db, actor, person)
    return person


def created_from(db: Session, account: User, client_id: str | None) -> Person | None:
    """The person an offline entry (its device-made `client_id`) created already, if the account may open it;
    None when the entry was never saved. An entry saved before whose record is now in the Trash, or outside
    the account's barangays, is refused (409): its replay neither shows the record nor saves it again (the
    client_id is unique; the IPMR restores it from the Trash)."""
    if client_id is None:
        return None
    scope, saved = scope_of(account), Person.client_id == client_id
    seen = visibility_of_one(db, scope, saved)
    if seen == "trash":
        raise Conflict(ENTRY_IN_TRASH)
    if seen == "outside":
        raise Conflict(ENTRY_OUTSIDE)
    return db.scalar(people(scope).where(saved)) if seen == "readable" else None


def update_person(
    db: Session,
    person: Person,
    payload: PersonUpdate,
    actor: User | None,
    today: date | None = None,
    stored: dict[str, Any] | None = None,
    required: tuple[str, ...] = REQUIRED_ON_UPDATE,
    recorder: User | None = None,
) -> Person:
    """The fields sent replace the stored ones (those left out keep their values; the required ones must still
    have a value). Refused (409) when the form loaded an older version; audited field by field; a save that
    changes nothing stores nothing."""
    if conflicts.is_stale(person, payload.version):
        raise conflicts.stale(db, person, PersonOut.model_validate(person))
    sent = form_columns(payload.model_dump(exclude_unset=True, exclude={"version"})) | (stored or {})
    today = today or office_today()
    if any(name in sent for name in legal_basis.BASIS_FIELDS):
        sent |= legal_basis.check(sent, person, today)
    if "household_members" in sent and in_a_household(db, person.id):
        sent.pop("household_members")  # derived from the household (katutubo.people.household_link)
    merged = {name: sent.get(name, getattr(person, name)) for name in (*required, "date_of_birth")}
    if missing := missing_fields(merged, required):
        raise FieldErrors(missing)
    before = changes.snapshot(person)
    _write(person, sent, today)
    legal_basis.recorders(person, before, recorder or actor)
    if not audit.diff(before, changes.snapshot(person)):
        return person
    person.updated_at, person.updated_by = utcnow(), actor.id if actor else None
    try:
        db.flush()
    except StaleDataError:  # another save of this person committed since it was read
        db.rollback()
        current = get_person(db, person.id)
        raise conflicts.stale(db, current, PersonOut.model_validate(current)) from None
    changes.record_updated(db, actor, person, before)
    return person


def view_person(db: Session, actor: User, person: Person) -> Person:
    changes.record_viewed(db, actor, person)
    return person
