from datetime import datetime

from pydantic import BaseModel


class TrashItemOut(BaseModel):
    id: int
    name: str
    barangay: str
    deleted_by_name: str | None
    deleted_at: datetime


class TrashPage(BaseModel):
    items: list[TrashItemOut]
    total: int
    page: int
    page_size: int
