"""Imports from /admin/import as jobs: the upload is kept under DATA_DIR/imports, checked in the background
(a dry run, rolled back chunk by chunk: the preview and every error), then imported on request in chunks of
CHUNK people, each committed together with the job's progress. An import stopped half way (a restart) is
resumed by asking again: it continues after the last committed chunk, so nobody is added twice.

Whatever goes wrong ends the check as failed with a message for the clerk (an unexpected error too: it is
logged, and the job does not stay "checking"); a file may hold at most bounds.MAX_ROWS people. Jobs a restart
interrupted, and uploads left for days: katutubo.imports.upkeep."""

import os
import shutil
import uuid
import zipfile
from collections.abc import Iterable, Iterator
from itertools import count, islice
from pathlib import Path, PurePath

from starlette.datastructures import UploadFile

from katutubo.core import jobs, statistics
from katutubo.core.config import Settings
from katutubo.core.db import get_sessionmaker, transaction
from katutubo.core.errors import Conflict, FieldErrors
from katutubo.core.messages import Message
from katutubo.core.private_files import PRIVATE_FILE, private_dir
from katutubo.imports import bounds, legacy, spreadsheet
from katutubo.imports.candidate import Candidate
from katutubo.imports.checks import LegacyPerson, RowError
from katutubo.imports.job_messages import said, say
from katutubo.imports.photo_files import NoPhotos, PhotoFiles, ZipPhotos
from katutubo.imports.service import Importer, batched, record_import
from katutubo.imports.unpacked import Refused
from katutubo.models import ImportJob, ImportStatus, User
from katutubo.models.base import utcnow
from katutubo.people import tally
from katutubo.people.schemas import PersonCreate
from katutubo.photos.storage import get_storage

FOLDER = "imports"
CHUNK = 500
KINDS = {
    ".json": "legacy",
    ".jsonl": "legacy",
    ".ndjson": "legacy",
    ".csv": "spreadsheet",
    ".xlsx": "spreadsheet",
}
WRONG_TYPE = Message("imports.wrong_type", "Choose a JSON, CSV or XLSX file.")
WRONG_PHOTOS = Message("imports.wrong_photos", "The photos must be a .zip of the photo folder.")
NOT_READY = Message("imports.not_ready", "This import is not ready to import.")
ALL_REFUSED_ROWS = (
    10_000  # none of this many accepted: not a file of people (a million junk rows took 10 min)
)
ALL_REFUSED = Message(
    "imports.all_refused",
    "None of the first 10000 rows could be imported: check that this is the right file and that its columns "
    "are named as in the template; the reasons of the first rows are listed.",
)
CHECK_FAILED = Message(
    "imports.check_failed",
    "The file could not be checked because of an error on the server: save the file again from the program "
    "that made it and upload it once more; if that fails too, tell the registry's administrator.",
)
IMPORT_STOPPED = Message(
    "imports.import_stopped",
    "The import stopped after {done} rows because of an error on the server: press Import to go on from "
    "there (no one is imported twice).",
)
UNREADABLE = (legacy.UnreadableFile, spreadsheet.UnreadableSheet, Refused)


def _save(upload: UploadFile, folder: Path, suffix: str) -> str:
    """Kept for the server's account only (people's records: mode 0600 in a 0700 folder)."""
    private_dir(folder)
    key = f"{FOLDER}/{uuid.uuid4().hex}{suffix}"
    descriptor = os.open(folder.parent / key, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE)
    with os.fdopen(descriptor, "wb") as out:
        shutil.copyfileobj(upload.file, out, length=1024 * 1024)
    return key


def create_job(settings: Settings, actor: User, upload: UploadFile, photos: UploadFile | None) -> ImportJob:
    """A job for the uploaded file (kept under DATA_DIR/imports); the caller adds it and starts the check."""
    name = PurePath(upload.filename or "upload").name
    suffix = PurePath(name).suffix.lower()
    if suffix not in KINDS:
        raise FieldErrors({"file": WRONG_TYPE})
    if photos is not None and PurePath(photos.filename or "").suffix.lower() != ".zip":
        raise FieldErrors({"photos": WRONG_PHOTOS})
    folder = settings.data_dir / FOLDER
    job = ImportJob(
        file_name=name,
        kind=KINDS[suffix],
        file_key=_save(upload, folder, suffix),
        photos_key=_save(photos, folder, ".zip") if photos is not None else None,
        status=ImportStatus.checking,
        created_by=actor.id,
    )
    return job


def _candidates(settings: Settings, job: ImportJob) -> Iterator[Candidate]:
    path = settings.data_dir / job.file_key
    people = legacy.candidates(path) if job.kind == "legacy" else spreadsheet.candidates(path)
    for number, candidate in zip(count(1), people, strict=False):
        if number > bounds.MAX_ROWS:
            raise spreadsheet.UnreadableSheet(bounds.TOO_MANY_ROWS)
        yield candidate


def _importer(settings: Settings, job: ImportJob) -> Importer:
    try:
        photos: PhotoFiles = ZipPhotos(settings.data_dir / job.photos_key) if job.photos_key else NoPhotos()
    except (zipfile.BadZipFile, OSError):
        raise legacy.UnreadableFile(WRONG_PHOTOS) from None
    schema: type[PersonCreate] = LegacyPerson if job.kind == "legacy" else PersonCreate
    return Importer(storage=get_storage(settings), photos=photos, schema=schema)


