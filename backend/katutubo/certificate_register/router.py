"""/api/certificate-register (the Chieftain and the IPMR): the register of certifications, a page at a time,
or whole as a spreadsheet and for the print page; every filter applies to all three alike."""

from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Query, Response
from fastapi.responses import FileResponse, StreamingResponse
from starlette.background import BackgroundTask

from katutubo.auth.dependencies import CertificateKeepers
from katutubo.certificate_register import service
from katutubo.certificate_register.columns import COLUMNS
from katutubo.certificate_register.schemas import RegisterPage, RegisterRow, Status
from katutubo.core.bounds import DayFilter, PageNumber
from katutubo.core.clock import office_today
from katutubo.core.db import DB
from katutubo.exports.writers import csv_chunks, write_xlsx
from katutubo.models.certification import CertificatePurpose
from katutubo.people.barangay_filter import BarangayFilter

router = APIRouter(prefix="/api/certificate-register", tags=["certificate register"])

XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
# The print page asks for every row at once: a year of a municipality's certificates fits.
MAX_PAGE_SIZE = 5000


def register_filters(
    barangay: BarangayFilter,
    date_from: DayFilter = None,
    date_to: DayFilter = None,
    purpose: CertificatePurpose | None = None,
    status: Status | None = None,
) -> service.RegisterFilters:
    return service.RegisterFilters(date_from, date_to, purpose, barangay, status)


Filters = Annotated[service.RegisterFilters, Depends(register_filters)]


@router.get("", response_model=RegisterPage)
def register(
    db: DB,
    _user: CertificateKeepers,
    filters: Filters,
    page: PageNumber = 1,
    page_size: Annotated[int, Query(ge=1, le=MAX_PAGE_SIZE)] = 50,
) -> RegisterPage:
    """Newest first (issue date, then serial); `total` counts every row the filters keep."""
    rows = service.page(db, filters, page, page_size)
    return RegisterPage(
        items=[RegisterRow.model_validate(row) for row in rows],
        total=service.count(db, filters),
        page=page,
        page_size=page_size,
    )


@router.get("/export", response_class=Response)
def export_register(
    db: DB, user: CertificateKeepers, filters: Filters, format: Literal["xlsx", "csv"] = "xlsx"
) -> Response:
    """Every row the filters keep, in the screen's order; recorded in the audit trail as an export."""
    name = f"katutubo-certificate-register-{office_today().isoformat()}.{format}"
    if format == "csv":
        rows = list(service.every_row(db, filters))
        service.record_export(db, user, filters, format, len(rows))
        headers = {"Content-Disposition": f'attachment; filename="{name}"'}
        return StreamingResponse(
            csv_chunks(COLUMNS, rows), media_type="text/csv; charset=utf-8", headers=headers
        )
    path, count = write_xlsx(COLUMNS, service.every_row(db, filters), "Certificates")
    service.record_export(db, user, filters, format, count)
    return FileResponse(
        path, media_type=XLSX, filename=name, background=BackgroundTask(path.unlink, missing_ok=True)
    )
