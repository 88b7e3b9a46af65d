"""The weighted choices the demo people are drawn from."""

import random
from itertools import accumulate
from typing import Generic, TypeVar

from katutubo.models import CivilStatus, EducationLevel

T = TypeVar("T")


class Weighted(Generic[T]):
    """Choices with their cumulative weights worked out once (random.choices is then much cheaper)."""

    def __init__(self, weighted: dict[T, float]) -> None:
        self.items = list(weighted)
        self.cumulative = list(accumulate(weighted.values()))

    def pick(self, rng: random.Random) -> T:
        return rng.choices(self.items, cum_weights=self.cumulative)[0]


# Mostly the indigenous peoples of Quezon, some from elsewhere in the tribe list.
QUEZON_TRIBES: dict[str, float] = {"Agta": 32, "Dumagat": 26, "Remontado": 18, "Aeta": 12}
OTHER_TRIBES_SHARE = 12
# Younger ages more common, as in the Philippine population pyramid.
AGES = Weighted({age: max(4, 100 - age) if age < 70 else 18 - age // 6 for age in range(91)})

CHILD_OCCUPATIONS = Weighted({"Elementary student": 60, "Pupil": 15, "Estudyante": 10, "": 10, "Student": 5})
TEEN_OCCUPATIONS = Weighted(
    {
        "Junior High student": 35,
        "Senior High student": 25,
        "Student": 12,
        "JHS": 4,
        "SHS": 4,
        "Farm helper": 8,
        "Wala": 6,
        "None": 6,
    }
)
YOUNG_ADULT_OCCUPATIONS = Weighted(
    {
        "College student": 25,
        "Senior High student": 8,
        "University student": 5,
        "Learner": 2,
    }
)
ADULT_OCCUPATIONS = Weighted(
    {
        "Farmer": 22,
        "Fisherfolk": 10,
        "Fisherman": 6,
        "Coconut farmer": 8,
        "Kaingin farmer": 4,
        "Vendor": 6,
        "Carpenter": 4,
        "Construction worker": 4,
        "Tricycle driver": 4,
        "Housewife": 8,
        "Weaver": 3,
        "Rattan gatherer": 2,
        "Charcoal maker": 2,
        "Barangay health worker": 2,
        "Teacher": 1,
        "None": 6,
        "Wala": 4,
        "N/A": 2,
        "": 4,
    }
)
ELDER_OCCUPATIONS = Weighted(
    {
        "Farmer": 20,
        "Weaver": 6,
        "Housewife": 10,
        "Retired": 10,
        "None": 30,
        "Wala": 12,
        "": 12,
    }
)
NO_CONDITION = Weighted(
    {"": 62, "None": 14, "Healthy": 9, "N/A": 5, "Normal": 4, "No health condition": 3, "Good": 3}
)
CONDITIONS = (
    "Hypertension",
    "Diabetes",
    "Asthma",
    "Arthritis",
    "Visual impairment",
    "Hearing impairment",
    "Physical disability (left leg)",
    "Speech impairment",
    "Tuberculosis (under treatment)",
    "Goiter",
)
EDUCATION_ADULT = Weighted(
    {
        EducationLevel.none: 15,
        EducationLevel.elementary: 35,
        EducationLevel.high_school: 33,
        EducationLevel.college: 9,
        EducationLevel.vocational: 8,
    }
)

# Civil status of adults: up to 25, up to 59, and older.
_SINGLE, _MARRIED, _WIDOWED, _SEPARATED = CivilStatus
CIVIL_STATUS_YOUNG = Weighted({_SINGLE: 75, _MARRIED: 22, _SEPARATED: 3})
CIVIL_STATUS_ADULT = Weighted({_SINGLE: 18, _MARRIED: 70, _WIDOWED: 6, _SEPARATED: 6})
CIVIL_STATUS_ELDER = Weighted({_SINGLE: 5, _MARRIED: 55, _WIDOWED: 37, _SEPARATED: 3})
