"""One made-up person at a time, as the person form's validation would store them. Deterministic for a seed.

Filipino naming: the last name is the father's family name, the middle name the mother's maiden name.
"""

import random
from datetime import date, datetime, timedelta
from typing import Any

from katutubo.demo.names import FAMILY_NAMES, FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES, OTHER_TOWNS
from katutubo.demo.tables import (
    ADULT_OCCUPATIONS,
    AGES,
    CHILD_OCCUPATIONS,
    CIVIL_STATUS_ADULT,
    CIVIL_STATUS_ELDER,
    CIVIL_STATUS_YOUNG,
    CONDITIONS,
    EDUCATION_ADULT,
    ELDER_OCCUPATIONS,
    NO_CONDITION,
    OTHER_TRIBES_SHARE,
    QUEZON_TRIBES,
    TEEN_OCCUPATIONS,
    YOUNG_ADULT_OCCUPATIONS,
    Weighted,
)
from katutubo.models import CivilStatus, EducationLevel, Gender
from katutubo.people.ages import age_on
from katutubo.reference.data import barangays, tribes
from katutubo.reference.municipality import configured

GENDERS = tuple(Gender)


class DemoPeople:
    def __init__(self, seed: int, today: date, now: datetime) -> None:
        self.rng = random.Random(seed)
        self.today, self.now = today, now
        others = [t for t in tribes() if t not in QUEZON_TRIBES]
        self.tribes = Weighted(QUEZON_TRIBES | dict.fromkeys(others, OTHER_TRIBES_SHARE / len(others)))
        self.municipality = configured()
        # Born mostly in the registry's own municipality, else in another town of Quezon.
        self.home = self.municipality.place  # 'Catanauan, Quezon'
        self.other_towns = [f"{town}, Quezon" for town in OTHER_TOWNS if town != self.municipality.name]
        self.barangays = Weighted({name: self.rng.uniform(1, 5) for name in barangays()})

    def _occupation(self, age: int) -> str:
        rng = self.rng
        if age < 5:
            return ""
        if age <= 12:
            return CHILD_OCCUPATIONS.pick(rng)
        if age <= 17:
            return TEEN_OCCUPATIONS.pick(rng)
        if age <= 22 and rng.random() < 0.4:
            return YOUNG_ADULT_OCCUPATIONS.pick(rng)
        return (ELDER_OCCUPATIONS if age >= 65 else ADULT_OCCUPATIONS).pick(rng)

    def _health(self, age: int) -> str:
        chance = 0.04 + age / 600
        return self.rng.choice(CONDITIONS) if self.rng.random() < chance else NO_CONDITION.pick(self.rng)

    def _civil_status(self, age: int) -> CivilStatus:
        if age < 18:
            return CivilStatus.single
        table = CIVIL_STATUS_YOUNG if age <= 25 else CIVIL_STATUS_ADULT if age < 60 else CIVIL_STATUS_ELDER
        return table.pick(self.rng)

    def _education(self, age: int) -> EducationLevel:
        if age < 6:
            return EducationLevel.none
        if age <= 12:
            return EducationLevel.elementary
        if age <= 17:
            return EducationLevel.high_school
        return EDUCATION_ADULT.pick(self.rng)

    def _given(self, gender: Gender) -> str:
        return self.rng.choice(MALE_GIVEN_NAMES if gender is Gender.male else FEMALE_GIVEN_NAMES)

    def _family(self, last: str, status: CivilStatus, gender: Gender, age: int) -> dict[str, Any]:
        rng = self.rng
        mother_maiden = rng.choice(FAMILY_NAMES)
        siblings = [f"{self._given(rng.choice(GENDERS))} {last}" for _ in range(rng.randint(0, 5))]
        tree: dict[str, Any] = {
            "middle_name": mother_maiden,
            "father": f"{self._given(Gender.male)} {last}",
            "mother": f"{self._given(Gender.female)} {mother_maiden}",
            "spouse": None,
            "siblings": siblings,
            "children": [],
        }
        if status is not CivilStatus.single:
            other = Gender.female if gender is Gender.male else Gender.male
            tree["spouse"] = f"{self._given(other)} {last}"
            most = max(0, min(6, (age - 18) // 3))
            tree["children"] = [
                f"{self._given(rng.choice(GENDERS))} {last}" for _ in range(rng.randint(0, most))
            ]
        return tree

    def person(self) -> dict[str, Any]:
        """The stored form values of one made-up person (before the derived columns)."""
        rng = self.rng
        age_years = AGES.pick(rng)
        born = self.today - timedelta(days=int(age_years * 365.25) + rng.randint(0, 364))
        age = age_on(born, self.today)
        gender = rng.choice(GENDERS)
        status = self._civil_status(age)
        last = rng.choice(FAMILY_NAMES)
        barangay = self.barangays.pick(rng)
        created = self.now - timedelta(seconds=rng.randint(0, 2 * 365 * 24 * 3600))
        town = self.home if rng.random() < 0.8 else rng.choice(self.other_towns)
        return {
            "first_name": self._given(gender),
            "last_name": last,
            "date_of_birth": born,
            "age": age,
            "gender": gender,
            "civil_status": status,
            "education_level": self._education(age),
            "occupation": self._occupation(age) or None,
            "lineage": self.tribes.pick(rng),
            "barangay": barangay,
            "address": f"Purok {rng.randint(1, 7)}, Brgy. {barangay}",
            "birthplace": town,
            "health_condition": self._health(age) or None,
            "household_members": max(1, min(14, round(rng.gauss(5, 2)))),
            "contact_number": f"+6390000{rng.randrange(100_000):05d}",
            "municipality": self.municipality.name,
            "province": self.municipality.province,
            "created_at": created,
            "updated_at": created,
            **self._family(last, status, gender, age),
        }
