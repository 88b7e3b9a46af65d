"""Making, editing and moving proposals through their states (draft -> submitted -> approved | rejected ->
edited and submitted again | withdrawn). The values are checked exactly as POST / PUT /api/people check them,
and against the encoder's scope. Every change of state is one conditional UPDATE (WHERE the state is still
one it may move from): two deciders at once, exactly one changes the row; the other is told the proposal was
already decided. Services flush; the request commits (katutubo.core.db)."""

import re
from collections.abc import Iterable
from typing import Any

from sqlalchemy import func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.access.scope import scope_of
from katutubo.core.errors import Conflict, FieldErrors, NotFound
from katutubo.models import Proposal, ProposalKind, ProposalState, Role, User
from katutubo.models.base import utcnow
from katutubo.people.schemas import CLIENT_ID_PATTERN
from katutubo.proposals.checks import check
from katutubo.proposals.messages import ALREADY_DECIDED, NOT_FOUND, REASON_REQUIRED
from katutubo.proposals.schemas import ProposalEdit, ProposalIn

S = ProposalState
CLIENT_ID = re.compile(CLIENT_ID_PATTERN)


def target(proposal: Proposal) -> audit.Target:
    """No label: the name proposed is a person's value, recorded in the changes sealed with the person's key
    (a purge erases it, katutubo.audit.erasure), or not at all for an add not yet applied."""
    return audit.Target("proposal", proposal.id)


def sealed(proposal: Proposal, value: Any) -> Any:
    """A value about the proposal's person (their name, a reason naming them): sealed with their key."""
    return audit.Mention(proposal.person_id, value) if proposal.person_id else value


def about(proposal: Proposal) -> dict[str, list[Any]]:
    """What every event of a proposal says: its kind, and the person (once there is one)."""
    changes: dict[str, list[Any]] = {"kind": [None, proposal.kind.value]}
    if proposal.person_id:
        changes["person"] = [None, sealed(proposal, proposal.person_name)]
    return changes


# --- reading -------------------------------------------------------------------------------------------


def get_proposal(db: Session, proposal_id: int) -> Proposal:
    proposal = db.get(Proposal, proposal_id)
    if proposal is None:
        raise NotFound(NOT_FOUND)
    return proposal


def readable(db: Session, user: User, proposal_id: int) -> Proposal:
    """The author's own proposal, or any for an IPMR; another's is 404."""
    proposal = get_proposal(db, proposal_id)
    if user.role != Role.ipmr and proposal.author_id != user.id:
        raise NotFound(NOT_FOUND)
    return proposal


def own(db: Session, author: User, proposal_id: int) -> Proposal:
    proposal = get_proposal(db, proposal_id)
    if proposal.author_id != author.id:
        raise NotFound(NOT_FOUND)
    return proposal


def list_own(
    db: Session, author: User, state: ProposalState | None, page: int, page_size: int
) -> tuple[list[Proposal], int]:
    """An encoder's proposals, newest first."""
    where = [Proposal.author_id == author.id] + ([Proposal.state == state] if state else [])
    total = db.scalar(select(func.count()).select_from(Proposal).where(*where)) or 0
    items = db.scalars(
        select(Proposal)
        .where(*where)
        .order_by(Proposal.id.desc())
        .limit(page_size)
        .offset((page - 1) * page_size)
    ).all()
    return list(items), total


def list_queue(
    db: Session, state: ProposalState | None, page: int, page_size: int
) -> tuple[list[Proposal], int]:
    """The IPMR's queue: oldest submitted first (a state of none: every proposal, newest first)."""
    where = [Proposal.state == state] if state else []
    order = (Proposal.submitted_at, Proposal.id) if state == S.submitted else (Proposal.id.desc(),)
    total = db.scalar(select(func.count()).select_from(Proposal).where(*where)) or 0
    items = db.scalars(
        select(Proposal).where(*where).order_by(*order).limit(page_size).offset((page - 1) * page_size)
    ).all()
    return list(items), total


def waiting(db: Session) -> int:
    return db.scalar(select(func.count()).select_from(Proposal).where(Proposal.state == S.submitted)) or 0


# --- the author's steps --------------------------------------------------------------------------------


def by_client_id(db: Session, author: User, client_id: str | None) -> Proposal | None:
    if client_id is None:
        return None
    return db.scalar(select(Proposal).where(Proposal.author_id == author.id, Proposal.client_id == client_id))


