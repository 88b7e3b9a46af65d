"""Moving people to the Trash, bringing them back, and purging them for good (by an IPMR, or by the server
once they are older than KATUTUBO_TRASH_DAYS when that is set). Every step is audited in the same transaction.

A purge destroys a public record, which RA 9470 allows only under the National Archives' authority: an IPMR's
purge names the disposal authority (its reference), an automatic one the setting it ran under; the purge's
event keeps it readable under `disposal_authority` (not the person's value: it outlives the erasure below).

A purge is one conditional DELETE (still in the Trash, still there): when two server processes purge at
once, or an IPMR purges what the daily purge is purging, exactly one of them deletes the row, records the
event and removes the photo files (after its commit). It erases the personal values of the person's
certifications and revokes the valid ones (katutubo.certifications.purge), then destroys the person's audit
key: their values in the audit trail become unreadable for good (katutubo.audit.erasure)."""

from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import ColumnElement, delete, func, update
from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.access.people import Account, in_trash, trashed_before, trashed_people, trashed_person
from katutubo.audit import erasure
from katutubo.certifications import purge as certifications
from katutubo.core.db import truncate_log_after_commit
from katutubo.core.errors import FieldErrors, NotFound
from katutubo.core.messages import Message
from katutubo.models import DataRequest, Person, User
from katutubo.models.base import utcnow
from katutubo.models.data_request import ERASED_REQUESTER, RequesterRelation
from katutubo.people.changes import target
from katutubo.people.query import search_condition
from katutubo.people.service import PERSON_NOT_FOUND
from katutubo.photos.service import forget_photo
from katutubo.photos.storage import PhotoStorage
from katutubo.trash.proposals import forget_proposals

NOT_IN_TRASH = PERSON_NOT_FOUND
CONFIRM_LAST_NAME = Message("trash.confirm_last_name", "Type the person's last name to confirm.")
DISPOSAL_AUTHORITY_REQUIRED = Message(
    "trash.disposal_authority_required",
    "Enter the reference of the National Archives' disposal authority (RA 9470) for this record.",
)
DISPOSAL_AUTHORITY = "disposal_authority"


def get_trashed(db: Session, account: Account, person_id: int) -> Person:
    person = trashed_person(db, account, person_id)
    if person is None:
        raise NotFound(NOT_IN_TRASH)
    return person


def move_to_trash(db: Session, actor: User, person: Person) -> None:
    person.deleted_at, person.deleted_by = utcnow(), actor.id
    audit.record(db, actor, "person.deleted", target(person))
    db.flush()


def list_trash(
    db: Session, account: Account, page: int, page_size: int, q: str = ""
) -> tuple[list[tuple[Person, str | None]], int]:
    """Newest deletion first, with the name of who deleted each; `q` searched as the master list searches."""
    where: list[ColumnElement[bool]] = []
    search = search_condition(q, db.get_bind().dialect.name)
    if search is not None:
        where.append(search)
    total = db.scalar(trashed_people(account, func.count()).where(*where)) or 0
    rows = db.execute(
        trashed_people(account, Person, User.display_name)
        .outerjoin(User, User.id == Person.deleted_by)
        .where(*where)
        .order_by(Person.deleted_at.desc(), Person.id.desc())
        .limit(page_size)
        .offset((page - 1) * page_size)
    ).all()
    return [(person, name) for person, name in rows], total


def restore(db: Session, actor: User, person: Person) -> Person:
    """Back everywhere, exactly as it was (photo included: its files were never touched)."""
    person.deleted_at, person.deleted_by = None, None
    person.updated_at = utcnow()  # open dashboards notice it
    audit.record(db, actor, "person.restored", target(person))
    db.flush()
    return person


def check_purge(person: Person, last_name: str, authority: str) -> str:
    """The confirmation (the last name, any case) and the disposal authority's reference, both refused when
    wrong or blank; returns the reference, trimmed."""
    errors: dict[str, Message] = {}
    if last_name.strip().casefold() != person.last_name.strip().casefold():
        errors["last_name"] = CONFIRM_LAST_NAME
    if not authority.strip():
        errors[DISPOSAL_AUTHORITY] = DISPOSAL_AUTHORITY_REQUIRED
    if errors:
        raise FieldErrors(errors)
    return authority.strip()


def purge(db: Session, actor: User | None, person: Person, storage: PhotoStorage, authority: str) -> bool:
    """Deletes the person for good if still in the Trash, under the disposal `authority` (its reference);
    their photo files go once that is committed."""
    gone, deleted_at = target(person), person.deleted_at
    certified = certifications.of_person(db, person.id)
    certifications.forget_affiant(db, person.id)
    db.expunge(person)
    result = db.execute(
        delete(Person).where(Person.id == gone.id, in_trash()),
        execution_options={"synchronize_session": False},
    )
    if result.rowcount != 1:  # type: ignore[attr-defined]
        return False
    forget_photo(db, person, storage)
    forget_proposals(db, person.id, storage)
    certifications.erase(db, actor, gone, certified)
    changes: dict[str, list[Any]] = {
        "deleted_at": [deleted_at, None],
        DISPOSAL_AUTHORITY: [None, audit.NotPersonal(authority)],
    }
    audit.record(db, actor, "person.purged", gone, changes)
    forget_as_requester(db, person.id)
    erasure.forget(db, person.id)  # last: the event above is sealed with the key too
    truncate_log_after_commit(db)  # SQLite's write-ahead log held the person's pages until overwritten
    return True


def forget_as_requester(db: Session, person_id: int) -> None:
    """A request the person made about themself keeps no name of theirs (the request stays: what was asked,
    when, and what the office did)."""
    db.execute(
        update(DataRequest)
        .where(DataRequest.person_id == person_id, DataRequest.relation == RequesterRelation.self)
        .values(requester_name=ERASED_REQUESTER)
    )


def expired_ids(db: Session, days: int, now: datetime | None = None) -> list[int]:
    """Those in the Trash for more than `days` days (the server's own purge: no account)."""
    cutoff = (now or utcnow()) - timedelta(days=days)
    return list(db.scalars(trashed_before(None, cutoff, Person.id).order_by(Person.id)))
