"""The person form's fields in the form's order, with the label people read.

The form's schema (katutubo.people.schemas.PersonForm) is the list of a person's fields: this table gives each
of them its label and limit, and tests/people/test_fields.py fails when the two (or the app's catalogues and
its generated types) name different fields. The schemas' messages and their codes ("Last name is required.":
`people.required.last_name`, only for the fields that must have a value), the order of a 422's fields (the
first one is the answer's "error"), and the export and import columns all read this table.
"""

from dataclasses import dataclass

from katutubo.core.messages import Message
from katutubo.models.person import NAME_LENGTH, TEXT_LENGTH


@dataclass(frozen=True)
class FormField:
    label: str
    max_length: int | None = None
    many: bool = False  # a list of names, each at most max_length (at most MAX_NAMES of them)


MAX_NAMES = 50


FORM_FIELDS: dict[str, FormField] = {
    "last_name": FormField("Last name", NAME_LENGTH),
    "first_name": FormField("First name", NAME_LENGTH),
    "middle_name": FormField("Middle name", NAME_LENGTH),
    "date_of_birth": FormField("Date of birth"),
    "age": FormField("Age"),
    "gender": FormField("Gender"),
    "civil_status": FormField("Civil status"),
    "education_level": FormField("Education level"),
    "occupation": FormField("Occupation", TEXT_LENGTH),
    "lineage": FormField("Tribe", NAME_LENGTH),
    "barangay": FormField("Barangay"),
    "address": FormField("Address", TEXT_LENGTH),
    "birthplace": FormField("Birthplace", TEXT_LENGTH),
    "health_condition": FormField("Health condition", TEXT_LENGTH),
    "household_members": FormField("Household members"),
    "contact_number": FormField("Contact number"),
    "family_tree.father": FormField("Father", TEXT_LENGTH),
    "family_tree.mother": FormField("Mother", TEXT_LENGTH),
    "family_tree.spouse": FormField("Spouse", TEXT_LENGTH),
    "family_tree.siblings": FormField("Siblings", TEXT_LENGTH, many=True),
    "family_tree.children": FormField("Children", TEXT_LENGTH, many=True),
}

# A new person needs all of these; a change may leave household members empty.
# Columns stored beside the form's fields: an import reads them, the export writes them.
STORED_COLUMNS = {"municipality": "Municipality", "province": "Province"}

REQUIRED_ON_CREATE = (
    "last_name",
    "first_name",
    "date_of_birth",
    "age",
    "barangay",
    "household_members",
    "contact_number",
)
REQUIRED_ON_UPDATE = tuple(name for name in REQUIRED_ON_CREATE if name != "household_members")


def _code(kind: str, name: str) -> str:
    return f"people.{kind}.{name.rpartition('.')[2]}"


# Each message the form can send about one field, with its code: none for a field that cannot break that way.
REQUIRED = {
    name: Message(_code("required", name), f"{FORM_FIELDS[name].label} is required.")
    for name in REQUIRED_ON_CREATE
}
# Not a field of the table: the basis of processing a new person needs (katutubo.people.legal_basis).
REQUIRED["legal_basis"] = Message(
    "people.required.legal_basis",
    "Choose the legal basis: a law or public function, or the person's consent.",
)
TOO_LONG = {
    name: Message(_code("too_long", name), f"{field.label} must be {field.max_length} characters or fewer.")
    for name, field in FORM_FIELDS.items()
    if field.max_length is not None and not field.many
}
TOO_MANY = {
    name: Message(
        _code("too_many", name),
        f"List at most {MAX_NAMES} {field.label.lower()}, each {field.max_length} characters or fewer.",
    )
    for name, field in FORM_FIELDS.items()
    if field.many
}


def in_form_order(messages: dict[str, Message]) -> dict[str, Message]:
    """Field messages sorted as the form shows the fields (names not in the form last)."""
    rank = {name: index for index, name in enumerate(FORM_FIELDS)}
    return dict(sorted(messages.items(), key=lambda item: rank.get(item[0], len(rank))))


def missing_fields(value_of: dict[str, object], required: tuple[str, ...]) -> dict[str, Message]:
    """'X is required.' for each required field without a value (the age only when no date of birth gives
    it)."""
    return {
        name: REQUIRED[name]
        for name in required
        if value_of.get(name) is None and not (name == "age" and value_of.get("date_of_birth") is not None)
    }
