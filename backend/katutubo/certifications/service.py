"""Issuing, revoking, listing and verifying certifications; each issue and revoke is audited on the person."""

import secrets
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.access.people import person_including_trash, person_or_none
from katutubo.access.scope import Scope
from katutubo.certifications import affiants
from katutubo.certifications.schemas import Affiant
from katutubo.certifications.serials import next_serial
from katutubo.core.clock import office_day, utc_now
from katutubo.core.errors import Conflict, NotFound
from katutubo.core.messages import Message
from katutubo.models import Certification, Person, User
from katutubo.models.certification import CertificatePurpose
from katutubo.people.changes import target
from katutubo.people.names import display_name

NOT_FOUND = Message("certifications.not_found", "Certification not found.")
ALREADY_REVOKED = Message("certifications.already_revoked", "This certification is already revoked.")
CODE_BYTES = 18  # 144 random bits: 24 URL-safe characters, not guessable


def issue(
    db: Session,
    actor: User,
    person: Person,
    kind: CertificatePurpose,
    purpose: str | None,
    named: list[Affiant] | None = None,
    now: datetime | None = None,
) -> Certification:
    """`purpose` is the typed text of `other` (None with a listed kind); `named`: the affiants."""
    first, second = [*affiants.resolve(db, actor, person, named or []), *[(None, None)] * 2][:2]
    now = now or utc_now()
    today = office_day(now)
    certification = Certification(
        serial=next_serial(db, today.year),
        code=secrets.token_urlsafe(CODE_BYTES),
        person_id=person.id,
        person_name=display_name(person),
        date_of_birth=person.date_of_birth,
        barangay=person.barangay,
        tribe=person.lineage,
        father=person.father,
        mother=person.mother,
        purpose_kind=kind,
        purpose=purpose,
        affiant1_id=first[0],
        affiant1_name=first[1],
        affiant2_id=second[0],
        affiant2_name=second[1],
        issued_on=today,
        issued_at=now,
        issued_by=actor.id,
        issued_by_name=actor.display_name,
    )
    db.add(certification)
    db.flush()
    audit.record(
        db,
        actor,
        "person.certification_issued",
        target(person),
        {
            "serial": [None, certification.serial],
            "purpose_kind": [None, kind.value],
            **({"purpose": [None, purpose]} if purpose is not None else {}),
            **affiants.audited(first, second),
        },
    )
    return certification


def revoke(db: Session, actor: User, certification: Certification, reason: str) -> Certification:
    if certification.revoked_at is not None:
        raise Conflict(ALREADY_REVOKED)
    now = utc_now()
    certification.revoked_at = now
    certification.revoked_on = office_day(now)
    certification.revoked_by = actor.id
    certification.revoke_reason = reason.strip()
    db.flush()
    # The revocation is an event of the person's record, in the Trash too (the Trash keeps its history).
    person = person_including_trash(db, actor, certification.person_id) if certification.person_id else None
    audit.record(
        db,
        actor,
        "person.certification_revoked",
        target(person) if person else audit.Target("person", None, None),  # a purged person: no name
        {"serial": [certification.serial, certification.serial], "revoke_reason": [None, reason.strip()]},
    )
    return certification


def get(db: Session, certification_id: int) -> Certification:
    certification = db.get(Certification, certification_id)
    if certification is None:
        raise NotFound(NOT_FOUND)
    return certification


def of_person(db: Session, person: Person) -> list[Certification]:
    stmt = (
        select(Certification)
        .where(Certification.person_id == person.id)
        .order_by(Certification.issued_at.desc(), Certification.id.desc())
    )
    return list(db.scalars(stmt))


def by_code(db: Session, code: str) -> Certification:
    certification = db.scalars(select(Certification).where(Certification.code == code)).first()
    if certification is None:
        raise NotFound(NOT_FOUND)
    return certification


def person_of(db: Session, scope: Scope, certification: Certification) -> Person | None:
    """The certified person while the reader may open their record (for the photo), else None."""
    if certification.person_id is None:
        return None
    return person_or_none(db, scope, certification.person_id)
