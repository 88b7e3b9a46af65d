"""/api/households: reads for IPMR, Chieftain and encoder (an encoder: the households of their barangays),
writes for the IPMR only. docs/households.md lists the routes, payloads and errors."""

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Query, Response
from fastapi.responses import FileResponse, StreamingResponse
from sqlalchemy import func
from starlette.background import BackgroundTask

from katutubo.access.households import household as readable_household
from katutubo.access.households import trashed_households
from katutubo.access.scope import PeopleScope
from katutubo.auth.dependencies import IPMR, CurrentUser, RecordsOffice
from katutubo.core.bounds import PageNumber, RowId
from katutubo.core.clock import office_today
from katutubo.core.db import DB
from katutubo.core.errors import ErrorBody, FieldErrors
from katutubo.exports.writers import csv_chunks, write_xlsx
from katutubo.households import family, roster, service, suggestions, trash, views
from katutubo.households.dependencies import HouseholdById, TrashedHouseholdById
from katutubo.households.history import household_history
from katutubo.households.schemas import (
    FamilyCandidates,
    HeadChange,
    HouseholdCreate,
    HouseholdHistoryEntry,
    HouseholdOut,
    HouseholdPage,
    HouseholdSuggestionAccept,
    HouseholdSuggestionPage,
    HouseholdSuggestionResult,
    HouseholdTrashLine,
    HouseholdTrashPage,
    HouseholdUpdate,
    MemberAdd,
    MemberMove,
    MembershipEnd,
)
from katutubo.models import Household, User
from katutubo.people.ages import keep_ages_current
from katutubo.people.barangay_filter import BarangayFilter
from katutubo.people.dependencies import PersonById
from katutubo.people.form import barangay_unknown

router = APIRouter(prefix="/api/households", tags=["households"], dependencies=[Depends(keep_ages_current)])
person_router = APIRouter(
    prefix="/api/people", tags=["households"], dependencies=[Depends(keep_ages_current)]
)

MAX_PAGE_SIZE = 100
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
CONFLICT: dict[int | str, dict[str, Any]] = {
    409: {
        "model": ErrorBody,
        "description": "Changed since `version` was read; or a person already in a household.",
    }
}
PageSize = Annotated[int, Query(ge=1, le=MAX_PAGE_SIZE)]


Barangay = BarangayFilter


def _out(db: DB, user: User, scope: PeopleScope, shown: Household) -> HouseholdOut:
    return views.household_out(db, user, scope, shown)


@router.get("", response_model=HouseholdPage)
def list_households(
    db: DB,
    user: CurrentUser,  # any active account looks the community up, as in the people's lists
    scope: PeopleScope,
    barangay: Barangay,
    q: Annotated[str, Query(max_length=100)] = "",
    page: PageNumber = 1,
    page_size: PageSize = 50,
) -> HouseholdPage:
    """A barangay's households (or every one the caller sees), by barangay then id, with the head and the
    size; `q` finds a member's name, the sitio or the address."""
    return views.list_households(db, user, scope, barangay, q, page, page_size)


@router.post("", response_model=HouseholdOut, status_code=201, responses=CONFLICT)
def create_household(db: DB, user: IPMR, scope: PeopleScope, payload: HouseholdCreate) -> HouseholdOut:
    """'Start a household': the head (required) and the first members. The barangay defaults to the head's."""
    return _out(db, user, scope, service.create_household(db, user, payload))


@router.get("/roster", response_class=Response)
def export_roster(
    db: DB,
    user: RecordsOffice,
    scope: PeopleScope,
    barangay: Barangay,
    format: Literal["xlsx", "csv"] = "csv",
) -> Response:
    """One row per current member (the caller's scope; one barangay's with `barangay`)."""
    name = f"katutubo-household-roster-{office_today().isoformat()}.{format}"
    headers = {"Content-Disposition": f'attachment; filename="{name}"'}
    if format == "csv":
        rows = list(roster.rows(db, user, scope, barangay))
        roster.record_export(db, user, barangay, format, len(rows))
        return StreamingResponse(
            csv_chunks(roster.COLUMNS, rows), media_type="text/csv; charset=utf-8", headers=headers
        )
    path, count = write_xlsx(roster.COLUMNS, roster.rows(db, user, scope, barangay), "Households")
    roster.record_export(db, user, barangay, format, count)
    return FileResponse(
        path, media_type=XLSX, filename=name, background=BackgroundTask(path.unlink, missing_ok=True)
    )


@router.get("/suggestions", response_model=HouseholdSuggestionPage)
def list_suggestions(
    db: DB,
    _user: IPMR,
    scope: PeopleScope,
    barangay: Barangay,
    page: PageNumber = 1,
    page_size: PageSize = 50,
) -> HouseholdSuggestionPage:
    """Proposed households of one barangay's people in none, tied by spouse and parent links."""
    if barangay is None:
        raise FieldErrors({"barangay": barangay_unknown()})
    return suggestions.list_suggestions(db, scope, barangay, page, page_size)


