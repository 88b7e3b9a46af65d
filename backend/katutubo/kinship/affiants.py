"""The issue dialog's check of a certificate's two affiants (NCIP's joint affidavit of two disinterested
persons): a warning for each registered affiant related to the applicant, and for affiant 2 related to affiant
1, within three degrees (katutubo.kinship.paths). A warning never blocks: the Chieftain reads it before
issuing."""

from sqlalchemy.orm import Session

from katutubo.access.people import PERSON_NOT_FOUND, person_of_every_barangay
from katutubo.core.errors import NotFound
from katutubo.kinship.paths import relation
from katutubo.kinship.schemas import AffiantCheck, AffiantWarning
from katutubo.models import Person, User


def affiant(db: Session, chieftain: User, person_id: int) -> Person:
    """A registered affiant: a live person of any barangay, or 404 "Person not found."."""
    found = person_of_every_barangay(db, chieftain, person_id)
    if found is None:
        raise NotFound(PERSON_NOT_FOUND)
    return found


def check(
    db: Session, chieftain: User, applicant: Person, first: Person | None, second: Person | None
) -> AffiantCheck:
    warnings: list[AffiantWarning] = []
    for number, affiant in ((1, first), (2, second)):
        if affiant is not None and (steps := relation(db, chieftain, applicant.id, affiant.id)):
            warnings.append(AffiantWarning(affiant=number, of="applicant", steps=steps))  # type: ignore[arg-type]
    if first is not None and second is not None and (steps := relation(db, chieftain, first.id, second.id)):
        warnings.append(AffiantWarning(affiant=2, of="affiant", steps=steps))
    return AffiantCheck(warnings=warnings)
