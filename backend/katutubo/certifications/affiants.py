"""A certificate's two affiants (NCIP's joint affidavit of two disinterested persons) as issued: a registered
person keeps their id and is printed with their record's name; a typed name is kept as text. An affiant who is
the applicant, or one registered person named twice, is refused; the kinship check only warns
(katutubo.kinship.affiants)."""

from typing import Any

from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.access.people import PERSON_NOT_FOUND, person_of_every_barangay
from katutubo.certifications.schemas import Affiant
from katutubo.core.errors import Conflict, NotFound
from katutubo.core.messages import Message
from katutubo.models import Certification, Person, User
from katutubo.people.names import display_name

AFFIANT_IS_APPLICANT = Message(
    "certifications.affiant_is_applicant", "An affiant cannot be the applicant: choose another person."
)
SAME_AFFIANT = Message("certifications.same_affiant", "The two affiants must be different people.")
# The fields of `person.certification_issued` that name the affiants.
AUDIT_FIELDS = ("affiant_1", "affiant_2")


def resolve(
    db: Session, chieftain: User, applicant: Person, named: list[Affiant]
) -> list[tuple[int | None, str]]:
    """(person id or None, the name to print) for each affiant, in order. A registered affiant is a live
    person of any barangay ("Person not found." for one in the Trash)."""
    ids = [a.person_id for a in named if a.person_id is not None]
    if applicant.id in ids:
        raise Conflict(AFFIANT_IS_APPLICANT)
    if len(set(ids)) < len(ids):
        raise Conflict(SAME_AFFIANT)
    resolved: list[tuple[int | None, str]] = []
    for affiant in named:
        if affiant.person_id is None:
            resolved.append((None, affiant.name or ""))
            continue
        person = person_of_every_barangay(db, chieftain, affiant.person_id)
        if person is None:
            raise NotFound(PERSON_NOT_FOUND)
        resolved.append((person.id, display_name(person)))
    return resolved


def of(certification: Certification) -> list[Affiant]:
    """The certificate's affiants as issued, affiant 1 first."""
    pairs = (
        (certification.affiant1_id, certification.affiant1_name),
        (certification.affiant2_id, certification.affiant2_name),
    )
    return [Affiant(person_id=i, name=name) for i, name in pairs if name]


def audited(*resolved: tuple[int | None, str | None]) -> dict[str, list[Any]]:
    """The affiants as the issue's audit event records them: a registered one's name is theirs (a Mention,
    sealed with their key: their purge erases it from the applicant's History too); a typed one is text of
    the applicant's event."""
    return {
        field: [None, name if person_id is None else audit.Mention(person_id, name)]
        for field, (person_id, name) in zip(AUDIT_FIELDS, resolved, strict=False)
        if name
    }
