"""/api/admin/backups (IPMR): the backups on the server, one now, and a download (password asked again)."""

from fastapi import APIRouter
from fastapi.responses import FileResponse
from starlette.concurrency import run_in_threadpool

from katutubo import audit
from katutubo.auth.dependencies import IPMR, SettingsDep
from katutubo.backups import service
from katutubo.backups.schemas import BackupDownloadIn, BackupOut, BackupScheduleOut
from katutubo.core.db import DB
from katutubo.core.errors import FieldErrors
from katutubo.core.messages import Message
from katutubo.core.security import verify_password

router = APIRouter(prefix="/api/admin/backups", tags=["backups"])

WRONG_PASSWORD = Message("backups.wrong_password", "Password is incorrect.")


@router.get("", response_model=list[BackupOut])
def list_backups(_user: IPMR, settings: SettingsDep) -> list[BackupOut]:
    """Newest first."""
    return [BackupOut.model_validate(s) for s in service.list_backups(settings)]


@router.get("/schedule", response_model=BackupScheduleOut)
def schedule(_user: IPMR, settings: SettingsDep) -> BackupScheduleOut:
    """Whether the server writes backups by itself, how often, and how many it keeps."""
    every = settings.backup_every_hours
    return BackupScheduleOut(
        every_hours=every if every and every > 0 else None,
        keep=settings.backup_keep,
        encrypted=bool(settings.backup_encrypt_to),
    )


@router.post("", response_model=BackupOut, status_code=201)
async def run_backup(db: DB, user: IPMR, settings: SettingsDep) -> BackupOut:
    """Writes a backup now (encrypted when KATUTUBO_BACKUP_ENCRYPT_TO is set), then keeps the newest
    KATUTUBO_BACKUP_KEEP."""
    summary = await run_in_threadpool(service.write_backup, settings, None, settings.backup_encrypt_to)
    await run_in_threadpool(service.prune, settings)
    audit.record(db, user, "backup.created", audit.Target("backup", None, summary["name"]))
    return BackupOut.model_validate(summary)


@router.post(
    "/{name}/download",
    response_class=FileResponse,
    responses={200: {"content": {"application/octet-stream": {}}, "description": "The archive."}},
)
def download_backup(
    db: DB, user: IPMR, settings: SettingsDep, name: str, body: BackupDownloadIn
) -> FileResponse:
    """422 'Password is incorrect.' unless the caller's password is given again; audited."""
    path = service.backup_path(settings, name)
    if not verify_password(body.password, user.password_hash):
        raise FieldErrors({"password": WRONG_PASSWORD})
    audit.record(db, user, "backup.downloaded", audit.Target("backup", None, name))
    return FileResponse(path, media_type="application/octet-stream", filename=name)
