"""The columns of an export: the original's list columns, or every field (the import template's columns too:
an 'All fields' export imports back as it is)."""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, Literal

from katutubo.models import Person
from katutubo.people.fields import FORM_FIELDS, STORED_COLUMNS
from katutubo.people.names import list_name

ColumnSet = Literal["original", "all"]


@dataclass(frozen=True)
class Column:
    header: str
    value: Callable[[Any, int], Any]  # (the row: a person, a roster line…, its number) -> the cell


def _yes(flag: bool) -> str:
    """As the lists show a flag: Yes or No."""
    return "Yes" if flag else "No"


def _field(name: str) -> Callable[[Person, int], Any]:
    attribute = name.removeprefix("family_tree.")

    def value(person: Person, _number: int) -> Any:
        found = getattr(person, attribute)
        if found is None or found.__class__ is str:
            return found
        if isinstance(found, list):
            return ", ".join(found)
        if isinstance(found, date) and not isinstance(found, datetime):
            return found  # a date cell in XLSX, YYYY-MM-DD in CSV
        if hasattr(found, "isoformat"):
            return found.isoformat()
        return found.value if hasattr(found, "value") else found

    return value


ORIGINAL: tuple[Column, ...] = (
    Column("#", lambda _p, number: number),
    Column("Name", lambda p, _n: list_name(p)),
    Column("Gender", _field("gender")),
    Column("Barangay", _field("barangay")),
    Column("Birthplace", lambda p, _n: p.birthplace or p.address),
    Column("Tribe", _field("lineage")),
    Column("Father", _field("father")),
    Column("Mother", _field("mother")),
    Column("Student", lambda p, _n: _yes(p.is_student)),
    Column("Non-Student", lambda p, _n: _yes(p.is_non_student)),
    Column("Unemployed", lambda p, _n: _yes(p.is_unemployed)),
    Column("PWD", lambda p, _n: _yes(p.has_health_condition)),
)

ALL_FIELDS: tuple[Column, ...] = tuple(
    Column(field.label, _field(name)) for name, field in FORM_FIELDS.items()
) + tuple(Column(label, _field(name)) for name, label in STORED_COLUMNS.items())

COLUMN_SETS: dict[str, tuple[Column, ...]] = {"original": ORIGINAL, "all": ALL_FIELDS}

# The stored columns each set reads (None: all of them); reading fewer makes a 100,000-row export faster.
READS: dict[str, tuple[str, ...] | None] = {
    "original": (
        "last_name",
        "first_name",
        "middle_name",
        "gender",
        "barangay",
        "birthplace",
        "address",
        "lineage",
        "father",
        "mother",
        "is_student",
        "is_non_student",
        "is_unemployed",
        "has_health_condition",
    ),  # fmt: skip
    "all": None,
}
