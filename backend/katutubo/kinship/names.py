"""How kinship names a person in the audit trail."""

import re

from katutubo.models import Person
from katutubo.people.names import list_name


def audit_label(person: Person) -> str:
    """'Dela Cruz, Juan Santos (#12)': the list's spelling, and the id that tells namesakes apart."""
    return f"{list_name(person)} (#{person.id})"


RELATIVE_FIELDS = frozenset(
    {"father", "mother", "spouse", "children"}
)  # a link event's fields (service._side)
_ID_SUFFIX = re.compile(r" \(#\d+\)$")


def typed_label(label: str) -> str:
    """A link event's relative as a typed name: the label without the id that opens their record."""
    return _ID_SUFFIX.sub("", label)
