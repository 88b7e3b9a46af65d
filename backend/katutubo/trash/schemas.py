from datetime import datetime

from pydantic import BaseModel

from katutubo.people.summary import PersonSummary


class TrashItemOut(PersonSummary):
    """A deleted person; the IPMR types their last_name to confirm a permanent delete."""

    deleted_by_name: str | None
    deleted_at: datetime
    # Merged into this person (/admin/duplicates): the Trash links to the kept record.
    merged_into: int | None = None


class TrashPage(BaseModel):
    items: list[TrashItemOut]
    total: int
    page: int
    page_size: int
    # How many days a deleted person stays in the Trash before the server purges them (KATUTUBO_TRASH_DAYS);
    # None (the default): they stay until an IPMR purges them.
    trash_days: int | None
