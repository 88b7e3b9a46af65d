"""How kinship names a person in the audit trail."""

from katutubo.models import Person
from katutubo.people.names import list_name


def audit_label(person: Person) -> str:
    """'Dela Cruz, Juan Santos (#12)': the list's spelling, and the id that tells namesakes apart."""
    return f"{list_name(person)} (#{person.id})"
