"""Server validation of the person form: every rule and message of spec section 5."""

from datetime import date
from typing import Any

import pytest
from pydantic import ValidationError

from katutubo.core.errors import field_messages
from katutubo.models import CivilStatus, EducationLevel, Gender
from katutubo.people.columns import derived_columns
from katutubo.people.schemas import PersonCreate, PersonForm, PersonUpdate
from katutubo.people.service import form_columns
from tests.people.factories import person_payload

TODAY = date(2026, 11, 22)


def _schema(creating: bool) -> type[PersonForm]:
    return PersonCreate if creating else PersonUpdate


def _errors(creating: bool = True, **overrides: Any) -> dict[str, str]:
    with pytest.raises(ValidationError) as exc:
        _schema(creating).model_validate(person_payload(**overrides), context={"today": TODAY})
    return field_messages(exc.value.errors())


def _valid(creating: bool = True, **overrides: Any) -> dict[str, Any]:
    """The columns stored for the payload, derived ones included."""
    form = _schema(creating).model_validate(person_payload(**overrides), context={"today": TODAY})
    values = form_columns(form.model_dump())
    return values | derived_columns(values, TODAY)


def test_empty_form_names_every_required_field_at_once() -> None:
    with pytest.raises(ValidationError) as exc:
        PersonCreate.model_validate({}, context={"today": TODAY})
    fields = field_messages(exc.value.errors())
    assert list(fields.values())[0] == "Last name is required."
    assert fields == {
        "last_name": "Last name is required.",
        "first_name": "First name is required.",
        "date_of_birth": "Date of birth is required.",
        "age": "Age is required.",
        "barangay": "Barangay is required.",
        "household_members": "Household members is required.",
        "contact_number": "Contact number is required.",
    }


@pytest.mark.parametrize("blank", [None, "", "   "])
@pytest.mark.parametrize(
    ("field", "message"),
    [
        ("last_name", "Last name is required."),
        ("first_name", "First name is required."),
        ("barangay", "Barangay is required."),
        ("contact_number", "Contact number is required."),
        ("household_members", "Household members is required."),
    ],
)
def test_required_field(field: str, message: str, blank: str | None) -> None:
    assert _errors(**{field: blank}) == {field: message}


def test_date_of_birth_required_even_with_a_typed_age() -> None:
    assert _errors(date_of_birth="", age=30) == {"date_of_birth": "Date of birth is required."}


def test_age_required_only_when_no_date_of_birth_gives_it() -> None:
    assert _errors(date_of_birth=None, age=None) == {
        "date_of_birth": "Date of birth is required.",
        "age": "Age is required.",
    }
    assert _valid(date_of_birth="1990-05-17", age=None)["age"] == 36


def test_household_members_optional_on_update() -> None:
    assert _valid(creating=False, household_members=None)["household_members"] is None
    assert _valid(creating=False, household_members="")["household_members"] is None


@pytest.mark.parametrize("value", [-1, "-1", 2.5, "two", "3.0.1"])
def test_household_members_whole_number(value: object) -> None:
    message = "Household members must be a whole number, 0 or more."
    assert _errors(household_members=value) == {"household_members": message}
    assert _errors(creating=False, household_members=value) == {"household_members": message}


@pytest.mark.parametrize(("value", "stored"), [(0, 0), ("0", 0), (5, 5), ("12", 12), (3.0, 3)])
def test_household_members_accepted(value: object, stored: int) -> None:
    assert _valid(household_members=value)["household_members"] == stored


def test_age_recomputed_from_date_of_birth_whatever_is_typed() -> None:
    values = _valid(date_of_birth="2000-11-23", age=99)
    assert values["age"] == 25  # birthday tomorrow
    assert _valid(date_of_birth="2000-11-22", age="1")["age"] == 26
    assert _valid(date_of_birth="2026-11-22")["age"] == 0


def test_future_date_of_birth() -> None:
    assert _errors(date_of_birth="2026-11-23") == {"date_of_birth": "Date of birth cannot be in the future."}


@pytest.mark.parametrize("value", ["23/11/1990", "1990-13-01", "soon"])
def test_date_of_birth_format(value: str) -> None:
    assert _errors(date_of_birth=value) == {"date_of_birth": "Date of birth must be a date (YYYY-MM-DD)."}


def test_date_of_birth_too_old() -> None:
    assert _errors(date_of_birth="1850-01-01") == {"date_of_birth": "Date of birth is too far in the past."}


