from katutubo.models import Person


def full_name(person: Person) -> str:
    """'Dela Cruz, Juan Santos': how lists, the Trash and the audit trail name a person."""
    given = " ".join(part for part in (person.first_name, person.middle_name) if part)
    return f"{person.last_name}, {given}"
