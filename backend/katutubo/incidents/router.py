"""/api/admin/incidents (IPMR): the breach register, an incident's letters' facts, the annual summary."""

from typing import Annotated

from fastapi import APIRouter, Query

from katutubo.auth.dependencies import IPMR
from katutubo.core.bounds import RowId
from katutubo.core.clock import office_today, utc_now
from katutubo.core.db import DB
from katutubo.incidents import presenter, service
from katutubo.incidents.schemas import AnnualSummary, IncidentIn, IncidentList, IncidentOut

router = APIRouter(prefix="/api/admin/incidents", tags=["incidents"])


@router.get("", response_model=IncidentList)
def list_incidents(db: DB, _user: IPMR) -> IncidentList:
    """Every incident, the newest discovery first, each with its NPC countdown on the office clock."""
    now = utc_now()
    return IncidentList(items=[presenter.line(i, now) for i in service.all_incidents(db)])


@router.post("", response_model=IncidentOut, status_code=201)
def record_incident(db: DB, user: IPMR, payload: IncidentIn) -> IncidentOut:
    """A new incident (audited)."""
    return presenter.whole(db, user, service.record(db, user, payload))


@router.get("/summary", response_model=AnnualSummary)
def annual_summary(
    db: DB, _user: IPMR, year: Annotated[int | None, Query(ge=1900, le=2999)] = None
) -> AnnualSummary:
    """The incidents discovered in a year (this year on the office clock when not given)."""
    return presenter.annual(db, year or office_today().year)


@router.get("/{incident_id:int}", response_model=IncidentOut)
def get_incident(db: DB, user: IPMR, incident_id: RowId) -> IncidentOut:
    """The incident with its listed people and what its two letters need."""
    return presenter.whole(db, user, service.get(db, incident_id))


@router.put("/{incident_id:int}", response_model=IncidentOut)
def update_incident(db: DB, user: IPMR, incident_id: RowId, payload: IncidentIn) -> IncidentOut:
    """The incident changed (e.g. the notifications recorded); audited with what changed."""
    return presenter.whole(db, user, service.update(db, user, service.get(db, incident_id), payload))
