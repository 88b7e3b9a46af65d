"""The report: every count of the live people of the reader's scope (katutubo.access.scope: an encoder's
barangays), or of one barangay of it, summed from each barangay's part (katutubo.reports.parts: counted
with the master list's own filters, built on katutubo.rules, so every number equals the total of the
matching list).

- People by age band x sex (the pyramid), per barangay, with the rule counts (students, not attending
  school, unemployed, health condition).
- People by education level and by civil status.
- The 15 largest tribes, and the tribes by sex (katutubo.reports.by_sex).
- Households per barangay, their members and the female-headed ones (katutubo.reports.households).

Every count is also given by sex (barangay x sex with each barangay's share of its census population, tribe x
sex, age group x sex: katutubo.reports.by_sex). The parts are kept between reports (katutubo.reports.cache);
`build_report` counts them afresh.
"""

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from sqlalchemy.orm import Session

from katutubo.access.scope import Scope
from katutubo.models import CivilStatus, EducationLevel
from katutubo.people.tribe_counts import first_spelling
from katutubo.reports.by_sex import (
    TribeCount,
    barangay_places,
    census_total,
    sex_column,
    sex_counts,
    sex_row,
    summed,
    tribes_by_sex,
)
from katutubo.reports.households import Tally, summed_tally
from katutubo.reports.parts import RULE_COUNTS, Part, count_parts
from katutubo.reports.schemas import AgeBand, BarangayRow, BySex, HealthCounts, LabelCount, Report

BAND_YEARS = 5
OLDEST_BAND = 80  # "80+": everyone this age and older
LAST_BAND = OLDEST_BAND // BAND_YEARS
TOP_TRIBES = 15
BARANGAY_COUNTS = ("total", "students", "not_attending_school", "unemployed")


def barangays_counted(scope: Scope, barangay: str | None) -> frozenset[str] | None:
    """The barangays whose parts make the report (every barangay: None)."""
    if barangay is not None:
        return frozenset([barangay]) if scope.includes_barangay(barangay) else frozenset()
    return scope.barangays


def band_label(index: int) -> str:
    start = index * BAND_YEARS
    return f"{start}+" if start >= OLDEST_BAND else f"{start}-{start + BAND_YEARS - 1}"


def band_of(age: int) -> int:
    return min(max(age, 0) // BAND_YEARS, LAST_BAND)


@dataclass
class Folded:
    """The groups summed up in one pass: [male, female, unrecorded] per band, each barangay's counts, the
    totals."""

    bands: list[list[int]] = field(default_factory=lambda: [[0, 0, 0] for _ in range(LAST_BAND + 1)])
    age_unrecorded: list[int] = field(default_factory=lambda: [0, 0, 0])  # male, female, unrecorded
    barangays: dict[str, list[int]] = field(default_factory=dict)
    barangay_sexes: dict[str, list[int]] = field(default_factory=dict)  # [male, female, unrecorded]
    totals: list[int] = field(default_factory=lambda: [0] * (1 + len(RULE_COUNTS)))


def _fold(parts: Mapping[str, Part]) -> Folded:
    folded = Folded()
    for barangay, gender, age, *numbers in ((b, *row) for b, part in parts.items() for row in part.groups):
        total = numbers[0]
        sex = sex_column(gender)
        if age is None:
            folded.age_unrecorded[sex] += total
        else:
            folded.bands[band_of(age)][sex] += total
        folded.barangay_sexes.setdefault(barangay, [0, 0, 0])[sex] += total
        row = folded.barangays.setdefault(barangay, [0, 0, 0, 0])
        for i in range(len(row)):  # total, students, not attending school, unemployed
            row[i] += numbers[i]
        for i, number in enumerate(numbers):
            folded.totals[i] += number
    return folded


def _counted(counts: Counter[Any], choices: type[StrEnum]) -> list[LabelCount]:
    return [LabelCount(label=m.value, count=counts[m]) for m in choices] + [
        LabelCount(label=None, count=counts[None])
    ]


def _education_and_civil_status(parts: Iterable[Part]) -> tuple[list[LabelCount], list[LabelCount]]:
    education: Counter[Any] = Counter()
    civil: Counter[Any] = Counter()
    for part in parts:
        for level, status, count in part.education:
            education[level] += count
            civil[status] += count
    return _counted(education, EducationLevel), _counted(civil, CivilStatus)


def _tribe_counts(parts: Iterable[Part]) -> dict[str | None, TribeCount]:
    """Grouped as the tribe sort groups them (case-insensitive), each named by its first spelling in sort
    order; None is the people without a tribe."""
    tribes: dict[str | None, TribeCount] = {}
    for part in parts:
        for key, spelling, gender, count in part.tribes:
            tribe = tribes.setdefault(key, TribeCount(spelling))
            tribe.name = first_spelling(tribe.name, spelling)
            tribe.sexes[sex_column(gender)] += count
    return tribes


def _top_tribes(tribes: dict[str | None, TribeCount]) -> list[tuple[str | None, TribeCount]]:
    """The largest first; of the same size, in the tribe sort's order (no tribe last)."""
    ranked = sorted(tribes.items(), key=lambda item: (-item[1].total, item[0] is None, item[0] or ""))
    return ranked[:TOP_TRIBES]


def build_report(db: Session, scope: Scope, barangay: str | None) -> Report:
    """Every figure of the scope's people (of one barangay when given: none for a barangay outside it),
    counted now."""
    return assemble(count_parts(db, barangays_counted(scope, barangay)), scope, barangay)


def assemble(every: Mapping[str, Part], scope: Scope, barangay: str | None) -> Report:
    """The report of the scope (of one barangay of it) from the barangays' parts."""
    counted = barangays_counted(scope, barangay)
    parts = {name: part for name, part in every.items() if counted is None or name in counted}
    folded = _fold(parts)
    total, _students, _not_attending, _unemployed, with_health, no_health = folded.totals
    tribe_counts = _tribe_counts(parts.values())
    top = _top_tribes(tribe_counts)
    tribes = [LabelCount(label=tribe.name, count=tribe.total) for _key, tribe in top]
    other = total - sum(t.count for t in tribes)
    tribe_rows, other_tribes = tribes_by_sex(tribe_counts, [key for key, _tribe in top])
    households: Tally = {name: part.households for name, part in parts.items()}
    barangay_rows = barangay_places(scope, barangay, folded.barangay_sexes, households)
    census_population, share = census_total(barangay_rows)
    education, civil_status = _education_and_civil_status(parts.values())
    return Report(
        barangay=barangay,
        total=total,
        pyramid=[
            AgeBand(band=band_label(i), male=male, female=female, unrecorded=unrecorded)
            for i, (male, female, unrecorded) in enumerate(folded.bands)
        ],
        age_unrecorded=sum(folded.age_unrecorded),
        barangays=[
            BarangayRow(barangay=name, **dict(zip(BARANGAY_COUNTS, folded.barangays[name], strict=True)))
            for name in sorted(folded.barangays)
        ],
        tribes=tribes,
        other_tribes=other,
        education=education,
        civil_status=civil_status,
        health=HealthCounts(with_condition=with_health, without_condition=no_health),
        by_sex=BySex(
            barangays=barangay_rows,
            tribes=tribe_rows,
            other_tribes=sex_counts(other_tribes),
            age_groups=[
                *(sex_row(band_label(i), numbers) for i, numbers in enumerate(folded.bands)),
                sex_row(None, folded.age_unrecorded),
            ],
            total=sex_counts(summed(folded.barangay_sexes.values())),
            census_population=census_population,
            census_share=share,
            households=summed_tally(households),
        ),
    )
