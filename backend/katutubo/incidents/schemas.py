from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from katutubo.core.bounds import INT32_MAX, StrictId
from katutubo.incidents.moments import OfficeMoment
from katutubo.models.incident import CONTACT_LENGTH, DETAIL_LENGTH, OTHER_LENGTH, DataCategory, IncidentNature
from katutubo.people.summary import PersonSummary

MAX_LISTED = 500


class IncidentIn(BaseModel):
    """An incident as the form saves it (new or changed). `person_ids` given: the people affected are those
    registered people, and their number is the count; else `people_count` is required."""

    discovered_at: OfficeMoment
    nature: IncidentNature
    nature_other: str | None = Field(default=None, max_length=OTHER_LENGTH)
    data_categories: list[DataCategory] = Field(min_length=1, max_length=len(DataCategory))
    data_other: str | None = Field(default=None, max_length=OTHER_LENGTH)
    description: str = Field(min_length=1, max_length=DETAIL_LENGTH)
    measures: str = Field(min_length=1, max_length=DETAIL_LENGTH)
    people_count: int | None = Field(default=None, ge=0, le=INT32_MAX)
    person_ids: list[StrictId] = Field(default_factory=list, max_length=MAX_LISTED)
    dpo_contact: str = Field(min_length=1, max_length=CONTACT_LENGTH)
    npc_notified_at: OfficeMoment | None = None
    people_notified_at: OfficeMoment | None = None


class Countdown(BaseModel):
    """The 72 hours to notify the NPC, on the office clock: minutes left (`left`), past the deadline
    (`overdue`), or ended by the notification (`notified`, `minutes` 0)."""

    state: Literal["left", "overdue", "notified"]
    minutes: int
    deadline: datetime


class IncidentSummary(BaseModel):
    """A line of the register."""

    id: int
    discovered_at: datetime
    nature: IncidentNature
    nature_other: str | None
    people_count: int
    npc_notified_at: datetime | None
    people_notified_at: datetime | None
    countdown: Countdown


class IncidentList(BaseModel):
    items: list[IncidentSummary]


class IncidentOut(IncidentSummary):
    """The whole incident, and what its letters need: the office's place (the municipality)."""

    data_categories: list[DataCategory]
    data_other: str | None
    description: str
    measures: str
    dpo_contact: str
    people: list[PersonSummary] = Field(description="The registered people listed as affected (still there).")
    recorded_by_name: str | None
    recorded_at: datetime
    municipality: str
    province: str


class NatureCount(BaseModel):
    nature: IncidentNature
    count: int


class AnnualSummary(BaseModel):
    """The incidents discovered in a year (office calendar): for the NPC's annual report."""

    year: int
    total: int
    people_affected: int
    notified_in_time: int = Field(description="The NPC notified within 72 hours of discovery.")
    notified_late: int
    not_notified: int
    by_nature: list[NatureCount]
    incidents: list[IncidentSummary]
    municipality: str
    province: str
