"""The door to households: the statements every read of households starts from.

`households(scope, ...)` is THE read: live households (not in the Trash) of the reader's barangays. Their
members and heads are people, read through katutubo.access.people (`join_people`): a member outside an
encoder's barangays is counted, never named; a member in the Trash is not there at all. `household` opens
one ("Household not found."). The Trash of households is `trashed_households` (the IPMR's).
"""

from typing import Any

from sqlalchemy import ColumnElement, Select, select
from sqlalchemy.orm import Session

from katutubo.access.people import Account, refuse_trash_to_encoders
from katutubo.access.scope import Scope
from katutubo.core.errors import NotFound
from katutubo.core.messages import Message
from katutubo.models import Household

HOUSEHOLD_NOT_FOUND = Message("households.not_found", "Household not found.")


def live_household() -> ColumnElement[bool]:
    return Household.deleted_at.is_(None)


def readable_households(scope: Scope) -> list[ColumnElement[bool]]:
    """THE conditions of a read of households: live, of the scope's barangays."""
    return [live_household(), *scope.conditions(Household.barangay)]


def households(scope: Scope, *columns: Any) -> Select[Any]:
    """THE read of households: `columns` (the Household rows when none) of the scope's live households."""
    return select(*(columns or (Household,))).select_from(Household).where(*readable_households(scope))


def household(db: Session, scope: Scope, household_id: int) -> Household:
    """A live household of the scope, or 404 "Household not found."."""
    found = db.get(Household, household_id)
    if found is None or found.deleted_at is not None or not scope.includes_barangay(found.barangay):
        raise NotFound(HOUSEHOLD_NOT_FOUND)
    return found


def trashed_households(account: Account, scope: Scope, *columns: Any) -> Select[Any]:
    """The households in the Trash, of the scope (the households' Trash page)."""
    refuse_trash_to_encoders(account)
    return (
        select(*(columns or (Household,)))
        .select_from(Household)
        .where(Household.deleted_at.is_not(None), *scope.conditions(Household.barangay))
    )


def trashed_household(db: Session, account: Account, scope: Scope, household_id: int) -> Household:
    """A household in the Trash, of the scope, or 404 (its restore)."""
    refuse_trash_to_encoders(account)
    found = db.get(Household, household_id)
    if found is None or found.deleted_at is None or not scope.includes_barangay(found.barangay):
        raise NotFound(HOUSEHOLD_NOT_FOUND)
    return found


def household_of_every_barangay(db: Session, account: Account, household_id: int) -> Household | None:
    """A live household whatever the account's scope (a merge carrying a membership; a move's target)."""
    found = db.get(Household, household_id)
    return found if found is not None and found.deleted_at is None else None


# door-households ------------------------------------------------------------------------------------------


def households_of_every_barangay(account: Account, *columns: Any) -> Select[Any]:
    """Live households of every barangay, whatever the account's scope: the report's counts of each barangay
    (katutubo.reports.parts, counted once for every reader and cut to the reader's barangays after)."""
    return select(*(columns or (Household,))).select_from(Household).where(live_household())


def household_including_trash(db: Session, account: Account, household_id: int) -> Household | None:
    """A household, live or in the Trash (a write that lost a race reads who changed it last, whatever
    became of it)."""
    refuse_trash_to_encoders(account)
    return db.get(Household, household_id)
