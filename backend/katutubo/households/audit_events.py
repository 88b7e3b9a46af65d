"""What the audit trail records of a household: its fields before and after, and the people of a membership
as Mentions (sealed with their keys: a person's purge erases their name from the household's events)."""

from typing import Any

from katutubo import audit
from katutubo.models import Household, HouseholdMember, Person
from katutubo.people.names import list_name

FIELDS = ("barangay", "sitio", "address", "latitude", "longitude")


def target(household: Household) -> audit.Target:
    """No person's name in the label: the event's target is the household (#id, barangay)."""
    return audit.Target("household", household.id, f"#{household.id} ({household.barangay})")


def snapshot(household: Household) -> dict[str, Any]:
    return {name: getattr(household, name) for name in FIELDS}


def mention(person: Person) -> audit.Mention:
    return audit.Mention(person.id, list_name(person))


def membership(member: HouseholdMember, person: Person) -> dict[str, list[Any]]:
    """The membership's values as an event's changes (the person named, sealed with their key)."""
    values: dict[str, list[Any]] = {
        "member": [None, mention(person)],
        "relationship": [None, member.relationship.value],
    }
    if member.start_date:
        values["start_date"] = [None, member.start_date.isoformat()]
    if member.start_reason:
        values["start_reason"] = [None, member.start_reason.value]
    return values