@router.post("/suggestions/accept", response_model=HouseholdSuggestionResult)
def accept_suggestions(
    db: DB, user: IPMR, scope: PeopleScope, payload: HouseholdSuggestionAccept
) -> HouseholdSuggestionResult:
    """Makes the households of these suggestions' keys (one or many); reports each that no longer applies."""
    return suggestions.accept(db, user, scope, payload.keys)


@router.get("/trash", response_model=HouseholdTrashPage)
def list_trash(
    db: DB, user: IPMR, scope: PeopleScope, page: PageNumber = 1, page_size: PageSize = 50
) -> HouseholdTrashPage:
    total = db.scalar(trashed_households(user, scope, func.count())) or 0
    found = db.execute(
        trashed_households(user, scope, Household, Household.deleted_at, User.display_name)
        .outerjoin(User, User.id == Household.deleted_by)
        .order_by(Household.deleted_at.desc(), Household.id.desc())
        .limit(page_size)
        .offset((page - 1) * page_size)
    ).all()
    shown = views.lines(db, user, scope, [h for h, _at, _by in found])
    items = [
        HouseholdTrashLine(**line.model_dump(), deleted_at=at, deleted_by=by)
        for line, (_h, at, by) in zip(shown, found, strict=True)
    ]
    return HouseholdTrashPage(items=items, total=total, page=page, page_size=page_size)


@router.get("/{household_id:int}", response_model=HouseholdOut)
def get_household(db: DB, user: CurrentUser, scope: PeopleScope, household: HouseholdById) -> HouseholdOut:
    """The household with its members (current first, then former), their photos, relationships and dates."""
    return _out(db, user, scope, household)


@router.put("/{household_id:int}", response_model=HouseholdOut, responses=CONFLICT)
def update_household(
    db: DB, user: IPMR, scope: PeopleScope, household: HouseholdById, payload: HouseholdUpdate
) -> HouseholdOut:
    return _out(db, user, scope, service.update_household(db, user, household, payload))


@router.delete("/{household_id:int}", status_code=204)
def delete_household(db: DB, user: IPMR, household: HouseholdById) -> Response:
    """To the Trash: its people stay (in no household meanwhile)."""
    trash.move_to_trash(db, user, household)
    return Response(status_code=204)


@router.post("/{household_id:int}/restore", response_model=HouseholdOut, responses=CONFLICT)
def restore_household(
    db: DB, user: IPMR, scope: PeopleScope, household: TrashedHouseholdById
) -> HouseholdOut:
    trash.restore(db, user, household)
    return _out(db, user, scope, household)


@router.get("/{household_id:int}/history", response_model=list[HouseholdHistoryEntry])
def get_history(
    db: DB, _user: RecordsOffice, scope: PeopleScope, household: HouseholdById
) -> list[HouseholdHistoryEntry]:
    return household_history(db, scope, household)


@router.post("/{household_id:int}/members", response_model=HouseholdOut, status_code=201, responses=CONFLICT)
def add_member(
    db: DB, user: IPMR, scope: PeopleScope, household: HouseholdById, payload: MemberAdd
) -> HouseholdOut:
    service.add_member(db, user, household, payload)
    return _out(db, user, scope, household)


@router.post(
    "/{household_id:int}/members/{membership_id:int}/end", response_model=HouseholdOut, responses=CONFLICT
)
def end_membership(
    db: DB,
    user: IPMR,
    scope: PeopleScope,
    household: HouseholdById,
    membership_id: RowId,
    payload: MembershipEnd,
) -> HouseholdOut:
    service.end_membership(db, user, household, membership_id, payload)
    return _out(db, user, scope, household)


@router.post(
    "/{household_id:int}/members/{membership_id:int}/move", response_model=HouseholdOut, responses=CONFLICT
)
def move_member(
    db: DB,
    user: IPMR,
    scope: PeopleScope,
    household: HouseholdById,
    membership_id: RowId,
    payload: MemberMove,
) -> HouseholdOut:
    """Answers the household moved FROM."""
    target = readable_household(db, scope, payload.to_household_id)
    service.move_member(db, user, household, membership_id, payload, target)
    return _out(db, user, scope, household)


@router.post("/{household_id:int}/head", response_model=HouseholdOut, responses=CONFLICT)
def change_head(
    db: DB, user: IPMR, scope: PeopleScope, household: HouseholdById, payload: HeadChange
) -> HouseholdOut:
    service.change_head(db, user, household, payload)
    return _out(db, user, scope, household)


@person_router.get("/{person_id:int}/household-candidates", response_model=FamilyCandidates)
def household_candidates(
    db: DB, _user: RecordsOffice, scope: PeopleScope, person: PersonById
) -> FamilyCandidates:
    """For 'Start a household' from a profile: the person's linked spouses and children in no household."""
    return family.family_candidates(db, scope, person)