def test_typed_age_checked_when_no_date_gives_it() -> None:
    assert _valid(age="old")["age"] == _valid()["age"]  # the date of birth decides
    assert _errors(date_of_birth=None, age="old")["age"] == "Age must be a whole number, 0 or more."
    assert _errors(date_of_birth=None, age=-3) == {
        "date_of_birth": "Date of birth is required.",
        "age": "Age must be a whole number, 0 or more.",
    }
    assert _errors(date_of_birth=None, age=151)["age"] == "Age must be 150 or less."


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("Xanadu", "Choose one of the barangays of Catanauan."),
        ("Barangay 11", "“Barangay 11” is not a barangay of Catanauan. Did you mean Barangay 1?"),
        (
            "Ajos Ilaya",
            "“Ajos Ilaya” is not a barangay of Catanauan. "
            "Did you mean Tagabas Ilaya, San Jose Anyao, Doongan Ilaya?",
        ),
        (
            "Tagbakan Ibaba",
            "“Tagbakan Ibaba” is not a barangay of Catanauan. Did you mean Tagbacan Ibaba, "
            "Tagabas Ibaba, Tagbacan Ilaya?",
        ),
    ],
)
def test_barangay_must_be_one_of_the_46_or_the_closest_are_named(value: str, message: str) -> None:
    assert _errors(barangay=value) == {"barangay": message}


@pytest.mark.parametrize(
    ("written", "stored"),
    [
        ("San Jose", "San Jose Anyao"),
        ("camandiison", "Camandilison"),
        ("Tagcan Silangan", "Tagbacan Silangan"),
        ("Brgy. Ajos", "Ajos"),
    ],
)
def test_barangay_written_by_another_of_its_names_is_its_listed_name(written: str, stored: str) -> None:
    assert _valid(barangay=written)["barangay"] == stored


def test_barangay_stored_with_its_listed_spelling() -> None:
    assert _valid(barangay="  san jose   anyao ")["barangay"] == "San Jose Anyao"
    assert _valid(barangay="BARANGAY 10")["barangay"] == "Barangay 10"


def test_contact_number_stored_as_plus63() -> None:
    assert _valid(contact_number="0917-123-4567")["contact_number"] == "+639171234567"
    assert _valid(contact_number="+63 998 765 4321")["contact_number"] == "+639987654321"


def test_contact_number_hint() -> None:
    hint = "Enter 11-digit PH number (09XXXXXXXXX) or +639XXXXXXXXX"
    assert _errors(contact_number="12345") == {"contact_number": hint}


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("gender", "Other", "Gender must be Male or Female."),
        ("civil_status", "Engaged", "Civil status must be Single, Married, Widowed or Separated."),
        (
            "education_level",
            "Doctorate",
            "Education level must be No Formal Education, Elementary, High School, College or Vocational.",
        ),
    ],
)
def test_enumerations(field: str, value: str, message: str) -> None:
    assert _errors(**{field: value}) == {field: message}


def test_enumerations_accept_listed_values_in_any_case() -> None:
    values = _valid(gender="female", civil_status="WIDOWED", education_level="no formal education")
    assert values["gender"] is Gender.female
    assert values["civil_status"] is CivilStatus.widowed
    assert values["education_level"] is EducationLevel.none
    assert _valid(gender="", civil_status=None, education_level=" ")["gender"] is None


def test_text_too_long() -> None:
    assert _errors(first_name="A" * 101) == {"first_name": "First name must be 100 characters or fewer."}
    assert _errors(occupation="x" * 301) == {"occupation": "Occupation must be 300 characters or fewer."}


def test_empty_strings_stored_as_null_never_na() -> None:
    values = _valid(middle_name="  ", occupation="", health_condition="", address=" ", lineage="")
    for field in ("middle_name", "occupation", "health_condition", "address", "lineage", "birthplace"):
        assert values[field] is None, field


def test_family_tree_lists_from_string_or_list() -> None:
    tree = {"father": " ", "siblings": " Jose ,, Rosa , ", "children": ["  Carlo", "", "Bea  Cruz "]}
    values = _valid(family_tree=tree)
    assert values["father"] is None
    assert values["siblings"] == ["Jose", "Rosa"]
    assert values["children"] == ["Carlo", "Bea Cruz"]
    assert _valid(family_tree=None)["siblings"] == []


def test_family_tree_lists_of_anything_but_names_are_refused_not_a_crash() -> None:
    errors = _errors(family_tree={"siblings": [True, "Rosa"], "children": [3]})
    assert set(errors) == {"family_tree.siblings.0", "family_tree.children.0"}


def test_tribe_known_names_take_the_listed_spelling() -> None:
    assert _valid(lineage="dumagat")["lineage"] == "Dumagat"
    assert _valid(lineage="  Bikol  Agta ")["lineage"] == "Bikol Agta"


def test_municipality_and_province_are_not_taken_from_the_form() -> None:
    values = _valid(municipality="Manila", province="Metro Manila")
    assert "municipality" not in values and "province" not in values


def test_several_broken_fields_answered_in_form_order() -> None:
    fields = _errors(contact_number="123", last_name="", gender="X", barangay="Nowhere")
    assert list(fields) == ["last_name", "gender", "barangay", "contact_number"]
