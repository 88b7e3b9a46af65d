from datetime import datetime

from pydantic import BaseModel, Field


class BackupCounts(BaseModel):
    people: int
    users: int
    audit_events: int
    barangay_photos: int
    photo_files: int


class BackupOut(BaseModel):
    name: str = Field(description="The file name; download it with POST /api/admin/backups/{name}/download.")
    created_at: datetime
    size: int = Field(description="Bytes.")
    counts: BackupCounts
    schema_revision: str | None
    encrypted: bool
    verified: bool = Field(
        description="Read back after writing with every checksum matching, size unchanged."
    )


class BackupDownloadIn(BaseModel):
    password: str = Field(default="", description="The IPMR's own password, asked again.")


class BackupScheduleOut(BaseModel):
    """What the server is set to do by itself (KATUTUBO_BACKUP_EVERY_HOURS, KATUTUBO_BACKUP_KEEP,
    KATUTUBO_BACKUP_ENCRYPT_TO)."""

    every_hours: float | None = Field(
        description="Hours between scheduled backups; null: scheduled backups are off."
    )
    keep: int = Field(description="How many backups are kept (the oldest are deleted).")
    encrypted: bool = Field(description="Backups are encrypted to an age public key.")
