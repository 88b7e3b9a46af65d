"""Recording, listing and closing requests of data subjects; every act audited in the request's transaction.

The due date is counted once, when the request is recorded (katutubo.rules.working_days), and stored with
whether it skipped weekends only. Open, due soon and overdue are read against the office's today."""

from datetime import date, timedelta

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.access.people import join_people_including_trash
from katutubo.access.people import person as readable_person
from katutubo.access.scope import scope_of
from katutubo.core.clock import office_today, utc_now
from katutubo.core.errors import FieldErrors, NotFound
from katutubo.core.messages import Message
from katutubo.data_requests.schemas import (
    DataRequestClose,
    DataRequestCreate,
    DataRequestOut,
    RequestStatus,
    StatusFilter,
)
from katutubo.models import DataRequest, Person, RequesterRelation, RequestOutcome, User
from katutubo.people.names import list_name
from katutubo.rules.working_days import due_date

DUE_SOON_DAYS = 5
REQUEST_NOT_FOUND = Message("requests.not_found", "Request not found.")
RELATION_OTHER_NEEDED = Message("requests.relation_other_needed", "Say how the requester is related.")
RECEIVED_IN_FUTURE = Message("requests.received_in_future", "The received date cannot be in the future.")
OUTCOME_NEEDED = Message("requests.outcome_needed", "Choose the outcome to close the request.")
REASON_NEEDED = Message("requests.reason_needed", "A refusal needs its written reason.")
ALREADY_CLOSED = Message("requests.already_closed", "This request is already closed.")


def _target(request: DataRequest) -> audit.Target:
    return audit.Target("data_request", request.id, f"#{request.id}")


def record_request(db: Session, actor: User, payload: DataRequestCreate) -> DataRequest:
    """A new request about a registered person (not one in the Trash), due on the 30th working day."""
    person = readable_person(db, scope_of(actor), payload.person_id)
    other = (payload.relation_other or "").strip() or None
    if payload.relation == RequesterRelation.other and other is None:
        raise FieldErrors({"relation_other": RELATION_OTHER_NEEDED})
    received = payload.received_on or office_today()
    if received > office_today():
        raise FieldErrors({"received_on": RECEIVED_IN_FUTURE})
    due = due_date(received)
    request = DataRequest(
        kind=payload.kind,
        person_id=person.id,
        requester_name=payload.requester_name.strip(),
        relation=payload.relation,
        relation_other=other if payload.relation == RequesterRelation.other else None,
        identity_check=payload.identity_check.strip(),
        identity_checked_by=payload.identity_checked_by.strip(),
        received_on=received,
        due_on=due.due_on,
        weekdays_only=due.weekdays_only,
        recorded_by_id=actor.id,
        recorded_by_name=actor.display_name,
    )
    db.add(request)
    db.flush()
    audit.record(
        db,
        actor,
        "request.recorded",
        _target(request),
        {
            "kind": [None, request.kind.value],
            "person_id": [None, person.id],
            "received_on": [None, received.isoformat()],
            "due_on": [None, due.due_on.isoformat()],
        },
    )
    return request


def get_request(db: Session, request_id: int) -> DataRequest:
    request = db.get(DataRequest, request_id)
    if request is None:
        raise NotFound(REQUEST_NOT_FOUND)
    return request


def close_request(db: Session, actor: User, request: DataRequest, payload: DataRequestClose) -> DataRequest:
    """Closed with its outcome; a refusal with its written reason. A closed request stays closed."""
    if request.closed_at is not None:
        raise FieldErrors({"outcome": ALREADY_CLOSED})
    if payload.outcome is None:
        raise FieldErrors({"outcome": OUTCOME_NEEDED})
    reason = (payload.reason or "").strip() or None
    if payload.outcome == RequestOutcome.refused and reason is None:
        raise FieldErrors({"reason": REASON_NEEDED})
    request.outcome, request.reason = payload.outcome, reason
    request.closed_at, request.closed_on, request.closed_by_name = (
        utc_now(),
        office_today(),
        actor.display_name,
    )
    audit.record(
        db,
        actor,
        "request.closed",
        _target(request),
        {"outcome": [None, payload.outcome.value], "reason": [None, reason]},
    )
    db.flush()
    return request


def status_of(request: DataRequest, today: date) -> RequestStatus:
    if request.closed_at is not None:
        return "closed"
    if today > request.due_on:
        return "overdue"
    return "due_soon" if request.due_on - today <= timedelta(days=DUE_SOON_DAYS) else "open"


def _status_condition(status: StatusFilter) -> list[ColumnElement[bool]]:
    if status == "open":
        return [DataRequest.closed_at.is_(None)]
    if status == "closed":
        return [DataRequest.closed_at.is_not(None)]
    return []


def list_requests(
    db: Session, actor: User, status: StatusFilter, page: int, page_size: int
) -> tuple[list[tuple[DataRequest, Person | None]], int]:
    """Open ones first by due date, then the closed ones, newest closed first; each with its person, in the
    Trash too (None once purged)."""
    where = _status_condition(status)
    total = db.scalar(select(func.count()).select_from(DataRequest).where(*where)) or 0
    rows = db.execute(
        join_people_including_trash(
            select(DataRequest), actor, Person.id == DataRequest.person_id, outer=True
        )
        .add_columns(Person)
        .where(*where)
        .order_by(
            DataRequest.closed_at.is_not(None),
            DataRequest.due_on,
            DataRequest.closed_at.desc(),
            DataRequest.id,
        )
        .limit(page_size)
        .offset((page - 1) * page_size)
    ).all()
    return [(request, person) for request, person in rows], total


def present(request: DataRequest, person: Person | None) -> DataRequestOut:
    return DataRequestOut(
        id=request.id,
        kind=request.kind,
        person_id=request.person_id,
        person_name=list_name(person) if person else None,
        person_purged=person is None,
        requester_name=request.requester_name or None,
        relation=request.relation,
        relation_other=request.relation_other,
        identity_check=request.identity_check,
        identity_checked_by=request.identity_checked_by,
        received_on=request.received_on,
        due_on=request.due_on,
        weekdays_only=request.weekdays_only,
        status=status_of(request, office_today()),
        recorded_by_name=request.recorded_by_name,
        created_at=request.created_at,
        outcome=request.outcome,
        reason=request.reason,
        closed_on=request.closed_on,
        closed_by_name=request.closed_by_name,
    )
