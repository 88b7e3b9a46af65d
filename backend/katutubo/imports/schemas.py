from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from katutubo.models import ImportStatus
from katutubo.people.schemas import PersonOut


class RowErrorOut(BaseModel):
    row: int = Field(description="The spreadsheet's own row number (header = row 1), or the record's place.")
    ref: str = Field(description='"row 7", or the document id of a record of the original app.')
    column: str = Field(description="The file's own column or field name.")
    message: str = Field(description="The reason in English.")
    code: str | None = Field(
        default=None,
        description="The message's stable code (the app shows its catalogue's text); None on a reason stored "
        "before codes were kept (the app shows `message` then).",
    )
    params: dict[str, str] = Field(default_factory=dict, description="The values in the message, by name.")
    value: str | None = Field(default=None, description="What the file holds there, if anything.")
    name: str | None = Field(default=None, description="The row's person, Last, First Middle.")


class PreviewRow(BaseModel):
    row: int
    action: Literal["create", "update", "unchanged"]
    person: PersonOut = Field(description="As it will be stored.")


class ImportMatch(BaseModel):
    id: int
    name: str
    score: float


class ImportDuplicate(BaseModel):
    row: int
    ref: str
    name: str = Field(description="The row's person, Last, First Middle.")
    matches: list[ImportMatch] = Field(
        description="Who in the registry they may already be, most likely first."
    )


class ImportCounts(BaseModel):
    create: int = 0
    update: int = 0
    unchanged: int = 0
    rejected: int = 0
    skipped: int = Field(default=0, description="Left out by the clerk's choice at Import.")
    likely: int = Field(
        default=0, description="The check: new rows that may already be in the registry (all of them)."
    )


class ImportChoice(BaseModel):
    """What to leave out at Import: rows that may already be in the registry, and rows chosen one by one."""

    skip_likely: bool = Field(default=True, description='"Skip rows that may already be in the registry".')
    skip_rows: list[int] = Field(
        default_factory=list, max_length=100_000, description="Row numbers to leave out."
    )


class ImportJobOut(BaseModel):
    """Poll GET /api/admin/imports/{id} while status is checking or importing."""

    model_config = ConfigDict(from_attributes=True)

    id: int
    file_name: str
    kind: Literal["legacy", "spreadsheet"]
    status: ImportStatus
    message: str | None = Field(
        description="Why the check failed (status failed), or why an import stopped and may go on (ready)."
    )
    total_rows: int = Field(description="Known once checked.")
    checked_rows: int
    imported_rows: int = Field(description="Progress of the import: imported_rows / total_rows.")
    counts: ImportCounts = Field(description="What the check found (the preview's dry run).")
    result: ImportCounts = Field(description="What the import did so far.")
    preview: list[PreviewRow] = Field(description="The first 20 rows as they will be stored.")
    errors: list[RowErrorOut] = Field(description="Every refused row's reasons.")
    warnings: list[RowErrorOut] = Field(
        default_factory=list, description="What was noticed without refusing the row: photos not found."
    )
    duplicates: list[ImportDuplicate] = Field(
        default_factory=list, description="New rows that may already be in the registry (the first 200)."
    )
    created_at: datetime
    message_code: str | None = Field(
        description="The message's stable code (the app shows its catalogue's text); None without a message "
        "or on a job stored before codes were kept (the app shows `message` then)."
    )
    message_params: dict[str, str] | None = Field(description="The values in the message, by name.")