def propose(db: Session, author: User, payload: ProposalIn) -> tuple[Proposal, bool]:
    """A new proposal (True), or the one this offline entry's client id made already (False). An add's
    client id may come inside its values too (the offline outbox keeps the POST /api/people body)."""
    if payload.client_id is None and payload.kind == ProposalKind.add and payload.values:
        inner = payload.values.get("client_id")
        if isinstance(inner, str) and CLIENT_ID.match(inner):
            payload = payload.model_copy(update={"client_id": inner})
    if existing := by_client_id(db, author, payload.client_id):
        return existing, False
    scope = scope_of(author)
    proposed = check(db, scope, payload.kind, payload.person_id, payload.values, payload.base_version)
    now = utcnow()
    proposal = Proposal(
        kind=payload.kind,
        state=S.submitted if payload.submit else S.draft,
        author_id=author.id,
        person_id=proposed.person.id if proposed.person else None,
        base_version=proposed.base_version,
        barangay=proposed.barangay,
        person_name=proposed.name,
        values=proposed.values,
        client_id=payload.client_id,
        submitted_at=now if payload.submit else None,
        created_at=now,
        updated_at=now,
    )
    try:
        with db.begin_nested():
            db.add(proposal)
            db.flush()
    except IntegrityError:  # the same entry synced twice at the same moment
        if existing := by_client_id(db, author, payload.client_id):
            return existing, False
        raise
    if payload.submit:
        audit.record(db, author, "proposal.submitted", target(proposal), about(proposal))
    return proposal, True


def move(db: Session, proposal: Proposal, allowed: Iterable[ProposalState], **values: Any) -> None:
    """The state change as one conditional UPDATE: 409 "already decided" when the proposal is no longer in
    one of the `allowed` states (someone else moved it first)."""
    allowed = tuple(allowed)
    if proposal.state not in allowed:
        raise Conflict(ALREADY_DECIDED)
    moved = db.execute(
        update(Proposal)
        .where(Proposal.id == proposal.id, Proposal.state.in_(allowed))
        .values(updated_at=utcnow(), **values)
        .execution_options(synchronize_session=False)
    )
    if not moved.rowcount:  # type: ignore[attr-defined]
        db.expire(proposal)
        raise Conflict(ALREADY_DECIDED)
    db.refresh(proposal)


def edit(db: Session, user: User, proposal: Proposal, payload: ProposalEdit) -> Proposal:
    """The author's edit (a draft, or a rejected one: it becomes a draft, or is submitted again), or the
    IPMR's before approving (a submitted one: it stays submitted, based on the version the IPMR saw)."""
    is_ipmr = user.role == Role.ipmr
    allowed = (S.submitted,) if is_ipmr else (S.draft, S.rejected)
    if proposal.state not in allowed:
        raise Conflict(ALREADY_DECIDED)
    scope = scope_of(db.get(User, proposal.author_id)) if not is_ipmr else scope_of(user)
    values = proposal.values if payload.values is None else payload.values
    # The IPMR's edit is based on what the IPMR saw: the version sent, else the form's, else the record's now.
    base = payload.base_version if is_ipmr or payload.base_version is not None else proposal.base_version
    proposed = check(db, scope, proposal.kind, proposal.person_id, values, base)
    now = utcnow()
    changes: dict[str, Any] = {
        "values": proposed.values,
        "barangay": proposed.barangay,
        "person_name": proposed.name,
        "base_version": proposed.base_version,
    }
    submitted = not is_ipmr and payload.submit
    if not is_ipmr:
        changes |= {
            "state": S.submitted if submitted else S.draft,
            "submitted_at": now if submitted else None,
            "reason": None,
            "decided_by_id": None,
            "decided_at": None,
        }
    move(db, proposal, allowed, **changes)
    if submitted:
        audit.record(db, user, "proposal.submitted", target(proposal), about(proposal))
    return proposal


def submit(db: Session, author: User, proposal: Proposal) -> Proposal:
    move(db, proposal, (S.draft,), state=S.submitted, submitted_at=utcnow())
    audit.record(db, author, "proposal.submitted", target(proposal), about(proposal))
    return proposal


def withdraw(db: Session, author: User, proposal: Proposal) -> Proposal:
    move(db, proposal, (S.draft, S.submitted), state=S.withdrawn)
    audit.record(db, author, "proposal.withdrawn", target(proposal), about(proposal))
    return proposal


def reject(db: Session, ipmr: User, proposal: Proposal, reason: str) -> Proposal:
    reason = reason.strip()
    if not reason:
        raise FieldErrors({"reason": REASON_REQUIRED})
    move(
        db,
        proposal,
        (S.submitted,),
        state=S.rejected,
        reason=reason,
        decided_by_id=ipmr.id,
        decided_at=utcnow(),
    )
    audit.record(
        db,
        ipmr,
        "proposal.rejected",
        target(proposal),
        about(proposal) | {"reason": [None, sealed(proposal, reason)]},
    )
    return proposal
