"""/api/proposals (an encoder's own proposals) and /api/admin/proposals (the IPMR's queue): thin handlers
over katutubo.proposals.service, .apply and .photos."""

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, Request, Response
from starlette.datastructures import UploadFile

from katutubo.access.scope import scope_of
from katutubo.auth.dependencies import IPMR, Encoder, RecordEditors
from katutubo.core.body_limit import body_limit
from katutubo.core.bounds import PageNumber, RowId
from katutubo.core.db import DB
from katutubo.core.errors import BadRequest
from katutubo.models import ProposalState
from katutubo.people.schemas import StaleSaveBody
from katutubo.photos.http import NO_FILE, UPLOAD_BODY_LIMIT, image_response
from katutubo.photos.processing import TOO_LARGE, PhotoTooLarge
from katutubo.photos.storage import Storage
from katutubo.proposals import apply, emails, photos, service, views
from katutubo.proposals.schemas import (
    ApprovedMany,
    ApproveMany,
    ProposalDetail,
    ProposalEdit,
    ProposalIn,
    ProposalOut,
    ProposalPage,
    Refusal,
    RejectIn,
    WaitingCount,
)
from katutubo.rules.photos import MAX_BYTES

router = APIRouter(prefix="/api/proposals", tags=["proposals"])
admin = APIRouter(prefix="/api/admin/proposals", tags=["proposals"])

MAX_PAGE_SIZE = 100
PageSize = Annotated[int, Query(ge=1, le=MAX_PAGE_SIZE)]
StateFilter = Annotated[ProposalState | None, Query()]

PHOTO_FORM: dict[str, Any] = {
    "requestBody": {
        "content": {
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "title": "ProposalPhotoUpload",
                    "properties": {
                        "photo": {"type": "string", "format": "binary", "description": "The photo."}
                    },
                }
            }
        }
    }
}


async def uploaded_photo(request: Request, _user: Encoder) -> bytes:
    """The multipart field `photo`, read only once the caller is known to be an encoder (as a person's)."""
    async with request.form(max_files=1, max_fields=10) as form:
        file = form.get("photo") or form.get("file")
        if not isinstance(file, UploadFile):
            raise BadRequest(NO_FILE)
        data = await file.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise PhotoTooLarge(TOO_LARGE)
    return data


PhotoUpload = Annotated[bytes, Depends(uploaded_photo)]


def _page(db: DB, items: list[Any], total: int, page: int, page_size: int) -> ProposalPage:
    return ProposalPage(items=views.outs(db, items), total=total, page=page, page_size=page_size)


# --- the encoder --------------------------------------------------------------------------------------


@router.post("", response_model=ProposalOut, status_code=201, responses={200: {"model": ProposalOut}})
def propose(db: DB, user: Encoder, payload: ProposalIn, response: Response) -> ProposalOut:
    """201 with the new proposal; 200 with the one already made when `client_id` was sent before."""
    proposal, created = service.propose(db, user, payload)
    if not created:
        response.status_code = 200
    return views.out(db, proposal)


@router.get("", response_model=ProposalPage)
def my_proposals(
    db: DB, user: Encoder, state: StateFilter = None, page: PageNumber = 1, page_size: PageSize = 50
) -> ProposalPage:
    items, total = service.list_own(db, user, state, page, page_size)
    return _page(db, items, total, page, page_size)


@router.get("/{proposal_id:int}", response_model=ProposalDetail)
def get_proposal(db: DB, user: RecordEditors, proposal_id: RowId) -> ProposalDetail:
    """The author's own, or any for an IPMR."""
    return views.detail(db, scope_of(user), service.readable(db, user, proposal_id))


@router.put("/{proposal_id:int}", response_model=ProposalOut)
def edit_proposal(db: DB, user: RecordEditors, proposal_id: RowId, payload: ProposalEdit) -> ProposalOut:
    """The author: a draft or a rejected one. An IPMR: a submitted one, before approving it."""
    proposal = service.readable(db, user, proposal_id)
    return views.out(db, service.edit(db, user, proposal, payload))


