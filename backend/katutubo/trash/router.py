"""/api/admin/trash (IPMR): deleted people, restore, delete permanently."""

from typing import Annotated

from fastapi import APIRouter, Query, Response

from katutubo.auth.dependencies import IPMR, SettingsDep
from katutubo.core.bounds import PageNumber
from katutubo.core.db import DB
from katutubo.people.schemas import PersonOut
from katutubo.people.summary import summarise
from katutubo.photos.storage import Storage
from katutubo.trash import service
from katutubo.trash.dependencies import TrashedById
from katutubo.trash.schemas import TrashItemOut, TrashPage

router = APIRouter(prefix="/api/admin/trash", tags=["trash"])

MAX_PAGE_SIZE = 100
DISPOSAL_AUTHORITY_LENGTH = 200


@router.get("", response_model=TrashPage)
def list_trash(
    db: DB,
    user: IPMR,
    settings: SettingsDep,
    page: PageNumber = 1,
    page_size: Annotated[int, Query(ge=1, le=MAX_PAGE_SIZE)] = 50,
    q: Annotated[str, Query(max_length=100)] = "",
) -> TrashPage:
    """The people in the Trash, the most recently deleted first; `q` searches as the master list does."""
    rows, total = service.list_trash(db, user, page, page_size, q)
    items = [
        summarise(
            p, TrashItemOut, deleted_by_name=deleted_by, deleted_at=p.deleted_at, merged_into=p.merged_into
        )
        for p, deleted_by in rows
    ]
    return TrashPage(items=items, total=total, page=page, page_size=page_size, trash_days=settings.trash_days)


@router.post("/{person_id:int}/restore", response_model=PersonOut)
def restore(db: DB, actor: IPMR, person: TrashedById) -> PersonOut:
    """Back in every list and count, with the same data and photo."""
    return PersonOut.model_validate(service.restore(db, actor, person))


@router.delete("/{person_id:int}", status_code=204)
def purge(
    db: DB,
    actor: IPMR,
    person: TrashedById,
    storage: Storage,
    last_name: Annotated[str, Query(description="The person's last name, typed to confirm")] = "",
    disposal_authority: Annotated[
        str,
        Query(
            max_length=DISPOSAL_AUTHORITY_LENGTH,
            description="The reference of the National Archives' disposal authority (RA 9470); required",
        ),
    ] = "",
) -> Response:
    """Deletes the person for good (confirmed by their last name, any case, under the disposal authority
    named, kept in the audit trail); photo files go after commit."""
    authority = service.check_purge(person, last_name, disposal_authority)
    service.purge(db, actor, person, storage, authority)
    return Response(status_code=204)
