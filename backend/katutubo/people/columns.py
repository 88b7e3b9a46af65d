"""Values stored beside the form's fields, derived from them on every write (and by the demo seeder): the one
place they are computed."""

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from typing import Any, cast

from sqlalchemy import Connection, Table, or_, update
from sqlalchemy.orm import Session

from katutubo.core.clock import office_today
from katutubo.models import Person
from katutubo.models.person import SEARCH_LENGTH
from katutubo.people import tally
from katutubo.people.ages import age_on, next_birthday, rederive_ages
from katutubo.rules.classification import classify, reclassify_values
from katutubo.rules.names import search_fold, surname_key


def search_text(*parts: str | None) -> str:
    """The parts folded as the search boxes fold what is typed (katutubo.rules.names.search_fold), cut to the
    column's length (five names of 100 characters would need 504; the tribe of such a record is not found)."""
    return search_fold(" ".join(part for part in parts if part))[:SEARCH_LENGTH]


# The form's fields the derived columns are computed from.
DERIVED_FROM = (
    "first_name",
    "middle_name",
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
        "surname_key": surname_key(values["last_name"]),
        "lineage_lower": lineage.lower() if lineage else None,
        "search_text": search_text(
            values["first_name"], values.get("middle_name"), values["last_name"], values["barangay"], lineage
        ),
        "age_valid_until": next_birthday(born, today) if born else None,
        "is_student": flags.is_student,
        "is_unemployed": flags.is_unemployed,
        "is_non_student": flags.is_non_student,
        "has_health_condition": flags.has_health_condition,
    }


@dataclass(frozen=True)
class Reclassified:
    """How many people had stored rule flags, and how many a stored age, that no longer followed the rules."""

    flags: int
    ages: int


def reclassify_all(db: Session, today: date) -> Reclassified:
    """Re-derive every stored rule flag and age after a rule changes (`katutubo reclassify`, or a migration
    through `reclassify_in_migration`). Only rows whose stored value differs are written, on the table, not
    the ORM: re-deriving is not an edit, so a record's version stays (an open edit form can still save)."""
    table = cast(Table, Person.__table__)
    flags = reclassify_values(table.c.occupation, table.c.health_condition)
    differs = or_(*(table.c[name].is_distinct_from(value) for name, value in flags.items()))
    result = db.execute(update(table).where(differs).values(**flags))
    changed = Reclassified(flags=int(getattr(result, "rowcount", 0) or 0), ages=rederive_ages(db, today))
    tally.rebuild(db)  # its "school age" key may follow a changed age rule
    return changed


def reclassify_in_migration(connection: Connection) -> Reclassified:
    """For the migration that ships a rule change: `reclassify_in_migration(op.get_bind())` in its upgrade()
    re-derives the stored values inside the migration's own transaction (see docs/architecture.md)."""
    return reclassify_all(Session(bind=connection), office_today())
