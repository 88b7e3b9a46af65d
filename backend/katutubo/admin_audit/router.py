"""/api/admin/audit (IPMR): the audit trail, filtered and paged in the database, newest first."""

from typing import Annotated

from fastapi import APIRouter, Query

from katutubo.access.scope import PeopleScope
from katutubo.admin_audit.schemas import ActorOut, AuditEventOut, AuditPage, HistoryEntryOut
from katutubo.admin_audit.scoped import mentions_shown
from katutubo.audit import erasure, service
from katutubo.audit.actions import Action
from katutubo.auth.dependencies import IPMR, RecordsOffice
from katutubo.core.bounds import DayFilter, IdFilter, PageNumber
from katutubo.core.db import DB
from katutubo.people.dependencies import PersonById

router = APIRouter(prefix="/api/admin/audit", tags=["audit"])
history_router = APIRouter(prefix="/api/people", tags=["audit"])

MAX_PAGE_SIZE = 100


@router.get("", response_model=AuditPage)
def list_audit_events(
    db: DB,
    _user: IPMR,
    actor_id: IdFilter = None,
    action: Action | None = None,
    person_id: IdFilter = None,
    date_from: DayFilter = None,
    date_to: DayFilter = None,
    page: PageNumber = 1,
    page_size: Annotated[int, Query(ge=1, le=MAX_PAGE_SIZE)] = 50,
) -> AuditPage:
    """Newest first; `date_from` to `date_to` (both included) are days in Asia/Manila."""
    events, total = service.list_events(
        db, service.AuditFilter(actor_id, action, person_id, date_from, date_to), page, page_size
    )
    return AuditPage(
        items=[
            AuditEventOut.of(e, opened)
            for e, opened in zip(events, erasure.open_events(db, events), strict=True)
        ],
        total=total,
        page=page,
        page_size=page_size,
    )


@router.get("/actors", response_model=list[ActorOut])
def list_actors(db: DB, _user: IPMR) -> list[ActorOut]:
    """Everyone who appears as an actor, for the actor filter."""
    return [ActorOut(id=actor_id, name=name) for actor_id, name in service.actors(db)]


@history_router.get("/{person_id:int}/history", response_model=list[HistoryEntryOut])
def person_history(
    db: DB, _user: RecordsOffice, scope: PeopleScope, person: PersonById
) -> list[HistoryEntryOut]:
    """IPMR, Chieftain and encoder: who created the record and every change after it, newest first (views
    left out); for an encoder, a person of another barangay the entries name as katutubo.admin_audit.scoped
    says."""
    events = service.person_history(db, person.id)
    opened = erasure.open_events(db, events, mentions_shown(db, scope, events))
    return [HistoryEntryOut.of(e, o) for e, o in zip(events, opened, strict=True)]
