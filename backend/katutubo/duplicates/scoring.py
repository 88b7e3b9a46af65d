"""How alike two records are, from 0 to 1: names (rapidfuzz: the full name's token sort ratio, the surname's
Jaro-Winkler), the birth date (a swapped day and month or a year off still count), the mother's name and the
barangay. A suffix that differs (Jr. / Sr.) or a different sex is a different person however alike the rest.

Weights are over what both records have: a missing middle name or birth date neither helps nor hurts."""

from dataclasses import dataclass
from datetime import date

from rapidfuzz.distance import JaroWinkler
from rapidfuzz.fuzz import ratio, token_sort_ratio

from katutubo.rules.names import FoldedName, fold_full_name, fold_name

LIKELY = 0.80  # a pair scoring this or more is shown as a possible duplicate
DIFFERENT_GIVEN = 0.7  # given names less alike than this are two people's names

WEIGHTS = {
    "full": 0.2,
    "surname": 0.15,
    "first": 0.15,
    "middle": 0.05,
    "birth": 0.3,
    "mother": 0.1,
    "place": 0.05,
}


@dataclass(frozen=True)
class Record:
    """What the comparison needs of a person, folded once."""

    id: int | None
    name: FoldedName
    born: date | None
    barangay: str
    mother: str
    gender: str | None


def record(
    id: int | None,
    first: str | None,
    middle: str | None,
    last: str | None,
    born: date | None,
    barangay: str | None,
    mother: str | None,
    gender: str | None,
) -> Record:
    return Record(
        id, fold_name(first, middle, last), born, (barangay or "").casefold(), fold_full_name(mother), gender
    )


def birth_likeness(a: date | None, b: date | None) -> float | None:
    """1 the same day; 0.9 day and month swapped; 0.8 the same day a year off; less as dates drift apart."""
    if a is None or b is None:
        return None
    if a == b:
        return 1.0
    if a.year == b.year and a.month == b.day and a.day == b.month:
        return 0.9
    if a.month == b.month and a.day == b.day and abs(a.year - b.year) == 1:
        return 0.8
    if a.year == b.year and (a.month == b.month or a.day == b.day):
        return 0.7  # one part mistyped
    days = abs((a - b).days)
    return max(0.0, 0.6 - days / 1000)


NAMES = ("full", "surname", "first", "middle", "mother")
ROUNDING = 0.00005  # score() rounds to 4 places: 0.79995 is shown as 0.8


def could_be_likely(
    born: date | None,
    barangay: str,
    gender: str | None,
    other_born: date | None,
    other_barangay: str,
    other_gender: str | None,
) -> bool:
    """Whether a pair could reach LIKELY were every name part the same: an upper bound of score() from the
    birth dates, barangays (casefolded) and sexes alone, so the entry check folds and compares only the
    names of those that could. Exact: every part it does not know scores at most 1, and each part both
    records have raises a ratio below 1, so the bound is with all of them."""
    if gender and other_gender and gender != other_gender:
        return False
    best = weight = sum(WEIGHTS[name] for name in NAMES)
    if (birth := birth_likeness(born, other_born)) is not None:
        best, weight = best + WEIGHTS["birth"] * birth, weight + WEIGHTS["birth"]
    if barangay and other_barangay:
        best, weight = best + WEIGHTS["place"] * (barangay == other_barangay), weight + WEIGHTS["place"]
    return best / weight >= LIKELY - ROUNDING


def _surname(a: FoldedName, b: FoldedName) -> float:
    plain = JaroWinkler.similarity(a.last.replace(" ", ""), b.last.replace(" ", ""))
    # A married woman: her maiden name became the middle name, her husband's the surname.
    married = bool(a.middle) and a.middle == b.last or bool(b.middle) and b.middle == a.last
    return max(plain, 0.95 if married else 0.0)


def _first(a: FoldedName, b: FoldedName) -> float | None:
    if a.nickname or b.nickname or not a.first or not b.first:
        return None
    whole = ratio(a.first, b.first) / 100
    # "Maria Luisa" and "Luisa": one given name of two.
    shared = set(a.first.split()) & set(b.first.split())
    return max(whole, 0.85 if shared else 0.0)


def _full(a: FoldedName, b: FoldedName) -> float:
    """Given names and surname, middle name left out (it is often missing or became the surname)."""
    left = " ".join(p for p in (a.first, a.last) if p)
    right = " ".join(p for p in (b.first, b.last) if p)
    return token_sort_ratio(left, right) / 100


def score(a: Record, b: Record) -> float:
    if a.name.suffix != b.name.suffix and a.name.suffix and b.name.suffix:
        return 0.0  # Jr. and Sr.: father and son
    if a.gender and b.gender and a.gender != b.gender:
        return 0.0
    parts: dict[str, float | None] = {
        "full": _full(a.name, b.name),
        "surname": _surname(a.name, b.name),
        "first": _first(a.name, b.name),
        "middle": ratio(a.name.middle, b.name.middle) / 100 if a.name.middle and b.name.middle else None,
        "birth": birth_likeness(a.born, b.born),
        "mother": token_sort_ratio(a.mother, b.mother) / 100 if a.mother and b.mother else None,
        "place": (1.0 if a.barangay == b.barangay else 0.0) if a.barangay and b.barangay else None,
    }
    known = {name: value for name, value in parts.items() if value is not None}
    weight = sum(WEIGHTS[name] for name in known)
    likeness = sum(WEIGHTS[name] * value for name, value in known.items()) / weight
    first = parts["first"]
    if first is not None and first < DIFFERENT_GIVEN:
        likeness *= 0.75  # twins and siblings share everything but the given name
    return round(likeness, 4)
