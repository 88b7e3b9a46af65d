"""The report's counts of each barangay (katutubo.reports.service sums the barangays of a report), counted for
every barangay or for a few (those a write changed: katutubo.people.barangay_parts) in four aggregate queries:

- the live people by barangay x gender x age, with the rule counts (students, not attending school,
  unemployed, health condition);
- by barangay x education level x civil status;
- by barangay x tribe (lower case and spelling) x gender;
- the households of each barangay, their members and the female-headed ones (katutubo.reports.households).

The first three read covering indexes that begin with the barangay (ix_people_report,
ix_people_barangay_education, ix_people_barangay_tribe) alone: over one barangay's range, or whole."""

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import ColumnElement, func
from sqlalchemy.orm import Session

from katutubo.access.people import people_of_every_barangay
from katutubo.models import CivilStatus, EducationLevel, Gender, Person
from katutubo.people.query import CATEGORY_FILTERS
from katutubo.reports.households import household_tally

RULE_COUNTS = {
    "students": "students",
    "not_attending_school": "not_attending_25_below",
    "unemployed": "unemployed",
    "with_health": "with_health",
    "no_health": "no_health",
}


@dataclass
class Part:
    """One barangay's counts."""

    # (gender, age, total, students, not attending school, unemployed, with health condition, without)
    groups: list[tuple[Any, ...]] = field(default_factory=list)
    education: list[tuple[EducationLevel | None, CivilStatus | None, int]] = field(default_factory=list)
    # (tribe in lower case, its spelling, gender, people)
    tribes: list[tuple[str | None, str | None, Gender | None, int]] = field(default_factory=list)
    households: list[int] = field(default_factory=lambda: [0, 0, 0])  # households, members, female-headed


def count_parts(db: Session, barangays: Collection[str] | None) -> dict[str, Part]:
    """The parts of the barangays given (every barangay: None); a barangay given gets a part even with
    nobody in it. The registry's own count, for every reader: the live people of every barangay (the report
    cuts the parts to the reader's barangays, katutubo.reports.service)."""
    where: list[ColumnElement[bool]] = []
    if barangays is not None:
        where.append(Person.barangay.in_(sorted(barangays)))
    parts: dict[str, Part] = {name: Part() for name in barangays or ()}

    def part(name: str) -> Part:
        return parts.setdefault(name, Part())

    counts = [func.count().filter(CATEGORY_FILTERS[rule]) for rule in RULE_COUNTS.values()]
    groups = people_of_every_barangay(None, Person.barangay, Person.gender, Person.age, func.count(), *counts)
    groups = groups.where(*where)
    for barangay, *row in db.execute(groups.group_by(Person.barangay, Person.gender, Person.age)):
        part(barangay).groups.append(tuple(row))
    education = (Person.barangay, Person.education_level, Person.civil_status)
    for barangay, level, status, count in db.execute(
        people_of_every_barangay(None, *education, func.count()).where(*where).group_by(*education)
    ):
        part(barangay).education.append((level, status, count))
    tribes = (Person.barangay, Person.lineage_lower, Person.lineage, Person.gender)
    for barangay, key, spelling, gender, count in db.execute(
        people_of_every_barangay(None, *tribes, func.count()).where(*where).group_by(*tribes)
    ):
        part(barangay).tribes.append((key, spelling, gender, count))
    for barangay, numbers in household_tally(db, barangays).items():
        part(barangay).households = numbers
    return parts
