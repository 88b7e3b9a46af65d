"""The person form's rules for Pydantic (spec section 5), with the form's exact messages.

The field types below parse and check one field each (katutubo.people.normalise); `every_broken_field` adds
the rules between fields and answers every broken field at once, in the form's order: a 422 whose body
core/errors.py renders as {"error": first message, "detail": {"fields": {name: message}}}. The models are in
katutubo.people.schemas.
"""

from collections.abc import Callable
from datetime import date
from typing import Annotated, Any, TypeVar

from pydantic import BeforeValidator, Field, ValidationError, ValidationInfo
from pydantic_core import InitErrorDetails, PydanticCustomError

from katutubo.core.clock import office_today
from katutubo.core.errors import validation_message
from katutubo.core.messages import Message
from katutubo.core.strict_types import is_day_object
from katutubo.models import CivilStatus, EducationLevel, Gender
from katutubo.people import normalise
from katutubo.people.fields import FORM_FIELDS, TOO_LONG, in_form_order, missing_fields
from katutubo.people.normalise import Invalid
from katutubo.reference.data import canonical_barangay
from katutubo.reference.municipality import configured
from katutubo.reference.places import closest_names

BARANGAY_UNKNOWN = Message("people.barangay_unknown", "Choose one of the barangays of {municipality}.")


def barangay_unknown() -> Message:
    """'Choose one of the barangays of Catanauan.' (the configured municipality)."""
    return BARANGAY_UNKNOWN.format(municipality=configured().name)


BARANGAY_CLOSEST = Message(
    "people.barangay_unknown_closest", "“{name}” is not a barangay of {municipality}. Did you mean {closest}?"
)
DATE_FORMAT = Message("people.date_format", "Date of birth must be a date (YYYY-MM-DD).")
DATE_IN_FUTURE = Message("people.date_in_future", "Date of birth cannot be in the future.")
DATE_TOO_OLD = Message("people.date_too_old", "Date of birth is too far in the past.")
AGE_INVALID = Message("people.age_invalid", "Age must be a whole number, 0 or more.")
AGE_TOO_HIGH = Message("people.age_too_high", "Age must be 150 or less.")
HOUSEHOLD_INVALID = Message(
    "people.household_invalid", "Household members must be a whole number, 0 or more."
)
HOUSEHOLD_TOO_MANY = Message("people.household_too_many", "Household members must be 99 or fewer.")
GENDER_INVALID = Message("people.gender_invalid", "Gender must be Male or Female.")
CIVIL_STATUS_INVALID = Message(
    "people.civil_status_invalid", "Civil status must be Single, Married, Widowed or Separated."
)
EDUCATION_INVALID = Message(
    "people.education_invalid",
    "Education level must be No Formal Education, Elementary, High School, College or Vocational.",
)
MAX_AGE = 150
MAX_HOUSEHOLD = 99
T = TypeVar("T")


def field_error(message: Message) -> PydanticCustomError:
    return message.as_error()


def _parsed(parse: Callable[[Any], Any]) -> BeforeValidator:
    """Runs `parse` on the value as sent; its Invalid message becomes the field's message."""

    def run(value: Any) -> Any:
        try:
            return parse(value)
        except Invalid as exc:
            raise field_error(exc.message) from None

    return BeforeValidator(run)


def _text(value: Any) -> Any:
    """Trimmed, inner whitespace one space, blank None; not a string: left for the type to refuse."""
    return normalise.text(value) if isinstance(value, str) else value


def _choice(enum_type: type[Any], message: Message) -> Callable[[Any], Any]:
    def parse(value: Any) -> Any:
        cleaned = _text(value)
        if not isinstance(cleaned, str):
            return cleaned
        for member in enum_type:
            if member.value.lower() == cleaned.lower():
                return member
        raise Invalid(message)

    return parse


def _barangay(value: Any) -> Any:
    cleaned = _text(value)
    if isinstance(cleaned, str) and (found := canonical_barangay(cleaned)) is None:
        municipality = configured().name
        if closest := closest_names(cleaned):
            raise Invalid(
                BARANGAY_CLOSEST.format(name=cleaned, municipality=municipality, closest=", ".join(closest))
            )
        raise Invalid(barangay_unknown())
    return found if isinstance(cleaned, str) else cleaned


def _whole_number(message: Message) -> Callable[[Any], Any]:
    return lambda value: normalise.whole_number(value, message)


