"""The person form saved whole: the record's columns (katutubo.people.service), then its links and choices.
Services flush; the request commits (katutubo.core.db)."""

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from katutubo.duplicates.service import different_people
from katutubo.kinship.service import set_relatives
from katutubo.models import Person, User
from katutubo.people import service as people
from katutubo.people.legal_basis import require_basis
from katutubo.people.schemas import PersonCreate, PersonUpdate


def create_person(db: Session, payload: PersonCreate, actor: User, recorder: User | None = None) -> Person:
    """The new record (its legal basis chosen: 422 otherwise), linked to the relatives chosen and kept apart
    from the possible duplicates the clerk said are different people."""
    require_basis(payload.legal_basis)
    person = people.create_person(db, payload, actor, recorder=recorder)
    set_relatives(db, actor, person, payload.relatives)
    if payload.different_from:
        different_people(db, actor, person, payload.different_from)
    return person


def create_once(db: Session, payload: PersonCreate, actor: User) -> tuple[Person, bool]:
    """A create that a device may send again (an offline outbox replayed after a lost answer): the person
    made for its `client_id` the first time, or a new one. True when it is new. Two copies arriving at the
    same moment meet the unique index: the second insert is undone (a savepoint) and answers the first."""
    if existing := people.created_from(db, actor, payload.client_id):
        return existing, False
    try:
        with db.begin_nested():
            person = create_person(db, payload, actor)
    except IntegrityError:
        existing = people.created_from(db, actor, payload.client_id)
        if existing is None:
            raise
        return existing, False
    return person, True


def update_person(
    db: Session, person: Person, payload: PersonUpdate, actor: User, recorder: User | None = None
) -> Person:
    """The fields sent replace the stored ones (katutubo.people.service.update_person: 409 on an older
    version), then the links become the ones sent (none sent: they stay)."""
    people.update_person(db, person, payload, actor, recorder=recorder)
    set_relatives(db, actor, person, payload.relatives)
    return person
