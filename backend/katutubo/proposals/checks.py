"""What a proposal proposes, checked: the values exactly as POST / PUT /api/people check them (the same 422
field errors), the person of an edit or delete (404 outside the scope, 409 in the Trash), and the encoder's
barangays (403 with a clear message)."""

from collections.abc import Iterable
from typing import Any

from pydantic import ValidationError
from sqlalchemy.orm import Session

from katutubo.access.people import people, person_or_none, trashed_in_scope
from katutubo.access.scope import Scope
from katutubo.core.clock import office_today
from katutubo.core.errors import Conflict, FieldErrors, Forbidden, NotFound, field_messages
from katutubo.models import Person, ProposalKind
from katutubo.people import legal_basis
from katutubo.people.fields import REQUIRED_ON_UPDATE, missing_fields
from katutubo.people.names import list_name
from katutubo.people.schemas import PersonCreate, PersonUpdate
from katutubo.people.service import PERSON_NOT_FOUND, form_columns
from katutubo.proposals.messages import NO_BARANGAYS, OUTSIDE_SCOPE, PERSON_DELETED, PERSON_REQUIRED


def checked(model: type[PersonCreate] | type[PersonUpdate], values: dict[str, Any] | None) -> Any:
    """The values as POST / PUT /api/people check them: the same 422 field errors."""
    try:
        return model.model_validate(values or {})
    except ValidationError as error:
        raise FieldErrors(field_messages(error.errors())) from None


def outside_scope(scope: Scope) -> Forbidden:
    if not scope.barangays:
        return Forbidden(NO_BARANGAYS)
    return Forbidden(OUTSIDE_SCOPE.format(barangays=", ".join(sorted(scope.barangays))))


def _in_scope(scope: Scope, barangay: str | None) -> None:
    if barangay is not None and not scope.includes_barangay(barangay):
        raise outside_scope(scope)


def _relatives_visible(db: Session, scope: Scope, ids: Iterable[int], field: str) -> None:
    """Links and "different person" choices name only people the encoder may see."""
    wanted = set(ids)
    if not wanted or scope.is_whole:
        return
    seen = set(db.scalars(people(scope, Person.id).where(Person.id.in_(wanted))))
    if wanted - seen:
        raise FieldErrors({field: PERSON_NOT_FOUND})


def _linked_ids(payload: PersonCreate | PersonUpdate) -> list[int]:
    links = payload.relatives
    if links is None:
        return []
    return [i for i in (links.father_id, links.mother_id, *links.spouse_ids, *links.children_ids) if i]


def proposed_person(db: Session, scope: Scope, person_id: int | None) -> Person:
    """The person of an edit or delete: 404 when the encoder may not see them, 409 when in the Trash."""
    if person_id is None:
        raise FieldErrors({"person_id": PERSON_REQUIRED})
    person = person_or_none(db, scope, person_id)
    if person is not None:
        return person
    if trashed_in_scope(db, scope, person_id):
        raise Conflict(PERSON_DELETED)
    raise NotFound(PERSON_NOT_FOUND)


def _check_update(person: Person, payload: PersonUpdate) -> None:
    """What people.update_person checks of the person as changed: the required fields keep a value."""
    sent = form_columns(payload.model_dump(exclude_unset=True, exclude={"version"}))
    merged = {name: sent.get(name, getattr(person, name)) for name in (*REQUIRED_ON_UPDATE, "date_of_birth")}
    if missing := missing_fields(merged, REQUIRED_ON_UPDATE):
        raise FieldErrors(missing)


class Proposed:
    """What a proposal holds once its values are checked: values, barangay, name, person, base version."""

    def __init__(
        self,
        values: dict[str, Any] | None,
        barangay: str,
        name: str,
        person: Person | None,
        base_version: int | None,
    ) -> None:
        self.values, self.barangay, self.name = values, barangay, name
        self.person, self.base_version = person, base_version


def check(
    db: Session,
    scope: Scope,
    kind: ProposalKind,
    person_id: int | None,
    values: dict[str, Any] | None,
    base_version: int | None,
) -> Proposed:
    """The values checked as the person form's save checks them, and in the scope (403 otherwise)."""
    if kind == ProposalKind.add:
        created: PersonCreate = checked(PersonCreate, values)
        _in_scope(scope, created.barangay)
        legal_basis.check_sent(created.model_dump(), None, office_today())
        _relatives_visible(db, scope, _linked_ids(created), "relatives")
        _relatives_visible(db, scope, created.different_from, "different_from")
        stored = created.model_dump(mode="json", exclude_unset=True, exclude={"client_id"})
        return Proposed(stored, created.barangay or "", list_name(created), None, None)
    person = proposed_person(db, scope, person_id)
    _in_scope(scope, person.barangay)
    if kind == ProposalKind.delete:
        return Proposed(None, person.barangay, list_name(person), person, _base(person, base_version))
    updated: PersonUpdate = checked(PersonUpdate, values)
    _in_scope(scope, updated.barangay)
    _relatives_visible(db, scope, _linked_ids(updated), "relatives")
    _check_update(person, updated)
    legal_basis.check_sent(updated.model_dump(exclude_unset=True), person, office_today())
    stored = updated.model_dump(mode="json", exclude_unset=True, exclude={"version"})
    base = _base(person, base_version if base_version is not None else updated.version)
    name = list_name(_Named(stored, person))
    return Proposed(stored, updated.barangay or person.barangay, name, person, base)


class _Named:
    """The name an edit proposes: the fields sent, else the person's."""

    def __init__(self, values: dict[str, Any], person: Person) -> None:
        self.first_name = values.get("first_name") or person.first_name
        self.middle_name = values.get("middle_name", person.middle_name)
        self.last_name = values.get("last_name") or person.last_name


def _base(person: Person, sent: int | None) -> int:
    return sent if sent is not None else person.version
