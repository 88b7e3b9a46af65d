"""/api/people writes (IPMR): thin handlers over katutubo.records.service and the Trash."""

from typing import Any

from fastapi import APIRouter, Depends, Response

from katutubo.auth.dependencies import IPMR
from katutubo.core.db import DB
from katutubo.people.ages import keep_ages_current
from katutubo.people.dependencies import PersonById
from katutubo.people.schemas import PersonCreate, PersonOut, PersonUpdate, StaleSaveBody
from katutubo.records import service
from katutubo.trash.service import move_to_trash

# keep_ages_current runs before anything else of a request (router dependencies come first), as on the reads.
router = APIRouter(prefix="/api/people", tags=["people"], dependencies=[Depends(keep_ages_current)])


@router.post("", response_model=PersonOut, status_code=201, responses={200: {"model": PersonOut}})
def create_person(db: DB, user: IPMR, payload: PersonCreate, response: Response) -> PersonOut:
    """201 with the new person; 200 with the person already made when `client_id` was sent before."""
    person, created = service.create_once(db, payload, user)
    if not created:
        response.status_code = 200
    return PersonOut.model_validate(person)


STALE: dict[int | str, dict[str, Any]] = {
    409: {"model": StaleSaveBody, "description": "Changed by someone else since `version` was read."}
}


@router.put("/{person_id:int}", response_model=PersonOut, responses=STALE)
def update_person(db: DB, user: IPMR, person: PersonById, payload: PersonUpdate) -> PersonOut:
    """409 with the stored record (`detail.current`) when `version` is older than the stored one."""
    return PersonOut.model_validate(service.update_person(db, person, payload, user))


@router.delete("/{person_id:int}", status_code=204)
def delete_person(db: DB, user: IPMR, person: PersonById) -> Response:
    """Moves the person to the Trash: gone from every list and count, until restored or purged."""
    move_to_trash(db, user, person)
    return Response(status_code=204)
