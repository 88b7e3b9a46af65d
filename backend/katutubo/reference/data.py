"""The fixed lists, read once from katutubo/data/*.txt (one name a line, in the order shown to people); the
barangays are the configured municipality's places (katutubo.reference.places)."""

from functools import cache

from katutubo.models import CivilStatus, EducationLevel, Gender
from katutubo.reference.places import DATA_DIR, match_place, places

__all__ = ["DATA_DIR", "barangays", "canonical_barangay", "canonical_tribe", "tribes"]


def _read_lines(name: str) -> tuple[str, ...]:
    lines = (line.strip() for line in (DATA_DIR / name).read_text(encoding="utf-8").splitlines())
    return tuple(line for line in lines if line)


def barangays() -> tuple[str, ...]:
    """The installation's barangays by name, in the order shown (Catanauan's 46 in the spec's: Barangay 1, 10,
    2, ... 9)."""
    return tuple(place.name for place in places())


@cache
def tribes() -> tuple[str, ...]:
    return _read_lines("tribes.txt")


@cache
def _tribe_by_lower() -> dict[str, str]:
    return {name.lower(): name for name in tribes()}


def canonical_barangay(text: str) -> str | None:
    """The shown name of a barangay typed in any case, or by another of its names (the PSGC's spelling, an
    alias), or None when it is none of the installation's."""
    return match_place(text)


def canonical_tribe(text: str) -> str:
    """The listed spelling of a known tribe typed in any case; other names are kept as typed."""
    return _tribe_by_lower().get(text.lower(), text)


GENDERS = tuple(g.value for g in Gender)
CIVIL_STATUSES = tuple(s.value for s in CivilStatus)
EDUCATION_LEVELS = tuple(e.value for e in EducationLevel)
