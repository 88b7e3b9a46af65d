"""A data subject's request under the Data Privacy Act (NPC Advisory 2021-01): access, correction, objection,
erasure or blocking, portability (katutubo.data_requests).

It keeps who asked, their relation to the person, how and by whom their identity was checked, the day the
office received it and the due date counted from it (the 30th working day after: katutubo.rules.working_days),
and, once closed, the outcome (a refusal with its written reason). `person_id` has no foreign key: a purged
person leaves the request as it was, and the access report then tells of the purge."""

import enum
from datetime import date, datetime

from sqlalchemy import Boolean, Date, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.base import Base, UTCDateTime, choice, utcnow
from katutubo.models.person import TEXT_LENGTH

REQUEST_TEXT_LENGTH = 1000
# The requester's name of a request the person made about themself, once their purge erased it.
ERASED_REQUESTER = ""


class RequestKind(enum.StrEnum):
    access = "access"
    correction = "correction"
    objection = "objection"
    erasure = "erasure"  # erasure or blocking
    portability = "portability"


class RequesterRelation(enum.StrEnum):
    self = "self"
    guardian = "guardian"  # parent or guardian
    representative = "representative"  # authorized representative
    other = "other"  # typed in `relation_other`


class RequestOutcome(enum.StrEnum):
    granted = "granted"
    partly_granted = "partly_granted"
    refused = "refused"


class DataRequest(Base):
    __tablename__ = "data_requests"
    __table_args__ = (
        # The list: open ones by due date, closed ones newest first.
        Index("ix_data_requests_closed_due", "closed_at", "due_on"),
        Index("ix_data_requests_person", "person_id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[RequestKind] = mapped_column(choice(RequestKind))
    person_id: Mapped[int] = mapped_column(Integer)
    requester_name: Mapped[str] = mapped_column(String(TEXT_LENGTH))
    relation: Mapped[RequesterRelation] = mapped_column(choice(RequesterRelation))
    relation_other: Mapped[str | None] = mapped_column(String(TEXT_LENGTH))
    identity_check: Mapped[str] = mapped_column(String(REQUEST_TEXT_LENGTH))
    identity_checked_by: Mapped[str] = mapped_column(String(TEXT_LENGTH))
    received_on: Mapped[date] = mapped_column(Date)
    due_on: Mapped[date] = mapped_column(Date)
    # The due date was counted on weekdays only: the holiday data does not cover a year it spans.
    weekdays_only: Mapped[bool] = mapped_column(Boolean, default=False)
    recorded_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    recorded_by_name: Mapped[str] = mapped_column(String(200))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    outcome: Mapped[RequestOutcome | None] = mapped_column(choice(RequestOutcome))
    reason: Mapped[str | None] = mapped_column(String(REQUEST_TEXT_LENGTH))
    closed_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    closed_on: Mapped[date | None] = mapped_column(Date)
    closed_by_name: Mapped[str | None] = mapped_column(String(200))
