"""An import from a file uploaded at /admin/import: read and checked in the background (the preview), then
imported on request, with progress the page polls. `imported_rows` is committed with each chunk of people,
so an import interrupted half way resumes after the last committed chunk instead of adding anyone twice."""

import enum
from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Enum, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.base import Base, UTCDateTime, utcnow


class ImportStatus(enum.StrEnum):
    checking = "checking"  # reading the file and checking every row
    ready = "ready"  # preview and errors known; waiting for "Import"
    importing = "importing"
    done = "done"
    failed = "failed"  # the file could not be read (message says why)


class ImportJob(Base):
    __tablename__ = "import_jobs"

    id: Mapped[int] = mapped_column(primary_key=True)
    file_name: Mapped[str] = mapped_column(String(300))
    # "legacy" (the original's JSON collection) or "spreadsheet" (CSV / XLSX); the file is in DATA_DIR/imports
    kind: Mapped[str] = mapped_column(String(20))
    file_key: Mapped[str] = mapped_column(String(300))
    photos_key: Mapped[str | None] = mapped_column(String(300))
    status: Mapped[ImportStatus] = mapped_column(
        Enum(ImportStatus, native_enum=False, length=20, values_callable=lambda m: [s.value for s in m])
    )
    message: Mapped[str | None] = mapped_column(String(500))
    # The message's code and values (katutubo.core.messages); None on jobs stored before they were kept.
    message_code: Mapped[str | None] = mapped_column(String(100))
    message_params: Mapped[dict[str, str] | None] = mapped_column(JSON)
    total_rows: Mapped[int] = mapped_column(Integer, default=0)
    checked_rows: Mapped[int] = mapped_column(Integer, default=0)
    imported_rows: Mapped[int] = mapped_column(Integer, default=0)
    # {"create": n, "update": n, "unchanged": n, "rejected": n} from the check; the same after importing.
    counts: Mapped[dict[str, int]] = mapped_column(JSON, default=dict)
    result: Mapped[dict[str, int]] = mapped_column(JSON, default=dict)
    preview: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)
    errors: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)
    # What the check noticed without refusing the row (a photo not found): reported apart from the errors.
    warnings: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)
    # The choice at Import: {"likely": skip rows that may already be in the registry, "rows": [row, ...]}
    skip: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    # Rows the check found likely already in the registry (katutubo.duplicates): never refused, only shown.
    duplicates: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)
    created_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
