"""Possible duplicates: checked while a person is entered (/api/people/duplicates), and across the registry at
/admin/duplicates (/api/admin/duplicates). The entry check: IPMR and encoder (who fills the same form; only
people of their barangays); the rest IPMR only. Never a block, never an automatic merge. 'This is a
different person' is sent with the Add form's save itself (PersonCreate.different_from), recorded in its
transaction; /different-people is for a person saved already (an offline entry checked at sync)."""

from typing import Annotated

from fastapi import APIRouter, BackgroundTasks, Query, Response

from katutubo.access.scope import PeopleScope
from katutubo.auth.dependencies import IPMR, RecordEditors
from katutubo.core.bounds import IdFilter, PageNumber
from katutubo.core.db import DB
from katutubo.core.messages import MessageOut
from katutubo.duplicates import merge, scan, service
from katutubo.duplicates.schemas import (
    DifferentPeople,
    LinkNotMoved,
    Matches,
    MergeIn,
    MergeOut,
    PairIn,
    PairOut,
    PairPage,
    Probe,
    ScanOut,
)
from katutubo.people.dependencies import PersonById
from katutubo.people.schemas import PersonOut
from katutubo.people.service import get_person

entry = APIRouter(prefix="/api/people", tags=["duplicates"])
admin = APIRouter(prefix="/api/admin/duplicates", tags=["duplicates"])

MAX_PAGE_SIZE = 50


@entry.post("/duplicates", response_model=Matches)
def possible_duplicates(db: DB, _user: RecordEditors, scope: PeopleScope, probe: Probe) -> Matches:
    """Up to 5 people the form's person may already be, most likely first (nothing is stored); for an
    encoder, only people of their barangays."""
    return Matches(matches=service.likely_matches(db, probe, scope))


@entry.post("/{person_id:int}/different-people", status_code=204)
def different_people(db: DB, user: IPMR, person: PersonById, payload: DifferentPeople) -> Response:
    """'This is a different person' about a person saved already: an entry recorded offline whose possible
    duplicates were found when it synced. (The Add form sends the choice with the create instead.)"""
    service.different_people(db, user, person, payload.person_ids)
    return Response(status_code=204)


@admin.get("", response_model=PairPage)
def list_pairs(
    db: DB,
    _user: IPMR,
    scope: PeopleScope,
    page: PageNumber = 1,
    page_size: Annotated[int, Query(ge=1, le=MAX_PAGE_SIZE)] = 20,
    person: IdFilter = None,
) -> PairPage:
    """The latest scan's likely pairs (those of one person, with `person`), best first, and that scan's
    progress."""
    rows, total = service.pair_page(db, scope, page, page_size, person)
    latest = scan.latest_scan(db)
    return PairPage(
        items=[
            PairOut(
                id=pair.id,
                score=pair.score,
                first=PersonOut.model_validate(a),
                second=PersonOut.model_validate(b),
            )
            for pair, a, b in rows
        ],
        total=total,
        page=page,
        page_size=page_size,
        scan=ScanOut.model_validate(latest) if latest else None,
    )


@admin.post("/scan", response_model=ScanOut, status_code=202)
def refresh(db: DB, user: IPMR, background: BackgroundTasks) -> ScanOut:
    """Looks for likely pairs again in the background; poll GET for the progress. 409 while one runs."""
    started = scan.start_scan(db, user)
    background.add_task(scan.run_scan, started.id)
    return ScanOut.model_validate(started)


@admin.post("/merge", response_model=MergeOut)
def merge_pair(db: DB, user: IPMR, payload: MergeIn) -> MergeOut:
    """The kept record with the chosen values and the other's linked relatives (those the family rules
    refuse are listed in `links_not_moved`); the other goes to the Trash, linked to it."""
    keep, other = get_person(db, payload.keep_id), get_person(db, payload.other_id)
    kept, not_moved = merge.merge(db, user, keep, other, {str(k): v for k, v in payload.choices.items()})
    notes = [LinkNotMoved.of(n.note, reason=MessageOut.of(n.reason)) for n in not_moved]
    return MergeOut(**dict(PersonOut.model_validate(kept)), links_not_moved=notes)


@admin.post("/not-same", status_code=204)
def not_same(db: DB, user: IPMR, payload: PairIn) -> Response:
    """'Not the same person': this pair is never shown again."""
    first, second = get_person(db, payload.first_id), get_person(db, payload.second_id)
    service.not_same(db, user, first, second)
    return Response(status_code=204)
