"""/api/people reads: thin handlers; the rules live in the service, the query and katutubo.rules (the writes:
katutubo.records.router)."""

from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Query

from katutubo.access.scope import PeopleScope
from katutubo.auth.dependencies import CurrentUser
from katutubo.core.bounds import PageNumber
from katutubo.core.db import DB
from katutubo.core.errors import FieldErrors
from katutubo.models import Gender
from katutubo.people import listing, service
from katutubo.people.ages import keep_ages_current
from katutubo.people.barangay_parts import BarangayParts
from katutubo.people.dependencies import PersonById
from katutubo.people.form import barangay_unknown
from katutubo.people.query import BasisFilter, Category, Order, PeopleQuery, SortKey, Status
from katutubo.people.schemas import (
    LineageStats,
    PersonOut,
    PersonPage,
    Suggestions,
)
from katutubo.people.tribe_counts import Tribes, tribe_counts
from katutubo.reference.data import canonical_barangay

# keep_ages_current runs before anything else of a request (router dependencies come first).
router = APIRouter(prefix="/api/people", tags=["people"], dependencies=[Depends(keep_ages_current)])

MAX_PAGE_SIZE = 100


def people_query(
    category: Category = "",
    gender: Literal["", "Male", "Female"] = "",
    status: Status = "",
    barangay: str = "",
    q: Annotated[str, Query(max_length=100)] = "",
    sort: SortKey = "name",
    order: Order = "asc",
    legal_basis: Annotated[
        BasisFilter, Query(description="'not_recorded': only the people whose legal basis is not recorded.")
    ] = "",
) -> PeopleQuery:
    known = canonical_barangay(barangay) if barangay.strip() else None
    if barangay.strip() and known is None:
        raise FieldErrors({"barangay": barangay_unknown()})
    chosen_gender = Gender(gender) if gender else None
    return PeopleQuery(category, chosen_gender, status, known, q, sort, order, legal_basis)


@router.get("", response_model=PersonPage)
def list_people(
    db: DB,
    scope: PeopleScope,
    people: Annotated[PeopleQuery, Depends(people_query)],
    page: PageNumber = 1,
    page_size: Annotated[int, Query(ge=1, le=MAX_PAGE_SIZE)] = 50,
) -> PersonPage:
    """One page of the master list with the total count, filtered and sorted in the database; an encoder's
    of their barangays only."""
    return listing.list_people(db, scope, people, page, page_size)


@router.get("/stats/lineages", response_model=LineageStats)
def lineage_stats(
    db: DB, scope: PeopleScope, counts: Annotated[BarangayParts[Tribes], Depends(tribe_counts)]
) -> LineageStats:
    """The tribe distribution: the top 6 lineages with count and percentage of all people (an encoder's: of
    their barangays)."""
    return listing.lineage_stats(db, scope, counts)


@router.get("/suggestions", response_model=Suggestions)
def suggestions(
    db: DB,
    scope: PeopleScope,
    q: Annotated[str, Query(max_length=100)] = "",
    limit: Annotated[int, Query(ge=1, le=8)] = listing.NAME_SUGGESTIONS,
) -> Suggestions:
    """Up to 6 people (name, barangay, tribe or exact age) and up to 4 barangays for the search box (an
    encoder's: of their barangays)."""
    return listing.suggestions(db, scope, q, limit)


@router.get("/{person_id:int}", response_model=PersonOut)
def get_person(db: DB, user: CurrentUser, scope: PeopleScope, person: PersonById) -> PersonOut:
    """The full IP Profile; each opening is recorded in the audit trail. A household head outside an
    encoder's barangays shows as `head_outside` (no id, no name)."""
    return PersonOut.model_validate(service.view_person(db, user, person), context={"scope": scope})
