"""Every count by sex (issue 25 point 5): barangay x sex with the share of each barangay's census population,
tribe x sex, age group x sex. The barangay and age counts are folded from the report's one pass over the
people's parts (katutubo.reports.parts), as are the tribes."""

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from katutubo.access.scope import Scope
from katutubo.models import Gender
from katutubo.reference.places import places
from katutubo.reports.households import Tally, household_counts
from katutubo.reports.schemas import BarangayPlace, SexCounts, SexRow

SEX_COLUMN = {Gender.male: 0, Gender.female: 1}  # anything else (none recorded): 2
SHARE_DECIMALS = 1


def sex_column(gender: Any) -> int:
    return SEX_COLUMN.get(gender, 2)


def sex_counts(numbers: Sequence[int]) -> SexCounts:
    male, female, unrecorded = numbers
    return SexCounts(male=male, female=female, unrecorded=unrecorded, total=male + female + unrecorded)


def sex_row(label: str | None, numbers: Sequence[int]) -> SexRow:
    return SexRow(label=label, **sex_counts(numbers).model_dump())


def summed(rows: Iterable[Sequence[int]]) -> list[int]:
    total = [0, 0, 0]
    for row in rows:
        for i, number in enumerate(row):
            total[i] += number
    return total


def census_share(registered: int, census_population: int | None) -> float | None:
    """The registered people as a % of the census population, one decimal (None without a census)."""
    if not census_population:
        return None
    return round(100 * registered / census_population, SHARE_DECIMALS)


def barangay_places(
    scope: Scope, barangay: str | None, counts: dict[str, list[int]], households: Tally
) -> list[BarangayPlace]:
    """Every place of the scope (the one of the filter), in the order people see them, with its counts by
    sex and its households (katutubo.reports.households); then any barangay holding people that is not a
    place of the installation."""
    chosen = [
        place
        for place in places()
        if scope.includes_barangay(place.name) and (barangay is None or place.name == barangay)
    ]
    known = {place.name for place in chosen}
    rows = [
        BarangayPlace(
            barangay=place.name,
            code=place.code,
            census_population=place.census_population,
            census_share=census_share(sum(counts.get(place.name, [0])), place.census_population),
            latitude=place.latitude,
            longitude=place.longitude,
            households=household_counts(households.get(place.name)),
            **sex_counts(counts.get(place.name, [0, 0, 0])).model_dump(),
        )
        for place in chosen
    ]
    rows += [
        BarangayPlace(
            barangay=name,
            code=None,
            census_population=None,
            census_share=None,
            latitude=None,
            longitude=None,
            households=household_counts(households.get(name)),
            **sex_counts(counts[name]).model_dump(),
        )
        for name in sorted(set(counts) - known)
    ]
    return rows


@dataclass
class TribeCount:
    """A tribe's name (its first spelling in sort order) and its people by sex: [male, female, unrecorded]."""

    name: str | None
    sexes: list[int] = field(default_factory=lambda: [0, 0, 0])

    @property
    def total(self) -> int:
        return sum(self.sexes)


def tribes_by_sex(
    tribes: Mapping[str | None, TribeCount], top: Sequence[str | None]
) -> tuple[list[SexRow], list[int]]:
    """The report's tribes (`top`: their lower-case keys, in the report's order) by sex; and everyone in the
    other tribes by sex."""
    listed = [sex_row(tribes[key].name, tribes[key].sexes) for key in top]
    chosen = set(top)
    return listed, summed(tribe.sexes for key, tribe in tribes.items() if key not in chosen)


def census_total(rows: Sequence[BarangayPlace]) -> tuple[int | None, float | None]:
    """The census population of the barangays that have one, and their registered people's share of it."""
    counted = [row for row in rows if row.census_population]
    if not counted:
        return None, None
    population = sum(row.census_population or 0 for row in counted)
    return population, census_share(sum(row.total for row in counted), population)
