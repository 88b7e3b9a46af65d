from datetime import datetime

from pydantic import BaseModel


class TrashItemOut(BaseModel):
    id: int
    name: str
    # What the IPMR types to confirm a permanent delete.
    last_name: str
    barangay: str
    deleted_by_name: str | None
    deleted_at: datetime
    # Merged into this person (/admin/duplicates): the Trash links to the kept record.
    merged_into: int | None = None


class TrashPage(BaseModel):
    items: list[TrashItemOut]
    total: int
    page: int
    page_size: int
    # How many days a deleted person stays in the Trash before the server purges them (KATUTUBO_TRASH_DAYS).
    trash_days: int
