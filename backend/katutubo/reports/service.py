"""The report in three aggregate queries over the live people, counted with the master list's own filters
(katutubo.people.query, built on katutubo.rules), so every number equals the total of the matching list.

- People by barangay x gender x age, with the rule counts (students, not attending school, unemployed, health
  condition): one streaming pass over the covering index ix_people_report in its own order (no sort), or over
  one barangay's range of it; about 7,700 groups at 100,000 people, folded here into the pyramid's bands,
  the barangay rows and the totals.
- People by education level x civil status, from the covering index ix_people_education_civil (no sort).
- The 15 largest tribes, from the tribe index.
"""

from collections import Counter
from enum import StrEnum
from typing import Any

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.orm import Session

from katutubo.models import CivilStatus, EducationLevel, Gender, Person
from katutubo.people.query import CATEGORY_FILTERS, LIVE
from katutubo.reports.schemas import AgeBand, BarangayRow, HealthCounts, LabelCount, Report

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


def _where(barangay: str | None) -> list[ColumnElement[bool]]:
    return [LIVE] if barangay is None else [LIVE, Person.barangay == barangay]


def band_label(index: int) -> str:
    start = index * BAND_YEARS
    return f"{start}+" if start >= OLDEST_BAND else f"{start}-{start + BAND_YEARS - 1}"


def _groups(db: Session, barangay: str | None) -> list[dict[str, Any]]:
    """People by barangay, gender and age, with the rule counts."""
    counts = [func.count().filter(CATEGORY_FILTERS[rule]).label(name) for name, rule in RULE_COUNTS.items()]
    stmt = (
        select(
            Person.barangay,
            Person.gender,
            Person.age,
            func.count().label("total"),
            *counts,
        )
        .where(*_where(barangay))
        .group_by(Person.barangay, Person.gender, Person.age)
    )
    return [row._asdict() for row in db.execute(stmt)]


def band_of(age: int) -> int:
    return min(max(age, 0) // BAND_YEARS, LAST_BAND)


def _pyramid(groups: list[dict[str, Any]]) -> tuple[list[AgeBand], int]:
    bands = [AgeBand(band=band_label(i), male=0, female=0, unrecorded=0) for i in range(LAST_BAND + 1)]
    age_unrecorded = 0
    for group in groups:
        if group["age"] is None:
            age_unrecorded += group["total"]
            continue
        entry = bands[band_of(group["age"])]
        key = GENDER_KEYS.get(group["gender"], "unrecorded")
        setattr(entry, key, getattr(entry, key) + group["total"])
    return bands, age_unrecorded


def _barangays(groups: list[dict[str, Any]]) -> list[BarangayRow]:
    sums: dict[str, Counter[str]] = {}
    for group in groups:
        sums.setdefault(group["barangay"], Counter()).update({name: group[name] for name in BARANGAY_COUNTS})
    return [
        BarangayRow(barangay=name, **{k: sums[name][k] for k in BARANGAY_COUNTS}) for name in sorted(sums)
    ]


def _counted(counts: Counter[Any], choices: type[StrEnum]) -> list[LabelCount]:
    return [LabelCount(label=m.value, count=counts[m]) for m in choices] + [
        LabelCount(label=None, count=counts[None])
    ]


def _education_and_civil_status(
    db: Session, barangay: str | None
) -> tuple[list[LabelCount], list[LabelCount]]:
    rows = db.execute(
        select(Person.education_level, Person.civil_status, func.count())
        .where(*_where(barangay))
        .group_by(Person.education_level, Person.civil_status)
    ).all()
    education: Counter[Any] = Counter()
    civil: Counter[Any] = Counter()
    for level, status, count in rows:
        education[level] += count
        civil[status] += count
    return _counted(education, EducationLevel), _counted(civil, CivilStatus)


def _tribes(db: Session, barangay: str | None, total: int) -> tuple[list[LabelCount], int]:
    """Grouped as the tribe sort groups them (case-insensitive), each named by its first spelling in sort
    order; None is the people without a tribe."""
    count = func.count().label("n")
    rows = db.execute(
        select(func.min(Person.lineage), count)
        .where(*_where(barangay))
        .group_by(Person.lineage_lower)
        .order_by(count.desc(), Person.lineage_lower)
        .limit(TOP_TRIBES)
    ).all()
    top = [LabelCount(label=name, count=n) for name, n in rows]
    return top, total - sum(t.count for t in top)


def build_report(db: Session, barangay: str | None) -> Report:
    groups = _groups(db, barangay)
    total = sum(g["total"] for g in groups)
    pyramid, age_unrecorded = _pyramid(groups)
    tribes, other = _tribes(db, barangay, total)
    education, civil_status = _education_and_civil_status(db, barangay)
    return Report(
        barangay=barangay,
        total=total,
        pyramid=pyramid,
        age_unrecorded=age_unrecorded,
        barangays=_barangays(groups),
        tribes=tribes,
        other_tribes=other,
        education=education,
        civil_status=civil_status,
        health=HealthCounts(
            with_condition=sum(g["with_health"] for g in groups),
            without_condition=sum(g["no_health"] for g in groups),
        ),
    )
