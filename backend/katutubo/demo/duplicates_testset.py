"""A labelled test set for the duplicate check, made with a fixed seed from demo people: each case is a
person as a second clerk might enter them again (Ma./Maria, dela/De La, a missing middle name, day and month
swapped, a year off, a typo, a married surname), or a near miss that is someone else (a sibling, a twin, a
father and his Jr., a namesake). `evaluate` enters every case through the same check the form calls and
counts what it finds (tests/duplicates/test_quality.py, scripts/bench_duplicates.py)."""

import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any, cast

from sqlalchemy import Table, insert
from sqlalchemy.orm import Session

from katutubo.demo.generate import DemoPeople
from katutubo.demo.names import FAMILY_NAMES, FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES
from katutubo.duplicates.schemas import Probe
from katutubo.duplicates.service import scored_matches
from katutubo.models import CivilStatus, Gender, Person
from katutubo.people.columns import derived_columns

TODAY = date(2026, 11, 23)
PARTICLE_FORMS = {
    "Dela Cruz": "de la Cruz",
    "De Leon": "Deleon",
    "Del Rosario": "del Rosario",
    "Delos Santos": "De los Santos",
    "De Guzman": "de Guzman",
    "Dela Peña": "De La Pena",
}
Values = dict[str, Any]


@dataclass(frozen=True)
class Case:
    base: int  # index of the stored person the probe is (or resembles)
    probe: Values
    duplicate: bool
    variation: str


@dataclass(frozen=True)
class LabelledSet:
    people: list[Values]
    cases: list[Case]


def _typo(rng: random.Random, word: str) -> str:
    i = rng.randrange(1, len(word) - 1)
    kind = rng.choice(("swap", "drop", "double", "change"))
    if kind == "swap":
        return word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    if kind == "drop":
        return word[:i] + word[i + 1 :]
    if kind == "double":
        return word[:i] + word[i] + word[i:]
    return word[:i] + rng.choice("aeiou") + word[i + 1 :]