def _fail(job_id: int, message: Message) -> None:
    jobs.save(ImportJob, job_id, status=ImportStatus.failed, **said(message))


def check_job(settings: Settings, job_id: int) -> None:
    """The preview: every row checked and written as the import would, then rolled back. Any failure ends
    the job as failed with a message (the unexpected ones are logged)."""
    try:
        with jobs.running(ImportJob, job_id):
            try:
                _check_job(settings, job_id)
            except UNREADABLE as exc:  # the file's fault, said to the clerk (not logged)
                _fail(job_id, exc.message)
    except Exception:  # noqa: BLE001 - logged by jobs.running; the job must not stay "checking"
        _fail(job_id, CHECK_FAILED)


def _check_job(settings: Settings, job_id: int) -> None:
    with transaction() as db:
        job = db.get_one(ImportJob, job_id)
    importer, actor_id = _importer(settings, job), job.created_by
    importer.find_duplicates, importer.audited = True, False
    checked = 0
    for chunk in batched(_candidates(settings, job), CHUNK):
        with get_sessionmaker()() as db:
            actor = db.get(User, actor_id) if actor_id else None
            importer.add_chunk(db, actor, chunk)
            db.rollback()
        checked += len(chunk)
        if importer.report.counts["rejected"] == checked >= ALL_REFUSED_ROWS:
            jobs.save(ImportJob, job_id, errors=_errors(importer.report.rejected), checked_rows=checked)
            raise spreadsheet.UnreadableSheet(ALL_REFUSED)
        jobs.save(ImportJob, job_id, checked_rows=checked)
    report = importer.report
    with transaction() as db:
        job = db.get_one(ImportJob, job_id)
        job.total_rows = job.checked_rows = checked
        job.counts, job.preview = report.counts, report.preview
        job.errors = _errors(report.rejected)
        job.warnings = _errors(report.photo_problems)
        job.duplicates = report.duplicates
        job.status, job.updated_at = ImportStatus.ready, utcnow()


def _errors(errors: list[RowError]) -> list[dict[str, object]]:
    return [e.as_dict() for e in errors]


def start_import(job: ImportJob, skip_likely: bool = True, skip_rows: Iterable[int] = ()) -> None:
    """Ready, or an import this process is not running any more (stopped half way): import (again), leaving
    out the rows that may already be in the registry (skip_likely) and those chosen (skip_rows). An import
    that goes on keeps the choice it started with."""
    resumable = job.status == ImportStatus.importing and jobs.is_abandoned(ImportJob, job)
    if job.status != ImportStatus.ready and not resumable:
        raise Conflict(NOT_READY)
    if not job.imported_rows:
        job.skip = {"likely": skip_likely, "rows": sorted(set(skip_rows))}
    job.status, job.updated_at = ImportStatus.importing, utcnow()
    say(job, None)


def run_import(settings: Settings, job_id: int) -> None:
    """Imports the checked file; stopped by an error, the job is ready again, to go on from where it got."""
    try:
        with jobs.running(ImportJob, job_id):
            _run_import(settings, job_id)
    except Exception:  # noqa: BLE001 - logged by jobs.running
        with transaction() as db:
            job = db.get_one(ImportJob, job_id)
            if job.status == ImportStatus.importing:
                job.status, job.updated_at = ImportStatus.ready, utcnow()
                say(job, IMPORT_STOPPED.format(done=job.imported_rows))


def _run_import(settings: Settings, job_id: int) -> None:
    with transaction() as db:
        job = db.get_one(ImportJob, job_id)
        importer, done = _importer(settings, job), job.imported_rows
        importer.skip_likely = bool(job.skip.get("likely"))
        importer.skip_rows = frozenset(job.skip.get("rows", ()))
        if job.result:
            importer.report.counts |= dict(job.result)
    remaining = islice(_candidates(settings, job), done, None)
    for chunk in batched(remaining, CHUNK):
        with transaction() as db:
            actor = db.get(User, job.created_by) if job.created_by else None
            importer.add_chunk(db, actor, chunk)
            stored = db.get_one(ImportJob, job_id)
            stored.imported_rows += len(chunk)
            stored.result, stored.updated_at = dict(importer.report.counts), utcnow()
    with transaction() as db:
        actor = db.get(User, job.created_by) if job.created_by else None
        made, warnings = importer.make_households(db, actor)
        counts = importer.report.counts | ({"households": made} if made else {})
        record_import(db, actor, job.file_name, counts)
        stored = db.get_one(ImportJob, job_id)
        stored.status, stored.updated_at = ImportStatus.done, utcnow()
        if warnings:
            stored.warnings = [*(stored.warnings or []), *_errors(warnings)]
    with transaction() as db:  # many people at once: the planner's statistics and the tally catch up
        tally.compact_if_large(db)
        statistics.refresh(db)
    for key in (job.file_key, job.photos_key):
        if key:
            (settings.data_dir / key).unlink(missing_ok=True)
