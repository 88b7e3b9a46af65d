"""Server validation of the person form (spec section 5): every broken field at once, one message each."""

from collections.abc import Callable
from datetime import date
from typing import Any, TypeVar

from katutubo.core.errors import FieldErrors
from katutubo.models import CivilStatus, EducationLevel, Gender
from katutubo.models.person import NAME_LENGTH, TEXT_LENGTH
from katutubo.people import normalise
from katutubo.people.ages import age_on
from katutubo.people.normalise import Invalid
from katutubo.people.schemas import FamilyTreeIn, PersonIn
from katutubo.reference.data import canonical_barangay, canonical_tribe

REQUIRED = {
    "last_name": "Last name is required.",
    "first_name": "First name is required.",
    "date_of_birth": "Date of birth is required.",
    "age": "Age is required.",
    "barangay": "Barangay is required.",
    "contact_number": "Contact number is required.",
    "household_members": "Household members is required.",
}
BARANGAY_UNKNOWN = "Choose one of the 46 barangays."
DATE_FORMAT = "Date of birth must be a date (YYYY-MM-DD)."
DATE_IN_FUTURE = "Date of birth cannot be in the future."
DATE_TOO_OLD = "Date of birth is too far in the past."
AGE_INVALID = "Age must be a whole number, 0 or more."
AGE_TOO_HIGH = "Age must be 150 or less."
HOUSEHOLD_INVALID = "Household members must be a whole number, 0 or more."
GENDER_INVALID = "Gender must be Male or Female."
CIVIL_STATUS_INVALID = "Civil status must be Single, Married, Widowed or Separated."
EDUCATION_INVALID = (
    "Education level must be No Formal Education, Elementary, High School, College or Vocational."
)
MAX_AGE = 150
MAX_NAMES = 50

LABELS = {
    "last_name": ("Last name", NAME_LENGTH),
    "first_name": ("First name", NAME_LENGTH),
    "middle_name": ("Middle name", NAME_LENGTH),
    "occupation": ("Occupation", TEXT_LENGTH),
    "lineage": ("Tribe", NAME_LENGTH),
    "address": ("Address", TEXT_LENGTH),
    "birthplace": ("Birthplace", TEXT_LENGTH),
    "health_condition": ("Health condition", TEXT_LENGTH),
    "family_tree.father": ("Father", TEXT_LENGTH),
    "family_tree.mother": ("Mother", TEXT_LENGTH),
    "family_tree.spouse": ("Spouse", TEXT_LENGTH),
}

# The order of the form, so the first message (the "error" of the answer) is the topmost field's.
FIELD_ORDER = [
    "last_name",
    "first_name",
    "middle_name",
    "date_of_birth",
    "age",
    "gender",
    "civil_status",
    "education_level",
    "occupation",
    "lineage",
    "barangay",
    "address",
    "birthplace",
    "health_condition",
    "household_members",
    "contact_number",
    "family_tree.father",
    "family_tree.mother",
    "family_tree.spouse",
    "family_tree.siblings",
    "family_tree.children",
]

T = TypeVar("T")


class _Checker:
    """Collects the clean values and the first message of each broken field."""

    def __init__(self) -> None:
        self.errors: dict[str, str] = {}

    def check(self, field: str, parse: Callable[[], T]) -> T | None:
        try:
            return parse()
        except Invalid as exc:
            self.errors.setdefault(field, str(exc))
            return None

    def require(self, field: str, value: object) -> None:
        if value is None:
            self.errors.setdefault(field, REQUIRED[field])

    def text(self, field: str, value: str | None) -> str | None:
        label, limit = LABELS[field]
        cleaned = normalise.text(value)
        if cleaned is not None and len(cleaned) > limit:
            self.errors.setdefault(field, f"{label} must be {limit} characters or fewer.")
        return cleaned


def _choice(enum_type: type[Any], value: str | None, message: str) -> Any:
    cleaned = normalise.text(value)
    if cleaned is None:
        return None
    for member in enum_type:
        if member.value.lower() == cleaned.lower():
            return member
    raise Invalid(message)


def _barangay(value: str | None) -> str | None:
    cleaned = normalise.text(value)
    if cleaned is None:
        return None
    known = canonical_barangay(cleaned)
    if known is None:
        raise Invalid(BARANGAY_UNKNOWN)
    return known