def _shift_year(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # 29 February
        return day.replace(year=day.year + years, day=28)


class _Maker:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.demo = DemoPeople(seed, TODAY, datetime(2026, 11, 23, tzinfo=UTC))
        self.people: list[Values] = []
        self.cases: list[Case] = []

    def base(self, change: Callable[[Values], None] | None = None) -> int:
        person = self.demo.person()
        if change is not None:
            change(person)
        self.people.append(person)
        return len(self.people) - 1

    def case(self, base: int, duplicate: bool, variation: str, **changes: Any) -> None:
        probe = {
            name: self.people[base].get(name)
            for name in (
                "first_name",
                "middle_name",
                "last_name",
                "date_of_birth",
                "barangay",
                "gender",
                "mother",
            )
        }
        probe["gender"] = probe["gender"].value if probe["gender"] else None
        self.cases.append(Case(base, probe | changes, duplicate, variation))

    # --- the same person entered again -------------------------------------------------------------------
    def ma_maria(self) -> None:
        given = self.rng.choice(FEMALE_GIVEN_NAMES[1:10])

        def maria(p: Values) -> None:
            p["first_name"], p["gender"] = f"Maria {given}", Gender.female

        self.case(self.base(maria), True, "Ma./Maria", first_name=f"Ma. {given}")

    def particles(self) -> None:
        stored, typed = self.rng.choice(sorted(PARTICLE_FORMS.items()))
        self.case(self.base(lambda p: p.update(last_name=stored)), True, "dela/De La", last_name=typed)

    def missing_middle(self) -> None:
        self.case(self.base(), True, "missing middle name", middle_name=None)

    def swapped(self) -> None:
        def early_day(p: Values) -> None:
            p["date_of_birth"] = p["date_of_birth"].replace(day=self.rng.randint(1, 12))

        base = self.base(early_day)
        born: date = self.people[base]["date_of_birth"]
        if born.day == born.month:
            born = born.replace(day=born.day % 12 + 1)
            self.people[base]["date_of_birth"] = born
        self.case(base, True, "day and month swapped", date_of_birth=date(born.year, born.day, born.month))

    def year_off(self) -> None:
        base = self.base()
        born = self.people[base]["date_of_birth"]
        self.case(base, True, "a year off", date_of_birth=_shift_year(born, self.rng.choice((-1, 1))))

    def typo(self) -> None:
        base = self.base()
        field = self.rng.choice(("first_name", "last_name"))
        word = self.people[base][field]
        if len(word) < 5:
            field, word = "last_name", "Villanueva"
            self.people[base]["last_name"] = word
        self.case(base, True, f"a typo in the {field.replace('_', ' ')}", **{field: _typo(self.rng, word)})

    def married(self) -> None:
        def single_woman(p: Values) -> None:
            p["gender"], p["civil_status"] = Gender.female, CivilStatus.single
            p["first_name"] = self.rng.choice(FEMALE_GIVEN_NAMES)
            if p["date_of_birth"] > date(2006, 1, 1):
                p["date_of_birth"] = _shift_year(p["date_of_birth"], -20)

        base = self.base(single_woman)
        husband = self.rng.choice([n for n in FAMILY_NAMES if n != self.people[base]["last_name"]])
        self.case(
            base, True, "married surname", last_name=husband, middle_name=self.people[base]["last_name"]
        )

    # --- someone else who looks alike ---------------------------------------------------------------------
    def sibling(self) -> None:
        base = self.base()
        p = self.people[base]
        names = MALE_GIVEN_NAMES if p["gender"] is Gender.male else FEMALE_GIVEN_NAMES
        given = self.rng.choice([n for n in names if n[:3] != p["first_name"][:3]])
        born = _shift_year(p["date_of_birth"], self.rng.choice((-5, -3, -2, 2, 3, 5)))
        self.case(base, False, "a sibling", first_name=given, date_of_birth=born)

    def twin(self) -> None:
        base = self.base()
        p = self.people[base]
        names = MALE_GIVEN_NAMES if p["gender"] is Gender.male else FEMALE_GIVEN_NAMES
        given = self.rng.choice([n for n in names if n[:3] != p["first_name"][:3]])
        self.case(base, False, "a twin", first_name=given)

    def junior(self) -> None:
        def senior(p: Values) -> None:
            p["gender"], p["first_name"] = Gender.male, f"{self.rng.choice(MALE_GIVEN_NAMES)} Sr."
            if p["date_of_birth"] > date(1990, 1, 1):
                p["date_of_birth"] = _shift_year(p["date_of_birth"], -30)

        base = self.base(senior)
        p = self.people[base]
        son = p["first_name"].replace(" Sr.", " Jr.")
        born = _shift_year(p["date_of_birth"], self.rng.randint(22, 32))
        self.case(base, False, "father and son (Sr./Jr.)", first_name=son, date_of_birth=born)

    def namesake(self) -> None:
        base = self.base()
        p = self.people[base]
        mother = f"{self.rng.choice(FEMALE_GIVEN_NAMES)} {self.rng.choice(FAMILY_NAMES)}"
        born = _shift_year(p["date_of_birth"], self.rng.choice((-12, -8, 8, 12)))
        self.case(
            base, False, "a namesake", mother=mother, middle_name=mother.split()[-1], date_of_birth=born
        )


def labelled_set(seed: int = 9, per_kind: int = 40) -> LabelledSet:
    maker = _Maker(seed)
    kinds = (
        maker.ma_maria,
        maker.particles,
        maker.missing_middle,
        maker.swapped,
        maker.year_off,
        maker.typo,
        maker.married,
        maker.sibling,
        maker.twin,
        maker.junior,
        maker.namesake,
    )
    for _ in range(per_kind):
        for make in kinds:
            make()
    return LabelledSet(maker.people, maker.cases)


def store(db: Session, people: list[Values]) -> list[int]:
    """The set's people stored as the seeder stores demo people; their ids in the set's order."""
    table = cast(Table, Person.__table__)
    rows = [p | derived_columns(p, TODAY) for p in people]
    result = db.execute(insert(table).returning(table.c.id, sort_by_parameter_order=True), rows)
    return [row.id for row in result]


@dataclass(frozen=True)
class Quality:
    found: int  # duplicates whose stored person the check showed
    missed: list[Case]
    wrong: list[Case]  # cases where the check showed someone who is not the same person

    @property
    def recall(self) -> float:
        return self.found / (self.found + len(self.missed))

    @property
    def precision(self) -> float:
        return self.found / (self.found + len(self.wrong)) if self.found or self.wrong else 1.0


def evaluate(db: Session, labelled: LabelledSet, ids: list[int]) -> Quality:
    found, missed, wrong = 0, [], []
    for case in labelled.cases:
        shown = {person_id for person_id, _score in scored_matches(db, Probe(**case.probe))}
        expected = ids[case.base]
        if case.duplicate and expected in shown:
            found += 1
        elif case.duplicate:
            missed.append(case)
        if shown - ({expected} if case.duplicate else set()):
            wrong.append(case)
    return Quality(found, missed, wrong)
