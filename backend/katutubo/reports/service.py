"""The report in four aggregate queries over the live people, counted with the master list's own filters
(katutubo.people.query, built on katutubo.rules), so every number equals the total of the matching list."""

from collections.abc import Iterable
from enum import StrEnum
from typing import Any

from sqlalchemy import ColumnElement, SQLColumnExpression, case, func, select
from sqlalchemy.orm import Session

from katutubo.models import CivilStatus, EducationLevel, Gender, Person
from katutubo.people.query import CATEGORY_FILTERS, LIVE
from katutubo.reports.schemas import AgeBand, BarangayRow, HealthCounts, LabelCount, Report

BAND_YEARS = 5
OLDEST_BAND = 80  # "80+": everyone this age and older
TOP_TRIBES = 15


def _where(barangay: str | None) -> list[ColumnElement[bool]]:
    return [LIVE] if barangay is None else [LIVE, Person.barangay == barangay]


def band_label(index: int) -> str:
    start = index * BAND_YEARS
    return f"{start}+" if start >= OLDEST_BAND else f"{start}-{start + BAND_YEARS - 1}"


def _pyramid(db: Session, barangay: str | None) -> tuple[list[AgeBand], int]:
    last = OLDEST_BAND // BAND_YEARS
    band = case((Person.age >= OLDEST_BAND, last), else_=Person.age // BAND_YEARS).label("band")
    rows = db.execute(
        select(band, Person.gender, func.count())
        .where(*_where(barangay), Person.age.is_not(None))
        .group_by(band, Person.gender)
    ).all()
    bands = [AgeBand(band=band_label(i), male=0, female=0, unrecorded=0) for i in range(last + 1)]
    for index, gender, count in rows:
        entry = bands[min(max(int(index), 0), last)]
        key = {Gender.male: "male", Gender.female: "female"}.get(gender, "unrecorded")
        setattr(entry, key, getattr(entry, key) + count)
    unrecorded = db.execute(
        select(func.count()).select_from(Person).where(*_where(barangay), Person.age.is_(None))
    ).scalar_one()
    return bands, unrecorded


def _choice_counts(
    prefix: str, column: SQLColumnExpression[Any], choices: type[StrEnum]
) -> list[ColumnElement[int]]:
    counts = [
        func.count().filter(column == member.value).label(f"{prefix}{i}") for i, member in enumerate(choices)
    ]
    return [*counts, func.count().filter(column.is_(None)).label(f"{prefix}none")]


def _labelled(row: dict[str, int], prefix: str, choices: Iterable[StrEnum]) -> list[LabelCount]:
    found = [LabelCount(label=m.value, count=row[f"{prefix}{i}"]) for i, m in enumerate(choices)]
    return [*found, LabelCount(label=None, count=row[f"{prefix}none"])]


def _by_barangay(db: Session, barangay: str | None) -> tuple[list[BarangayRow], dict[str, int]]:
    """One pass over the people, grouped by barangay: the barangay chart's columns, and the education, civil
    status and health counts (summed over the barangays afterwards)."""
    columns = [
        func.count().label("total"),
        func.count().filter(CATEGORY_FILTERS["students"]).label("students"),
        func.count().filter(CATEGORY_FILTERS["not_attending_25_below"]).label("not_attending_school"),
        func.count().filter(CATEGORY_FILTERS["unemployed"]).label("unemployed"),
        func.count().filter(CATEGORY_FILTERS["with_health"]).label("with_health"),
        func.count().filter(CATEGORY_FILTERS["no_health"]).label("no_health"),
        *_choice_counts("education", Person.education_level, EducationLevel),
        *_choice_counts("civil", Person.civil_status, CivilStatus),
    ]
    rows = [
        r._asdict()
        for r in db.execute(
            select(Person.barangay, *columns)
            .where(*_where(barangay))
            .group_by(Person.barangay)
            .order_by(Person.barangay)
        )
    ]
    totals = {name: sum(r[name] for r in rows) for name in (c.name for c in columns)}
    return [BarangayRow.model_validate(r) for r in rows], totals


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
    pyramid, age_unrecorded = _pyramid(db, barangay)
    barangays, totals = _by_barangay(db, barangay)
    tribes, other = _tribes(db, barangay, totals["total"])
    return Report(
        barangay=barangay,
        total=totals["total"],
        pyramid=pyramid,
        age_unrecorded=age_unrecorded,
        barangays=barangays,
        tribes=tribes,
        other_tribes=other,
        education=_labelled(totals, "education", EducationLevel),
        civil_status=_labelled(totals, "civil", CivilStatus),
        health=HealthCounts(with_condition=totals["with_health"], without_condition=totals["no_health"]),
    )
