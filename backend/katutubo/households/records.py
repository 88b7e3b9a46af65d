"""Reading households and memberships: one household of the caller's scope, a person's current household,
the current members and the head. Every read of a household goes through `visible_household`."""

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.orm import Session

from katutubo.access.scope import Scope
from katutubo.core.errors import NotFound
from katutubo.households.messages import NOT_FOUND
from katutubo.models import Household, HouseholdMember, Person, Relationship
from katutubo.people.query import LIVE

HOUSEHOLD_LIVE = Household.deleted_at.is_(None)
HOUSEHOLD_IN_TRASH = Household.deleted_at.is_not(None)


def household_scope(scope: Scope) -> list[ColumnElement[bool]]:
    """The households an account sees: those of its barangays (an encoder's), every one otherwise."""
    return scope.conditions(Household.barangay)


def visible_household(db: Session, scope: Scope, household_id: int, in_trash: bool = False) -> Household:
    """A household of the scope (live, or in the Trash with `in_trash`), or 404 "Household not found."."""
    household = db.get(Household, household_id)
    if (
        household is None
        or (household.deleted_at is not None) != in_trash
        or not scope.includes_barangay(household.barangay)
    ):
        raise NotFound(NOT_FOUND)
    return household


def current_membership(db: Session, person_id: int) -> HouseholdMember | None:
    return db.scalar(
        select(HouseholdMember).where(HouseholdMember.person_id == person_id, HouseholdMember.is_current)
    )


def current_members(db: Session, household_id: int) -> list[tuple[HouseholdMember, Person]]:
    """The current members whose record is live (not in the Trash): the head, then the eldest first."""
    rows = db.execute(
        select(HouseholdMember, Person)
        .join(Person, Person.id == HouseholdMember.person_id)
        .where(HouseholdMember.household_id == household_id, HouseholdMember.is_current, LIVE)
        .order_by(
            (HouseholdMember.relationship != Relationship.head),
            Person.date_of_birth.is_(None),
            Person.date_of_birth,
            HouseholdMember.id,
        )
    ).all()
    return [(m, p) for m, p in rows]


def all_memberships(db: Session, household_id: int) -> list[tuple[HouseholdMember, Person]]:
    """Every membership (current, then former, newest end first) whose person is live."""
    rows = db.execute(
        select(HouseholdMember, Person)
        .join(Person, Person.id == HouseholdMember.person_id)
        .where(HouseholdMember.household_id == household_id, LIVE)
        .order_by(
            HouseholdMember.is_current.desc(),
            (HouseholdMember.relationship != Relationship.head),
            HouseholdMember.end_date.desc(),
            Person.date_of_birth.is_(None),
            Person.date_of_birth,
            HouseholdMember.id,
        )
    ).all()
    return [(m, p) for m, p in rows]


def head_of(db: Session, household_id: int) -> Person | None:
    return db.scalar(
        select(Person)
        .join(HouseholdMember, HouseholdMember.person_id == Person.id)
        .where(
            HouseholdMember.household_id == household_id,
            HouseholdMember.is_current,
            HouseholdMember.relationship == Relationship.head,
        )
    )


def size_of(db: Session, household_id: int) -> int:
    """Current members with a live record, the head included: a person's derived "Household Members"."""
    return (
        db.scalar(
            select(func.count())
            .select_from(HouseholdMember)
            .join(Person, Person.id == HouseholdMember.person_id)
            .where(HouseholdMember.household_id == household_id, HouseholdMember.is_current, LIVE)
        )
        or 0
    )
