"""/api/dashboard: tile counts, the newest entry, the search suggestions and the live event stream."""

from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import StreamingResponse
from starlette.concurrency import run_in_threadpool

from katutubo.access.scope import PassivePeopleScope, PeopleScope
from katutubo.audit.request_info import current_request_info
from katutubo.auth.dependencies import NOT_SIGNED_IN, SessionCookie, SettingsDep
from katutubo.core.db import DB
from katutubo.core.errors import Unauthorized
from katutubo.core.openapi import refusal
from katutubo.core.security import token_digest
from katutubo.dashboard import service
from katutubo.dashboard.events import current_version, people_events
from katutubo.dashboard.schemas import (
    DashboardStats,
    LatestEntry,
    MapConfig,
    SiteConfig,
    Suggestion,
    SuggestionList,
)
from katutubo.dashboard.stream_slots import SLOTS, SlottedStream
from katutubo.dashboard.suggestions import suggest
from katutubo.people.ages import keep_ages_current
from katutubo.people.schemas import PersonOut
from katutubo.people.summary import summarise
from katutubo.reference.municipality import configured
from katutubo.reference.schemas import MunicipalityOut

router = APIRouter(prefix="/api", tags=["dashboard"])
people_read = [Depends(keep_ages_current)]


@router.get("/dashboard/stats", response_model=DashboardStats, dependencies=people_read)
def stats(db: DB, scope: PeopleScope) -> DashboardStats:
    """Signed in: every tile and dialog count, in one aggregate query (an encoder's: of their barangays)."""
    return service.dashboard_stats(db, scope)


@router.get("/dashboard/latest", response_model=LatestEntry, dependencies=people_read)
def latest(db: DB, scope: PeopleScope) -> LatestEntry:
    """Signed in: the newest person by creation time (an encoder's: of their barangays), or null."""
    person = service.latest_person(db, scope)
    return LatestEntry(person=PersonOut.model_validate(person, context={"scope": scope}) if person else None)


@router.get("/dashboard/suggestions", response_model=SuggestionList, dependencies=people_read)
def suggestions(db: DB, scope: PeopleScope, q: Annotated[str, Query(max_length=100)] = "") -> SuggestionList:
    """Signed in: up to 8 people whose first name, last name, barangay or tribe starts with q, or aged q (an
    encoder's: of their barangays)."""
    return SuggestionList(items=[summarise(p, Suggestion) for p in suggest(db, scope, q)])


@router.get("/dashboard/events", response_class=StreamingResponse, responses=refusal(429))
async def events(
    request: Request, scope: PassivePeopleScope, settings: SettingsDep, token: SessionCookie = None
) -> StreamingResponse:
    """Signed in: server-sent events; `people-changed` (id: the change counter of the caller's barangays)
    whenever anyone adds, edits, deletes, restores or imports a person, or a birthday changes an age, or a
    household changes, in a barangay the caller sees (an encoder: theirs); nothing on connect. An open stream
    does not count as activity: the session still ends after the idle time (`session-ended`). 429 past 5
    open streams of one session, or 50 from one address."""
    if token is None:
        raise Unauthorized(NOT_SIGNED_IN)
    session = token_digest(token)
    since = await run_in_threadpool(
        current_version, scope
    )  # before the answer's headers: see current_version
    free = SLOTS.take(session, current_request_info().ip or "unknown")
    return SlottedStream(
        people_events(session, scope, request, settings, since),
        free,
        media_type="text/event-stream",
        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
    )


@router.get("/config", response_model=SiteConfig)
def site_config(settings: SettingsDep) -> SiteConfig:
    """Public: the location map's centre, zoom and tile server, and the municipality the registry serves
    (Catanauan's map: the spec's 13.6545, 122.3334 at zoom 14; another's: the centroid of its barangays)."""
    here = configured()
    return SiteConfig(
        map=MapConfig(lat=here.latitude, lng=here.longitude, zoom=here.zoom, tile_url=settings.tile_url),
        municipality=MunicipalityOut(code=here.code, name=here.name, province=here.province),
    )
