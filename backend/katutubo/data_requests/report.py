"""A person's access report (Data Privacy Act, right of access): every field of the record, the photo, the
linked relatives, the household, the certifications, and every view and change of the record from the audit
trail, opened with the person's key (katutubo.audit.erasure). The events are those whose target is this
person, so nothing of another person's record is in it. Making it is itself an event of the person (or of the
request, once the person was purged: a purged person gets no new key)."""

from sqlalchemy import select
from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.access.people import person_including_trash, trashed_person
from katutubo.access.scope import scope_of
from katutubo.audit import erasure
from katutubo.audit.proposed import split
from katutubo.certifications.schemas import CertificationSummary
from katutubo.certifications.service import of_person
from katutubo.core.clock import utc_now
from katutubo.core.errors import Conflict
from katutubo.core.messages import Message
from katutubo.data_requests.report_schemas import (
    AccessReportOut,
    PersonDataOut,
    PurgeNoteOut,
    ReportEventOut,
)
from katutubo.data_requests.service import present
from katutubo.kinship.relatives import relatives
from katutubo.models import AuditEvent, DataRequest, Person, RequestKind, User
from katutubo.people.changes import target
from katutubo.people.schemas import PersonOut

NOT_AN_ACCESS_REQUEST = Message("requests.not_access", "The access report is made for an access request.")


def person_events(db: Session, person_id: int) -> list[AuditEvent]:
    """Every event whose target is the person, oldest first (views included)."""
    return list(
        db.scalars(
            select(AuditEvent)
            .where(AuditEvent.target_type == "person", AuditEvent.target_id == person_id)
            .order_by(AuditEvent.id)
        )
    )


def person_data(db: Session, actor: User, person: Person) -> PersonDataOut:
    """The data subject's own record (in the Trash too), with their relatives as `actor` may see them."""
    return PersonDataOut(
        person=PersonOut.model_validate(person),
        relatives=relatives(db, person, scope_of(actor), actor),
        certifications=[CertificationSummary.model_validate(c) for c in of_person(db, person)],
    )


def _events(db: Session, events: list[AuditEvent]) -> list[ReportEventOut]:
    out = []
    for event, opened in zip(events, erasure.open_events(db, events), strict=True):
        changes, author = split(opened.changes)
        out.append(
            ReportEventOut(
                id=event.id,
                at=event.at,
                actor_name=event.actor_name,
                action=event.action,  # type: ignore[arg-type]
                changes=changes,
                erased_fields=opened.erased_fields,
                proposed_by=author,
            )
        )
    return out


def _purge_note(events: list[AuditEvent], opened: list[erasure.Opened]) -> PurgeNoteOut | None:
    for event, readable in zip(events, opened, strict=True):
        if event.action == "person.purged":
            authority = readable.changes.get("disposal_authority", [None, None])[-1]
            return PurgeNoteOut(
                at=event.at, by=event.actor_name, disposal_authority=str(authority) if authority else None
            )
    return None


def access_report(db: Session, actor: User, request: DataRequest) -> AccessReportOut:
    if request.kind != RequestKind.access:
        raise Conflict(NOT_AN_ACCESS_REQUEST)
    person = person_including_trash(db, actor, request.person_id)  # None once purged
    change = {"request_id": [None, request.id]}
    if person is not None:
        audit.record(db, actor, "person.access_reported", target(person), change)
    else:
        audit.record(
            db, actor, "request.report_made", audit.Target("data_request", request.id, f"#{request.id}")
        )
    events = person_events(db, request.person_id)
    purged = [e for e in events if e.action == "person.purged"]
    return AccessReportOut(
        request=present(request, person),
        made_at=utc_now(),
        made_by=actor.display_name,
        data=person_data(db, actor, person) if person is not None else None,
        in_trash=trashed_person(db, actor, request.person_id) is not None,
        purge=_purge_note(purged, erasure.open_events(db, purged)) if person is None else None,
        events=_events(db, events),
    )
