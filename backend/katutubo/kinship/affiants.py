"""The issue dialog's check of a certificate's two affiants (NCIP's joint affidavit of two disinterested
persons): a warning for each registered affiant related to the applicant, and for affiant 2 related to affiant
1, within three degrees (katutubo.kinship.paths). A warning never blocks: the Chieftain reads it before
issuing."""

from sqlalchemy.orm import Session

from katutubo.kinship.paths import relation
from katutubo.kinship.schemas import AffiantCheck, AffiantWarning
from katutubo.models import Person


def check(db: Session, applicant: Person, first: Person | None, second: Person | None) -> AffiantCheck:
    warnings: list[AffiantWarning] = []
    for number, affiant in ((1, first), (2, second)):
        if affiant is not None and (steps := relation(db, applicant.id, affiant.id)):
            warnings.append(AffiantWarning(affiant=number, of="applicant", steps=steps))  # type: ignore[arg-type]
    if first is not None and second is not None and (steps := relation(db, first.id, second.id)):
        warnings.append(AffiantWarning(affiant=2, of="affiant", steps=steps))
    return AffiantCheck(warnings=warnings)
