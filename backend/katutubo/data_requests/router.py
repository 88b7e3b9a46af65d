"""/api/admin/requests (IPMR): requests of data subjects, the access report, the person's data as files."""

from typing import Annotated

from fastapi import APIRouter, Query, Response

from katutubo.access.people import person_including_trash
from katutubo.auth.dependencies import IPMR
from katutubo.core.bounds import PageNumber
from katutubo.core.db import DB
from katutubo.data_requests import portability, report, service
from katutubo.data_requests.dependencies import RequestById
from katutubo.data_requests.report_schemas import AccessReportOut
from katutubo.data_requests.schemas import (
    DataRequestClose,
    DataRequestCreate,
    DataRequestOut,
    DataRequestPage,
    StatusFilter,
)
from katutubo.models import User

router = APIRouter(prefix="/api/admin/requests", tags=["requests"])

MAX_PAGE_SIZE = 100
MEDIA = {"json": "application/json", "csv": "text/csv; charset=utf-8"}


def _file_responses(media_type: str) -> dict[int | str, dict[str, object]]:
    described = "The file (Content-Disposition names it katutubo-person-{id}-{YYYY-MM-DD}.json or .csv)."
    return {200: {"description": described, "content": {media_type: {}}}}


def _out(db: DB, actor: User, request_id: int) -> DataRequestOut:
    """The request with its person's name, in the Trash too (none once purged)."""
    request = service.get_request(db, request_id)
    return service.present(request, person_including_trash(db, actor, request.person_id))


@router.get("", response_model=DataRequestPage)
def list_requests(
    db: DB,
    actor: IPMR,
    status: StatusFilter = "open",
    page: PageNumber = 1,
    page_size: Annotated[int, Query(ge=1, le=MAX_PAGE_SIZE)] = 50,
) -> DataRequestPage:
    """Open ones first, the soonest due first; `status` open, closed or all."""
    rows, total = service.list_requests(db, actor, status, page, page_size)
    return DataRequestPage(
        items=[service.present(r, p) for r, p in rows], total=total, page=page, page_size=page_size
    )


@router.post("", response_model=DataRequestOut, status_code=201)
def record_request(db: DB, actor: IPMR, payload: DataRequestCreate) -> DataRequestOut:
    """Due on the 30th working day after the day of receipt (received today, Manila, unless given)."""
    return _out(db, actor, service.record_request(db, actor, payload).id)


@router.get("/{request_id:int}", response_model=DataRequestOut)
def get_request(db: DB, actor: IPMR, request: RequestById) -> DataRequestOut:
    return _out(db, actor, request.id)


@router.post("/{request_id:int}/close", response_model=DataRequestOut)
def close_request(db: DB, actor: IPMR, request: RequestById, payload: DataRequestClose) -> DataRequestOut:
    """With its outcome; a refusal with its written reason."""
    return _out(db, actor, service.close_request(db, actor, request, payload).id)


@router.get("/{request_id:int}/access-report", response_model=AccessReportOut)
def access_report(db: DB, actor: IPMR, request: RequestById) -> AccessReportOut:
    """An access request's report of the person (audited); of a purged person, the purge."""
    return report.access_report(db, actor, request)


def _file(db: DB, actor: IPMR, request: RequestById, fmt: portability.DataFormat) -> Response:
    name = portability.file_name(request, fmt)
    return Response(
        portability.person_file(db, actor, request, fmt),
        media_type=MEDIA[fmt],
        headers={"Content-Disposition": f'attachment; filename="{name}"'},
    )


@router.get(
    "/{request_id:int}/data.json", response_class=Response, responses=_file_responses("application/json")
)
def person_data_json(db: DB, actor: IPMR, request: RequestById) -> Response:
    """The person's data as JSON, for a portability or access request (audited)."""
    return _file(db, actor, request, "json")


@router.get("/{request_id:int}/data.csv", response_class=Response, responses=_file_responses("text/csv"))
def person_data_csv(db: DB, actor: IPMR, request: RequestById) -> Response:
    """The person's data as CSV (field, value), for a portability or access request (audited)."""
    return _file(db, actor, request, "csv")
