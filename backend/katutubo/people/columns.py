"""Values stored beside the form's fields, derived from them on every write (and by the demo seeder): the one
place they are computed."""

from collections.abc import Mapping
from datetime import date
from typing import Any

from sqlalchemy import update
from sqlalchemy.orm import Session

from katutubo.models import Person
from katutubo.people.ages import age_on, next_birthday
from katutubo.rules.classification import classify, reclassify_values


def search_text(*parts: str | None) -> str:
    return " ".join(part for part in parts if part).lower()


# The form's fields the derived columns are computed from.
DERIVED_FROM = (
    "first_name",
    "last_name",
    "barangay",
    "lineage",
    "occupation",
    "health_condition",
    "date_of_birth",
    "age",
)


def derived_columns(values: Mapping[str, Any], today: date) -> dict[str, Any]:
    """The age (from the date of birth when there is one, else as typed), lower-cased search keys, the next
    day the stored age changes, and the rule flags."""
    flags = classify(values.get("occupation"), values.get("health_condition"))
    born: date | None = values.get("date_of_birth")
    lineage: str | None = values.get("lineage")
    return {
        "age": age_on(born, today) if born else values.get("age"),
        "first_name_lower": values["first_name"].lower(),
        "last_name_lower": values["last_name"].lower(),
        "lineage_lower": lineage.lower() if lineage else None,
        "search_text": search_text(values["first_name"], values["last_name"], values["barangay"], lineage),
        "age_valid_until": next_birthday(born, today) if born else None,
        "is_student": flags.is_student,
        "is_unemployed": flags.is_unemployed,
        "is_non_student": flags.is_non_student,
        "has_health_condition": flags.has_health_condition,
    }


def reclassify_all(db: Session) -> int:
    """Recompute every stored rule flag in one UPDATE (after a keyword table in katutubo.rules changes)."""
    values = reclassify_values(Person.occupation, Person.health_condition)
    result = db.execute(update(Person).values(**values), execution_options={"synchronize_session": False})
    return int(getattr(result, "rowcount", 0) or 0)