def _names(field: str, value: str | list[str] | None) -> list[str]:
    names = normalise.name_list(value)
    if len(names) > MAX_NAMES or any(len(name) > TEXT_LENGTH for name in names):
        raise Invalid(f"List at most {MAX_NAMES} {field}, each {TEXT_LENGTH} characters or fewer.")
    return names


def _age(c: _Checker, payload: PersonIn, today: date) -> tuple[date | None, int | None]:
    """The date of birth, and the age: computed from the date when there is one, else the typed age."""
    born = c.check("date_of_birth", lambda: normalise.calendar_date(payload.date_of_birth, DATE_FORMAT))
    if born is not None and born > today:
        c.errors.setdefault("date_of_birth", DATE_IN_FUTURE)
        born = None
    elif born is not None and age_on(born, today) > MAX_AGE:
        c.errors.setdefault("date_of_birth", DATE_TOO_OLD)
        born = None
    if born is not None:
        return born, age_on(born, today)
    wrong_date = "date_of_birth" in c.errors
    if not wrong_date:
        c.require("date_of_birth", born)
    age = c.check("age", lambda: normalise.whole_number(payload.age, AGE_INVALID))
    if age is not None and age > MAX_AGE:
        c.errors.setdefault("age", AGE_TOO_HIGH)
    if "age" not in c.errors and not wrong_date:  # a wrong date is the one thing to fix
        c.require("age", age)
    return None, age


def _family_tree(c: _Checker, tree: FamilyTreeIn) -> dict[str, Any]:
    return {
        "father": c.text("family_tree.father", tree.father),
        "mother": c.text("family_tree.mother", tree.mother),
        "spouse": c.text("family_tree.spouse", tree.spouse),
        "siblings": c.check("family_tree.siblings", lambda: _names("siblings", tree.siblings)) or [],
        "children": c.check("family_tree.children", lambda: _names("children", tree.children)) or [],
    }


def validate_person(payload: PersonIn, creating: bool, today: date) -> dict[str, Any]:
    """The column values to store, or FieldErrors (422) naming every broken field."""
    c = _Checker()
    values: dict[str, Any] = {
        "last_name": c.text("last_name", payload.last_name),
        "first_name": c.text("first_name", payload.first_name),
        "middle_name": c.text("middle_name", payload.middle_name),
    }
    c.require("last_name", values["last_name"])
    c.require("first_name", values["first_name"])
    values["date_of_birth"], values["age"] = _age(c, payload, today)
    values["gender"] = c.check("gender", lambda: _choice(Gender, payload.gender, GENDER_INVALID))
    values["civil_status"] = c.check(
        "civil_status", lambda: _choice(CivilStatus, payload.civil_status, CIVIL_STATUS_INVALID)
    )
    values["education_level"] = c.check(
        "education_level", lambda: _choice(EducationLevel, payload.education_level, EDUCATION_INVALID)
    )
    values["occupation"] = c.text("occupation", payload.occupation)
    lineage = c.text("lineage", payload.lineage)
    values["lineage"] = canonical_tribe(lineage) if lineage else None
    values["barangay"] = c.check("barangay", lambda: _barangay(payload.barangay))
    if "barangay" not in c.errors:
        c.require("barangay", values["barangay"])
    values["address"] = c.text("address", payload.address)
    values["birthplace"] = c.text("birthplace", payload.birthplace)
    values["health_condition"] = c.text("health_condition", payload.health_condition)
    values["household_members"] = c.check(
        "household_members", lambda: normalise.whole_number(payload.household_members, HOUSEHOLD_INVALID)
    )
    if creating and "household_members" not in c.errors:
        c.require("household_members", values["household_members"])
    values["contact_number"] = c.check(
        "contact_number", lambda: normalise.phone_number(payload.contact_number)
    )
    if "contact_number" not in c.errors:
        c.require("contact_number", values["contact_number"])
    values.update(_family_tree(c, payload.family_tree or FamilyTreeIn()))
    if c.errors:
        raise FieldErrors(dict(sorted(c.errors.items(), key=lambda item: FIELD_ORDER.index(item[0]))))
    return values
