"""/api/exports/people: the list on screen as a spreadsheet (IPMR, Chieftain, and an encoder: of their
barangays)."""

from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Query
from fastapi.responses import FileResponse, Response, StreamingResponse
from starlette.background import BackgroundTask

from katutubo.access.scope import PeopleScope
from katutubo.auth.dependencies import CurrentUser, RecordsOffice
from katutubo.core.db import DB
from katutubo.exports import service
from katutubo.exports.columns import COLUMN_SETS, READS, ColumnSet
from katutubo.exports.writers import csv_chunks, write_xlsx
from katutubo.people.ages import keep_ages_current
from katutubo.people.query import PeopleQuery
from katutubo.people.router import people_query

router = APIRouter(prefix="/api/exports", tags=["exports"], dependencies=[Depends(keep_ages_current)])

XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
FILE_RESPONSES: dict[int | str, dict[str, object]] = {
    200: {
        "description": "The file (Content-Disposition names it katutubo-{list}-{YYYY-MM-DD}.xlsx or .csv).",
        "content": {XLSX: {}, "text/csv": {}},
    }
}


def _attachment(name: str) -> dict[str, str]:
    return {"Content-Disposition": f'attachment; filename="{name}"'}


@router.get("/people", response_class=Response, responses=FILE_RESPONSES)
def export_people(
    db: DB,
    user: RecordsOffice,
    scope: PeopleScope,
    people: Annotated[PeopleQuery, Depends(people_query)],
    format: Literal["xlsx", "csv"] = "xlsx",
    columns: ColumnSet = "original",
    list: service.ListName = "master",
) -> Response:
    """Every row the list shows with these filters (all pages), in its order; an encoder's of their barangays
    only. 404 'No data to export yet.' when the list is empty."""
    total = service.count_or_refuse(db, scope, people)
    name = service.file_name(list, people, format)
    chosen = COLUMN_SETS[columns]
    if format == "csv":
        service.record_export(db, user, people, list, format, columns, total)
        chunks = csv_chunks(chosen, service.rows_in_own_transaction(scope, people, READS[columns]))
        return StreamingResponse(chunks, media_type="text/csv; charset=utf-8", headers=_attachment(name))
    path, count = write_xlsx(chosen, service.rows(db, scope, people, READS[columns]))
    service.record_export(db, user, people, list, format, columns, count)
    return FileResponse(
        path, media_type=XLSX, filename=name, background=BackgroundTask(path.unlink, missing_ok=True)
    )


@router.post("/people/printed", status_code=204)
def printed(
    db: DB,
    user: CurrentUser,
    scope: PeopleScope,
    people: Annotated[PeopleQuery, Depends(people_query)],
    list: service.ListName = "master",
    page: Annotated[int | None, Query(ge=1, le=100_000)] = None,
) -> Response:
    """The list with these filters was sent to the printer: every row (Print all), or one `page` of it (Print
    list). Recorded in the audit trail (people.printed) with how many people of the caller's scope were on
    paper; nothing else happens."""
    service.record_print(db, user, scope, people, list, page)
    return Response(status_code=204)
