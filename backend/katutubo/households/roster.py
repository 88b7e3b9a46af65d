"""The household roster: one row per current member (household id, barangay PSGC code, sitio, line number —
1 the head, then as the household page lists them —, relationship to the head, sex, age, civil status,
education, occupation, tribe), as CSV or XLSX through katutubo.exports' writers. An encoder's: the
households of their barangays, and of those the members of their barangays."""

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.access.households import households
from katutubo.access.people import Account
from katutubo.access.scope import Scope
from katutubo.exports.columns import Column
from katutubo.households import records
from katutubo.models import Household, Person, Relationship, User
from katutubo.reference.places import place_by_name


@dataclass(frozen=True)
class RosterRow:
    household_id: int
    barangay_code: str | None
    sitio: str | None
    line: int
    relationship: Relationship
    person: Person


def _value(name: str) -> Any:
    def read(row: RosterRow, _number: int) -> Any:
        found = getattr(row.person, name)
        return found.value if hasattr(found, "value") else found

    return read


COLUMNS: tuple[Column, ...] = tuple(
    Column(header, read)
    for header, read in (
        ("Household ID", lambda r, _n: r.household_id),
        ("Barangay PSGC Code", lambda r, _n: r.barangay_code),
        ("Sitio/Purok", lambda r, _n: r.sitio),
        ("Line Number", lambda r, _n: r.line),
        ("Relationship to Head", lambda r, _n: r.relationship.value),
        ("Sex", _value("gender")),
        ("Age", _value("age")),
        ("Civil Status", _value("civil_status")),
        ("Education", _value("education_level")),
        ("Occupation", _value("occupation")),
        ("Tribe", _value("lineage")),
    )
)


def rows(db: Session, account: Account, scope: Scope, barangay: str | None) -> Iterator[RosterRow]:
    """The members the reader may read, each on the line the household page lists them at (a member outside
    the reader's barangays keeps their line number, and is left out)."""
    listed = households(scope, Household.id, Household.barangay, Household.sitio)
    if barangay:
        listed = listed.where(Household.barangay == barangay)
    codes = {name: place.code for name, place in place_by_name().items()}
    for household_id, household_barangay, sitio in db.execute(listed.order_by(Household.id)).all():
        members = records.current_members(db, account, scope, household_id)
        for line, (member, person) in enumerate(members, start=1):
            if person is not None:
                yield RosterRow(
                    household_id, codes.get(household_barangay), sitio, line, member.relationship, person
                )


def count(db: Session, account: Account, scope: Scope, barangay: str | None) -> int:
    return sum(1 for _ in rows(db, account, scope, barangay))


def record_export(db: Session, actor: User, barangay: str | None, fmt: str, total: int) -> None:
    changes: dict[str, list[Any]] = {
        "list": [None, "household roster"],
        "filters": [None, {"barangay": barangay} if barangay else {}],
        "format": [None, fmt],
        "rows": [None, total],
    }
    audit.record(db, actor, "people.exported", audit.Target("export", None, "household roster"), changes)
