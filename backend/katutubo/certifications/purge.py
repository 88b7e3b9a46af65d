"""What a person's purge does to their certifications (issue 20: a purged person must be readable nowhere).

A certification keeps the person's values as printed; after the purge they would be the last copy of the
person in the registry, served to the Chieftain and (the name) on the public verify page. So the purge, in its
own transaction, erases every personal value of the person's certifications (name, birth date, barangay,
tribe, parents, purpose, affiants, a revocation's reason, which the Chieftain typed about the person) and
revokes any still valid: a paper certifying a person the registry no longer holds must not verify as valid.
What stays is what proves the paper existed: serial, verify code, issue date, issuer, revocation date.

The revocations are audited like the Chieftain's (`person.certification_revoked` on the person), recorded
while the person's audit key still exists: they are sealed with it and erased with the rest of the trail."""

from datetime import datetime
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.core.clock import office_day
from katutubo.models import Certification, User
from katutubo.models.base import utcnow

PURGED_REASON = "The person's record was purged."


def of_person(db: Session, person_id: int) -> list[int]:
    """The person's certifications, looked up before the purge's DELETE (which sets their person_id NULL)."""
    return list(db.scalars(select(Certification.id).where(Certification.person_id == person_id)))


def forget_affiant(db: Session, person_id: int) -> None:
    """A purged person named as an affiant on others' certifications: their name goes with their record."""
    for column, name in (
        (Certification.affiant1_id, "affiant1"),
        (Certification.affiant2_id, "affiant2"),
    ):
        values = {f"{name}_id": None, f"{name}_name": None}
        db.execute(update(Certification).where(column == person_id).values(**values))


def erase(
    db: Session, actor: User | None, gone: audit.Target, ids: list[int], now: datetime | None = None
) -> None:
    """Revokes the still-valid ones (audited on the person `gone`) and erases every personal value."""
    if not ids:
        return
    now = now or utcnow()
    for certification in db.scalars(select(Certification).where(Certification.id.in_(ids))):
        reason = None
        if certification.revoked_at is None:
            certification.revoked_at, certification.revoked_on = now, office_day(now)
            certification.revoked_by = actor.id if actor else None
            reason = PURGED_REASON
            serial = certification.serial
            changes: dict[str, list[Any]] = {
                "serial": [serial, serial],
                "revoke_reason": [None, PURGED_REASON],
            }
            audit.record(db, actor, "person.certification_revoked", gone, changes)
        certification.revoke_reason = reason
        certification.person_id = None
        certification.person_name = certification.date_of_birth = certification.barangay = None
        certification.tribe = certification.father = certification.mother = certification.purpose = None
        certification.affiant1_id = certification.affiant2_id = None
        certification.affiant1_name = certification.affiant2_name = None
        certification.erased_on = office_day(now)
    db.flush()
