"""The import report a clerk downloads: every refused row's reasons, then the warnings, each with the bad
value and the person's name (added to the check's errors here, so the errors themselves stay as the check
makes them)."""

import dataclasses
from collections.abc import Iterable, Iterator
from types import SimpleNamespace
from typing import Any

from katutubo.core.csv_safety import safe_row
from katutubo.imports.candidate import Candidate
from katutubo.imports.checks import RowError
from katutubo.people.names import list_name


@dataclasses.dataclass(frozen=True)
class DescribedError(RowError):
    value: str | None = None  # what the file holds in that column
    name: str | None = None  # the row's person, "Last, First Middle"

    def as_dict(self) -> dict[str, object]:
        return super().as_dict() | {"value": self.value, "name": self.name}


def _name(form: dict[str, Any]) -> str | None:
    """The row's person as lists name them (people.names.list_name); None for a row without a name."""
    parts = {part: str(form.get(part) or "").strip() for part in ("first_name", "middle_name", "last_name")}
    return list_name(SimpleNamespace(**parts)) or None


def _shown(value: Any) -> str | None:
    if value is None or value == "":
        return None
    if isinstance(value, list):
        return ", ".join(str(item) for item in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}: {v}" for k, v in value.items() if v not in (None, "", []))
    return str(value)


def _value(candidate: Candidate, column: str) -> str | None:
    """The form's value read from the file's `column` (the field of that name when no column maps to it)."""
    fields = [name for name, source in candidate.sources.items() if source == column] or [column]
    for name in fields:
        found: Any = candidate.form
        for part in name.split("."):
            found = found.get(part) if isinstance(found, dict) else None
        if found not in (None, ""):
            return _shown(found)
    return None


def described(errors: Iterable[RowError], candidate: Candidate) -> list[RowError]:
    """The errors with the bad value and the person's name."""
    name = _name(candidate.form)
    return [
        DescribedError(
            **{f.name: getattr(e, f.name) for f in dataclasses.fields(e)},
            value=_value(candidate, e.column),
            name=name,
        )
        for e in errors
    ]


HEADERS = {
    "en": ["Row", "Name", "Column", "Value", "Problem", "Kind"],
    "fil": ["Hanay", "Pangalan", "Kolum", "Halaga", "Problema", "Uri"],
}
KINDS = {"en": ("Error", "Warning"), "fil": ("Mali", "Babala")}


def report_rows(
    errors: list[dict[str, Any]], warnings: list[dict[str, Any]], language: str
) -> Iterator[list[Any]]:
    """The report's CSV rows: the header, the errors, then the warnings."""
    yield safe_row(HEADERS[language])
    for kind, entries in zip(KINDS[language], (errors, warnings), strict=True):
        for entry in entries:
            cells = [entry.get("ref"), entry.get("name"), entry.get("column"), entry.get("value")]
            yield safe_row([*cells, entry.get("message"), kind])
