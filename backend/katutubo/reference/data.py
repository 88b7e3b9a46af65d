"""The fixed lists, read once from katutubo/data/*.txt (one name a line, in the order shown to people)."""

from functools import cache
from pathlib import Path

from katutubo.models import CivilStatus, EducationLevel, Gender

DATA_DIR = Path(__file__).resolve().parent.parent / "data"


def _read_lines(name: str) -> tuple[str, ...]:
    lines = (line.strip() for line in (DATA_DIR / name).read_text(encoding="utf-8").splitlines())
    return tuple(line for line in lines if line)


@cache
def barangays() -> tuple[str, ...]:
    """The 46 barangays of Catanauan in the spec's order (Barangay 1, 10, 2, ... 9)."""
    return _read_lines("barangays.txt")


@cache
def tribes() -> tuple[str, ...]:
    return _read_lines("tribes.txt")


@cache
def _barangay_by_lower() -> dict[str, str]:
    return {name.lower(): name for name in barangays()}


@cache
def _tribe_by_lower() -> dict[str, str]:
    return {name.lower(): name for name in tribes()}


def canonical_barangay(text: str) -> str | None:
    """The listed spelling of a barangay typed in any case, or None when it is not one of the 46."""
    return _barangay_by_lower().get(" ".join(text.split()).lower())


def canonical_tribe(text: str) -> str:
    """The listed spelling of a known tribe typed in any case; other names are kept as typed."""
    return _tribe_by_lower().get(text.lower(), text)


GENDERS = tuple(g.value for g in Gender)
CIVIL_STATUSES = tuple(s.value for s in CivilStatus)
EDUCATION_LEVELS = tuple(e.value for e in EducationLevel)