@router.post("/{proposal_id:int}/submit", response_model=ProposalOut)
def submit_proposal(db: DB, user: Encoder, proposal_id: RowId) -> ProposalOut:
    return views.out(db, service.submit(db, user, service.own(db, user, proposal_id)))


@router.post("/{proposal_id:int}/withdraw", response_model=ProposalOut)
def withdraw_proposal(db: DB, user: Encoder, proposal_id: RowId) -> ProposalOut:
    return views.out(db, service.withdraw(db, user, service.own(db, user, proposal_id)))


@router.post("/{proposal_id:int}/photo", response_model=ProposalOut, openapi_extra=PHOTO_FORM)
@body_limit(UPLOAD_BODY_LIMIT, TOO_LARGE)
def upload_photo(
    db: DB, user: Encoder, proposal_id: RowId, storage: Storage, photo: PhotoUpload
) -> ProposalOut:
    """As a person's photo: JPEG, PNG, WEBP or GIF up to 5 MB, stored re-encoded."""
    proposal = service.own(db, user, proposal_id)
    photos.set_photo(db, proposal, photo, storage)
    return views.out(db, proposal)


@router.get("/{proposal_id:int}/photo", response_class=Response)
def get_photo(db: DB, user: RecordEditors, proposal_id: RowId, storage: Storage) -> Response:
    """The proposed photo: for its author or an IPMR."""
    content, key = photos.read_photo(service.readable(db, user, proposal_id), storage)
    return image_response(content, key)


# --- the IPMR -----------------------------------------------------------------------------------------


@admin.get("", response_model=ProposalPage)
def queue(
    db: DB,
    _user: IPMR,
    state: StateFilter = ProposalState.submitted,
    page: PageNumber = 1,
    page_size: PageSize = 50,
) -> ProposalPage:
    """Oldest submitted first."""
    items, total = service.list_queue(db, state, page, page_size)
    return _page(db, items, total, page, page_size)


@admin.get("/count", response_model=WaitingCount)
def waiting_count(db: DB, _user: IPMR) -> WaitingCount:
    """The submitted proposals: the header's count."""
    return WaitingCount(waiting=service.waiting(db))


@admin.post("/approve", response_model=ApprovedMany)
def approve_many(db: DB, user: IPMR, payload: ApproveMany, storage: Storage) -> ApprovedMany:
    """Several at once, each applied on its own: the others are listed with the reason they were refused."""
    approved, refused = apply.approve_many(db, user, payload.ids, storage)
    for proposal in approved:
        emails.send_decision(db, proposal)
    return ApprovedMany(
        approved=[p.id for p in approved],
        refused=[Refusal(id=i, code=e.message.code, message=str(e.message)) for i, e in refused],
    )


STALE: dict[int | str, dict[str, Any]] = {
    409: {
        "model": StaleSaveBody,
        "description": "Already decided (`proposals.already_decided`), the person deleted meanwhile "
        "(`proposals.person_deleted`, no detail), or the record changed since the proposal's base version "
        "(`proposals.stale`: the edit conflict's body, the stored record in `detail.current`).",
    }
}


@admin.post("/{proposal_id:int}/approve", response_model=ProposalOut, responses=STALE)
def approve(db: DB, user: IPMR, proposal_id: RowId, storage: Storage) -> ProposalOut:
    """Applied as an ordinary change of the record, in one transaction. 409 when already decided, when the
    record changed after the proposal's base version (the edit conflict's body) or went to the Trash."""
    proposal = apply.approve(db, user, service.get_proposal(db, proposal_id), storage)
    emails.send_decision(db, proposal)
    return views.out(db, proposal)


@admin.post("/{proposal_id:int}/reject", response_model=ProposalOut)
def reject(db: DB, user: IPMR, proposal_id: RowId, payload: RejectIn) -> ProposalOut:
    """422 on `reason` when none is given."""
    proposal = service.reject(db, user, service.get_proposal(db, proposal_id), payload.reason)
    emails.send_decision(db, proposal)
    return views.out(db, proposal)