def _day(message: Message) -> Callable[[Any], Any]:
    """Text (the form's), a `date` from Python code (an import's timestamp made a day), or nothing: a number
    or a boolean is refused with the field's message, never read as a Unix time (see core.strict_types)."""

    def parse(value: Any) -> Any:
        if isinstance(value, str):
            return normalise.calendar_date(value, message)
        if value is None or is_day_object(value):
            return value
        raise Invalid(message)

    return parse


def day_field(message: Message) -> BeforeValidator:
    """A day of the form (YYYY-MM-DD), refused with `message`."""
    return _parsed(_day(message))


def choice_field(enum_type: type[Any], message: Message) -> BeforeValidator:
    """One of an enum's values (any case), refused with `message`."""
    return _parsed(_choice(enum_type, message))


def _phone(value: Any) -> Any:
    return normalise.phone_number(value) if isinstance(value, str) else value


def _names(value: Any) -> Any:
    """Names as a string or a list of strings are cleaned; anything else is left for the type check (422)."""
    if isinstance(value, str) or (isinstance(value, list) and all(isinstance(item, str) for item in value)):
        return normalise.name_list(value)
    return value


def today_of(info: ValidationInfo) -> date:
    """The validation context's "today" when one is given (imports, tests), else the office's today."""
    today = info.context.get("today") if isinstance(info.context, dict) else None
    return today if isinstance(today, date) else office_today()


def within_limit(name: str, value: str | None) -> str | None:
    limit = FORM_FIELDS[name].max_length
    if value is not None and limit is not None and len(value) > limit:
        raise field_error(TOO_LONG[name])
    return value


# The form's field types: each parses what the form sends (strings for numbers too) and says what is wrong.
Text = Annotated[str | None, BeforeValidator(_text)]
Names = Annotated[
    list[str], BeforeValidator(_names), Field(description="A list, or names separated by commas.")
]
BirthDate = Annotated[date | None, day_field(DATE_FORMAT), Field(description="YYYY-MM-DD")]
Age = Annotated[
    int | None,
    _parsed(_whole_number(AGE_INVALID)),
    Field(description="Used only when there is no date of birth (a date of birth decides the age)."),
]
HouseholdMembers = Annotated[int | None, _parsed(_whole_number(HOUSEHOLD_INVALID))]
GenderChoice = Annotated[Gender | None, _parsed(_choice(Gender, GENDER_INVALID))]
CivilStatusChoice = Annotated[CivilStatus | None, _parsed(_choice(CivilStatus, CIVIL_STATUS_INVALID))]
EducationChoice = Annotated[EducationLevel | None, _parsed(_choice(EducationLevel, EDUCATION_INVALID))]
Barangay = Annotated[
    str | None,
    _parsed(_barangay),
    Field(description="One of the installation's barangays by name (any case, or another of its names)."),
]
PhoneNumber = Annotated[
    str | None,
    _parsed(_phone),
    Field(description="09XXXXXXXXX or +639XXXXXXXXX (spaces and hyphens ignored); stored as +63."),
]


def every_broken_field(
    required_of: Callable[[set[str]], tuple[str, ...]], data: Any, handler: Callable[[Any], T]
) -> T:
    """Validates the form's fields (`handler`), then the rules between them; raises one ValidationError naming
    every broken field in the form's order. The fields that broke are left out to read the others' values."""
    messages: dict[str, Message] = {}
    try:
        person = handler(data)
    except ValidationError as exc:
        if not isinstance(data, dict):
            raise
        for error in exc.errors():
            name = ".".join(str(part) for part in error["loc"])
            messages.setdefault(name, validation_message(dict(error)))
        broken = {str(error["loc"][0]) for error in exc.errors() if error["loc"]}
        person = handler({key: value for key, value in data.items() if key not in broken})
    if getattr(person, "date_of_birth", None) is not None:
        messages.pop("age", None)  # the date of birth decides the age
    required = required_of(set(data) if isinstance(data, dict) else set())
    values = {name: getattr(person, name) for name in (*required, "date_of_birth")}
    missing = missing_fields(values, required)
    if "date_of_birth" in messages:  # a wrong date is the one thing to fix
        missing.pop("age", None)
    for name, message in missing.items():
        messages.setdefault(name, message)
    if messages:
        raise ValidationError.from_exception_data(
            type(person).__name__,
            [
                InitErrorDetails(
                    type=message.as_error(),
                    loc=tuple(name.split(".")),
                    input=None,
                )
                for name, message in in_form_order(messages).items()
            ],
        )
    return person
