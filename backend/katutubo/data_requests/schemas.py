from datetime import date, datetime
from typing import Literal

from pydantic import BaseModel, Field

from katutubo.core.bounds import FIRST_DAY, LAST_DAY, StrictId
from katutubo.core.strict_types import StrictDay
from katutubo.models import RequesterRelation, RequestKind, RequestOutcome
from katutubo.models.data_request import REQUEST_TEXT_LENGTH
from katutubo.models.person import TEXT_LENGTH

RequestStatus = Literal["open", "due_soon", "overdue", "closed"]
StatusFilter = Literal["open", "closed", "all"]


class DataRequestCreate(BaseModel):
    kind: RequestKind
    person_id: StrictId
    requester_name: str = Field(min_length=1, max_length=TEXT_LENGTH)
    relation: RequesterRelation
    relation_other: str | None = Field(default=None, max_length=TEXT_LENGTH)
    identity_check: str = Field(min_length=1, max_length=REQUEST_TEXT_LENGTH)
    identity_checked_by: str = Field(min_length=1, max_length=TEXT_LENGTH)
    received_on: StrictDay | None = Field(
        default=None, ge=FIRST_DAY, le=LAST_DAY, description="Defaults to today in Asia/Manila."
    )


class DataRequestClose(BaseModel):
    outcome: RequestOutcome | None = None
    reason: str | None = Field(default=None, max_length=REQUEST_TEXT_LENGTH)


class DataRequestOut(BaseModel):
    id: int
    kind: RequestKind
    person_id: int
    person_name: str | None = Field(description="'Last, First Middle'; null once the person was purged.")
    person_purged: bool
    requester_name: str | None = Field(
        description="null once the purge of a person who asked about themself erased it."
    )
    relation: RequesterRelation
    relation_other: str | None
    identity_check: str
    identity_checked_by: str
    received_on: date
    due_on: date
    weekdays_only: bool = Field(
        description="The due date skips weekends only: the holiday data does not cover a year it spans."
    )
    status: RequestStatus = Field(
        description="From the office's today: due soon within 5 days of the due date."
    )
    recorded_by_name: str
    created_at: datetime
    outcome: RequestOutcome | None
    reason: str | None
    closed_on: date | None
    closed_by_name: str | None


class DataRequestPage(BaseModel):
    items: list[DataRequestOut]
    total: int
    page: int
    page_size: int
