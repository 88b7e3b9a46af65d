"""Duplicates across the registry (/admin/duplicates): the latest scan's likely pairs, best first, and the
pairs an IPMR said are not the same person (never shown again, whatever later scans find)."""

import enum
from datetime import datetime

from sqlalchemy import Enum, Float, ForeignKey, Index, Integer
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.base import Base, UTCDateTime, utcnow


class ScanStatus(enum.StrEnum):
    running = "running"
    done = "done"
    failed = "failed"


class DuplicateScan(Base):
    """One refresh of the likely pairs, with the progress the page polls."""

    __tablename__ = "duplicate_scans"

    id: Mapped[int] = mapped_column(primary_key=True)
    status: Mapped[ScanStatus] = mapped_column(
        Enum(ScanStatus, native_enum=False, length=20, values_callable=lambda m: [s.value for s in m])
    )
    total: Mapped[int] = mapped_column(Integer, default=0)  # people to look at
    done: Mapped[int] = mapped_column(Integer, default=0)  # people looked at so far
    found: Mapped[int] = mapped_column(Integer, default=0)  # likely pairs
    created_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class DuplicatePair(Base):
    """A likely pair of the latest finished scan; first_id < second_id."""

    __tablename__ = "duplicate_pairs"
    __table_args__ = (Index("ix_duplicate_pairs_score", "score", "id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    first_id: Mapped[int] = mapped_column(ForeignKey("people.id", ondelete="CASCADE"), index=True)
    second_id: Mapped[int] = mapped_column(ForeignKey("people.id", ondelete="CASCADE"), index=True)
    score: Mapped[float] = mapped_column(Float)


class NotDuplicate(Base):
    """'Not the same person' / 'This is a different person': first_id < second_id, remembered for good."""

    __tablename__ = "not_duplicates"

    first_id: Mapped[int] = mapped_column(ForeignKey("people.id", ondelete="CASCADE"), primary_key=True)
    second_id: Mapped[int] = mapped_column(
        ForeignKey("people.id", ondelete="CASCADE"), primary_key=True, index=True
    )
    decided_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    decided_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
