"""The one place that spells a person's name from its parts (first, middle, last). There is no suffix column:
a suffix ('Jr.') is typed as part of the first or last name and is spelled as typed."""

from typing import Protocol


class Named(Protocol):
    """A stored person, a checked form or a probe: anything with the three name parts."""

    @property
    def first_name(self) -> str | None: ...
    @property
    def middle_name(self) -> str | None: ...
    @property
    def last_name(self) -> str | None: ...


def _parts(*parts: str | None) -> str:
    return " ".join(part for part in parts if part)


def list_name(person: Named) -> str:
    """'Dela Cruz, Juan Santos': how lists, the Trash, exports and the audit trail name a person."""
    given = _parts(person.first_name, person.middle_name)
    return ", ".join(part for part in (person.last_name, given) if part)


def display_name(person: Named) -> str:
    """'Juan Santos Dela Cruz': the family tree's, a stored parent's and a certificate's spelling."""
    return _parts(person.first_name, person.middle_name, person.last_name)
