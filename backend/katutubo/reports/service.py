"""The report in aggregate queries over the live people of the reader's scope (katutubo.people.scope: an
encoder's barangays), counted with the master list's own filters
(katutubo.people.query, built on katutubo.rules), so every number equals the total of the matching list.

- People by barangay x gender x age, with the rule counts (students, not attending school, unemployed, health
  condition): one streaming pass over the covering index ix_people_report in its own order (no sort), or over
  one barangay's range of it; about 7,700 groups at 100,000 people, folded here into the pyramid's bands,
  the barangay rows and the totals.
- People by education level x civil status, from the covering index ix_people_education_civil (no sort).
- The 15 largest tribes, from the tribe index, and the tribes by sex (katutubo.reports.by_sex).
- Households per barangay, their members and the female-headed ones (katutubo.reports.households).

Every count is also given by sex (barangay x sex with each barangay's share of its census population, tribe x
sex, age group x sex: katutubo.reports.by_sex).
"""

from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.orm import Session

from katutubo.models import CivilStatus, EducationLevel, Gender, Person
from katutubo.people.query import CATEGORY_FILTERS
from katutubo.people.scope import Scope, visible
from katutubo.reports.by_sex import (
    barangay_places,
    census_total,
    sex_column,
    sex_counts,
    sex_row,
    summed,
    tribes_by_sex,
)
from katutubo.reports.households import household_tally, summed_tally
from katutubo.reports.schemas import AgeBand, BarangayRow, BySex, HealthCounts, LabelCount, Report

BAND_YEARS = 5
OLDEST_BAND = 80  # "80+": everyone this age and older
LAST_BAND = OLDEST_BAND // BAND_YEARS
TOP_TRIBES = 15
GENDER_KEYS = {Gender.male: "male", Gender.female: "female"}
RULE_COUNTS = {
    "students": "students",
    "not_attending_school": "not_attending_25_below",
    "unemployed": "unemployed",
    "with_health": "with_health",
    "no_health": "no_health",
}
BARANGAY_COUNTS = ("total", "students", "not_attending_school", "unemployed")


def _where(scope: Scope, barangay: str | None) -> list[ColumnElement[bool]]:
    people = visible(scope)
    return people if barangay is None else [*people, Person.barangay == barangay]


def band_label(index: int) -> str:
    start = index * BAND_YEARS
    return f"{start}+" if start >= OLDEST_BAND else f"{start}-{start + BAND_YEARS - 1}"


def _groups(db: Session, where: list[ColumnElement[bool]]) -> list[Any]:
    """People by barangay, gender and age, with the rule counts: rows of (barangay, gender, age, total,
    students, not attending school, unemployed, with health condition, no health condition)."""
    counts = [func.count().filter(CATEGORY_FILTERS[rule]) for rule in RULE_COUNTS.values()]
    stmt = (
        select(Person.barangay, Person.gender, Person.age, func.count(), *counts)
        .where(*where)
        .group_by(Person.barangay, Person.gender, Person.age)
    )
    return list(db.execute(stmt))


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


def _fold(groups: list[Any]) -> Folded:
    folded = Folded()
    for barangay, gender, age, *numbers in groups:
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


def _education_and_civil_status(
    db: Session, where: list[ColumnElement[bool]]
) -> tuple[list[LabelCount], list[LabelCount]]:
    rows = db.execute(
        select(Person.education_level, Person.civil_status, func.count())
        .where(*where)
        .group_by(Person.education_level, Person.civil_status)
    ).all()
    education: Counter[Any] = Counter()
    civil: Counter[Any] = Counter()
    for level, status, count in rows:
        education[level] += count
        civil[status] += count
    return _counted(education, EducationLevel), _counted(civil, CivilStatus)


def _tribes(
    db: Session, where: list[ColumnElement[bool]], total: int
) -> tuple[list[LabelCount], int, list[tuple[str | None, str | None]]]:
    """Grouped as the tribe sort groups them (case-insensitive), each named by its first spelling in sort
    order; None is the people without a tribe. Also each one's key and name (the tribes by sex)."""
    count = func.count().label("n")
    rows = db.execute(
        select(func.min(Person.lineage), count, Person.lineage_lower)
        .where(*where)
        .group_by(Person.lineage_lower)
        .order_by(count.desc(), Person.lineage_lower)
        .limit(TOP_TRIBES)
    ).all()
    top = [LabelCount(label=name, count=n) for name, n, _key in rows]
    return top, total - sum(t.count for t in top), [(key, name) for name, _n, key in rows]


def build_report(db: Session, scope: Scope, barangay: str | None) -> Report:
    """Every figure of the scope's people (of one barangay when given: none for a barangay outside it)."""
    where = _where(scope, barangay)
    folded = _fold(_groups(db, where))
    total, _students, _not_attending, _unemployed, with_health, no_health = folded.totals
    tribes, other, tribe_keys = _tribes(db, where, total)
    tribe_rows, other_tribes = tribes_by_sex(db, where, tribe_keys)
    households = household_tally(db, scope, barangay)
    barangay_rows = barangay_places(scope, barangay, folded.barangay_sexes, households)
    census_population, share = census_total(barangay_rows)
    education, civil_status = _education_and_civil_status(db, where)
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
