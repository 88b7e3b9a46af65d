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
