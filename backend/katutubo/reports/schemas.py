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


class SexCounts(BaseModel):
    """People by sex, as the master list's gender filter counts them."""

    male: int
    female: int
    unrecorded: int  # no sex recorded
    total: int


class SexRow(SexCounts):
    label: str | None  # a tribe or an age group; None: not recorded


class HouseholdCounts(BaseModel):
    """Households (live, not in the Trash) as GET /api/households counts them: how many, their current
    members with a live record (the head included), the average size, and those whose head is Female."""

    households: int
    members: int
    average_size: float | None  # members / households, one decimal; None: no household
    female_headed: int


class BarangayPlace(SexCounts):
    """A barangay of the reader's scope (every one, with or without registered people): its registered people
    by sex and their share of the barangay's 2020 census population, at its PSGC centroid (the map's circle);
    and its households (issue 25 point 5)."""

    barangay: str
    code: str | None  # the PSGC code; None for a name outside the installation's places
    census_population: int | None
    census_share: float | None  # total / census population, in %, one decimal; None: no census population
    latitude: float | None
    longitude: float | None
    households: HouseholdCounts


class BySex(BaseModel):
    """Every count by sex (point 5 of issue 25), with totals."""

    barangays: list[BarangayPlace]  # in the order people see the barangays
    tribes: list[SexRow]  # the report's 15 largest tribes, in its order (None: no tribe recorded)
    other_tribes: SexCounts  # everyone in the other tribes
    age_groups: list[SexRow]  # the pyramid's 5-year groups (PSA's: 0-4 … 75-79, 80+), then None: no age
    total: SexCounts
    census_population: int | None  # the barangays' census population summed (None: none has one)
    census_share: float | None  # the registered people of those barangays as a % of it
    households: HouseholdCounts  # every barangay's households summed


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
    by_sex: BySex
