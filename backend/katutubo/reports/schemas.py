from pydantic import BaseModel


class AgeBand(BaseModel):
    band: str  # "0-4", "5-9", …, "80+"
    male: int
    female: int
    unrecorded: int


class BarangayRow(BaseModel):
    barangay: str
    total: int
    students: int
    not_attending_school: int  # 25 and below, not a student
    unemployed: int


class LabelCount(BaseModel):
    label: str | None  # None: not recorded
    count: int


class HealthCounts(BaseModel):
    with_condition: int
    without_condition: int


class Report(BaseModel):
    barangay: str | None  # the filter, or None for the whole municipality
    total: int
    pyramid: list[AgeBand]
    age_unrecorded: int
    barangays: list[BarangayRow]
    tribes: list[LabelCount]  # the 15 largest, largest first (None: no tribe recorded)
    other_tribes: int  # everyone in the other tribes
    education: list[LabelCount]
    civil_status: list[LabelCount]
    health: HealthCounts
