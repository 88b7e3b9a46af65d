"""/api/admin/imports (IPMR): upload a file, poll its check (preview and every error), import it, poll the
progress; and the spreadsheet template."""

import csv
import io
from typing import Literal

from fastapi import APIRouter, BackgroundTasks
from fastapi.responses import FileResponse, Response, StreamingResponse
from starlette.background import BackgroundTask

from katutubo.auth.dependencies import IPMR, SettingsDep
from katutubo.core.body_limit import body_limit
from katutubo.core.bounds import RowId
from katutubo.core.db import DB
from katutubo.core.errors import NotFound
from katutubo.core.messages import Message
from katutubo.exports.columns import ALL_FIELDS
from katutubo.exports.router import FILE_RESPONSES, XLSX
from katutubo.exports.writers import csv_chunks, write_xlsx
from katutubo.imports import jobs
from katutubo.imports.http import IMPORT_BODY_LIMIT, IMPORT_FORM, IMPORT_TOO_LARGE, ImportUpload
from katutubo.imports.report import report_rows
from katutubo.imports.schemas import ImportChoice, ImportJobOut
from katutubo.models import ImportJob

router = APIRouter(prefix="/api/admin/imports", tags=["imports"])

JOB_NOT_FOUND = Message("imports.job_not_found", "Import not found.")


@router.get("/template", response_class=Response, responses=FILE_RESPONSES)
def template(_user: IPMR, format: Literal["xlsx", "csv"] = "xlsx") -> Response:
    """An empty spreadsheet with the export's 'All fields' columns."""
    name = f"katutubo-import-template.{format}"
    if format == "csv":
        return StreamingResponse(
            csv_chunks(ALL_FIELDS, []),
            media_type="text/csv; charset=utf-8",
            headers={"Content-Disposition": f'attachment; filename="{name}"'},
        )
    path, _count = write_xlsx(ALL_FIELDS, [])
    return FileResponse(
        path, media_type=XLSX, filename=name, background=BackgroundTask(path.unlink, missing_ok=True)
    )


@router.post("", response_model=ImportJobOut, status_code=202, openapi_extra=IMPORT_FORM)
@body_limit(IMPORT_BODY_LIMIT, IMPORT_TOO_LARGE)
def upload(
    db: DB, user: IPMR, settings: SettingsDep, background: BackgroundTasks, upload: ImportUpload
) -> ImportJobOut:
    """Starts checking the file (nothing is imported yet); poll the job for the preview and the errors. The
    body is read only once the caller is known to be an IPMR."""
    file, photos = upload
    job = jobs.create_job(settings, user, file, photos)
    db.add(job)
    db.flush()
    background.add_task(jobs.check_job, settings, job.id)
    return ImportJobOut.model_validate(job)


def _job(db: DB, job_id: int) -> ImportJob:
    job = db.get(ImportJob, job_id)
    if job is None:
        raise NotFound(JOB_NOT_FOUND)
    return job


@router.get("/{job_id:int}", response_model=ImportJobOut)
def get_job(db: DB, _user: IPMR, job_id: RowId) -> ImportJobOut:
    return ImportJobOut.model_validate(_job(db, job_id))


@router.post("/{job_id:int}/commit", response_model=ImportJobOut, status_code=202)
def commit(
    db: DB,
    _user: IPMR,
    settings: SettingsDep,
    background: BackgroundTasks,
    job_id: RowId,
    choice: ImportChoice | None = None,
) -> ImportJobOut:
    """Imports the valid rows (refused ones are left out, rows equal to someone stored are left alone, and
    so are those the choice skips: by default every new row that may already be in the registry); poll for
    imported_rows. 409 unless the check is done; asking again after a restart resumes an import stopped half
    way, with the choice it started with."""
    job = _job(db, job_id)
    choice = choice or ImportChoice()
    jobs.start_import(job, choice.skip_likely, choice.skip_rows)
    background.add_task(jobs.run_import, settings, job.id)
    return ImportJobOut.model_validate(job)


@router.get("/{job_id:int}/report", response_class=Response, responses=FILE_RESPONSES)
def report(db: DB, _user: IPMR, job_id: RowId, lang: Literal["en", "fil"] = "en") -> Response:
    """The check's report as CSV: each refused row's errors, then the warnings, with the bad value and the
    person's name (headers in the chosen language)."""
    job = _job(db, job_id)
    rows = report_rows(job.errors, job.warnings, lang)
    buffer = io.StringIO()
    buffer.write("\ufeff")
    csv.writer(buffer).writerows(rows)
    name = f"katutubo-import-{job.id}-report.csv"
    return Response(
        buffer.getvalue(),
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{name}"'},
    )
