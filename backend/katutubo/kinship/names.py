"""How kinship names a person: as the family tree reads ('Juan Santos Dela Cruz'), and in the audit trail."""

from katutubo.models import Person
from katutubo.people.names import full_name


def display_name(person: Person) -> str:
    return " ".join(part for part in (person.first_name, person.middle_name, person.last_name) if part)


def audit_label(person: Person) -> str:
    """'Dela Cruz, Juan Santos (#12)': the list's spelling, and the id that tells namesakes apart."""
    return f"{full_name(person)} (#{person.id})"
