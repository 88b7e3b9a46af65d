"""Approving a proposal: applied through the ordinary record services (katutubo.records, the Trash, the photo
service) as the approving IPMR, in the request's one transaction, as an ordinary versioned change whose events
name the proposal's author (katutubo.audit.proposed). Refused when the record changed after the proposal's
base version (409, the edit conflict's body), or went to the Trash meanwhile (409)."""

from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.access.people import person_or_none
from katutubo.access.scope import scope_of
from katutubo.audit.proposed import proposed_by
from katutubo.core.errors import AppError, Conflict
from katutubo.models import Person, Proposal, ProposalKind, ProposalState, User
from katutubo.models.base import utcnow
from katutubo.people import conflicts
from katutubo.people.schemas import PersonCreate, PersonOut, PersonUpdate
from katutubo.photos.service import set_photo
from katutubo.photos.storage import PhotoStorage
from katutubo.proposals.checks import checked
from katutubo.proposals.hidden_links import with_hidden_links
from katutubo.proposals.messages import PERSON_DELETED, STALE
from katutubo.proposals.service import about, get_proposal, move, target
from katutubo.records import service as records
from katutubo.trash.service import move_to_trash


def stale(db: Session, person: Person) -> Conflict:
    """The edit conflict's 409 (katutubo.people.conflicts: `detail.current` is the stored record), coded
    proposals.stale."""
    editor = db.get(User, person.updated_by) if person.updated_by else None
    message = STALE.format(name=editor.display_name if editor else "someone", when=conflicts.when(person))
    return Conflict(message, detail={"current": PersonOut.model_validate(person).model_dump(mode="json")})


def current_person(db: Session, ipmr: User, proposal: Proposal) -> Person:
    """The person an edit or delete is about, as it is now (read as the approving IPMR reads: every
    barangay): 409 when in the Trash or gone, or when it changed after the proposal's base version."""
    person = person_or_none(db, scope_of(ipmr), proposal.person_id) if proposal.person_id else None
    if person is None:
        raise Conflict(PERSON_DELETED)
    if proposal.base_version is not None and person.version != proposal.base_version:
        raise stale(db, person)
    return person


def _apply(db: Session, ipmr: User, proposal: Proposal, storage: PhotoStorage) -> Person:
    author = db.get(User, proposal.author_id)  # who recorded a consent the proposal carries
    if proposal.kind == ProposalKind.add:
        person = records.create_person(db, checked(PersonCreate, dict(proposal.values or {})), ipmr, author)
    else:
        person = current_person(db, ipmr, proposal)
        if proposal.kind == ProposalKind.delete:
            move_to_trash(db, ipmr, person)
            return person
        payload = checked(PersonUpdate, dict(proposal.values or {}) | {"version": proposal.base_version})
        payload = with_hidden_links(db, ipmr, scope_of(author), person, payload)
        records.update_person(db, person, payload, ipmr, author)
    if proposal.photo_key:
        set_photo(db, person, storage.read(proposal.photo_key), storage, ipmr)
    return person


def approve(db: Session, ipmr: User, proposal: Proposal, storage: PhotoStorage) -> Proposal:
    """Applied and marked approved, or refused with nothing changed (the request rolls back as a whole)."""
    now = utcnow()
    move(
        db,
        proposal,
        (ProposalState.submitted,),
        state=ProposalState.approved,
        decided_by_id=ipmr.id,
        decided_at=now,
    )
    author = db.get(User, proposal.author_id)
    with proposed_by(db, author.display_name if author else "someone"):
        person = _apply(db, ipmr, proposal, storage)
    proposal.person_id = person.id
    db.flush()
    audit.record(db, ipmr, "proposal.approved", target(proposal), about(proposal))
    return proposal


def approve_many(
    db: Session, ipmr: User, ids: list[int], storage: PhotoStorage
) -> tuple[list[Proposal], list[tuple[int, AppError]]]:
    """Each in a savepoint of its own: those that can be applied are, the others say why not."""
    approved: list[Proposal] = []
    refused: list[tuple[int, AppError]] = []
    for proposal_id in dict.fromkeys(ids):
        try:
            with db.begin_nested():
                approved.append(approve(db, ipmr, get_proposal(db, proposal_id), storage))
        except AppError as error:
            refused.append((proposal_id, error))
    return approved, refused
