"""/api/exports/people: the list on screen as a spreadsheet (IPMR and Chieftain)."""

from typing import Annotated, Literal

from fastapi import APIRouter, Depends
from fastapi.responses import FileResponse, Response, StreamingResponse
from starlette.background import BackgroundTask

from katutubo.auth.dependencies import RecordsOffice
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
    people: Annotated[PeopleQuery, Depends(people_query)],
    format: Literal["xlsx", "csv"] = "xlsx",
    columns: ColumnSet = "original",
    list: service.ListName = "master",
) -> Response:
    """Every row the list shows with these filters (all pages), in its order. 404 'No data to export yet.'
    when the list is empty."""
    total = service.count_or_refuse(db, people)
    name = service.file_name(list, people, format)
    chosen = COLUMN_SETS[columns]
    if format == "csv":
        service.record_export(db, user, people, list, format, columns, total)
        chunks = csv_chunks(chosen, service.rows_in_own_transaction(people, READS[columns]))
        return StreamingResponse(chunks, media_type="text/csv; charset=utf-8", headers=_attachment(name))
    path, count = write_xlsx(chosen, service.rows(db, people, READS[columns]))
    service.record_export(db, user, people, list, format, columns, count)
    return FileResponse(
        path, media_type=XLSX, filename=name, background=BackgroundTask(path.unlink, missing_ok=True)
    )
