"""Reading memberships through the door (katutubo.access): a person's current household, a household's
members, heads and sizes. A member's record in the Trash is not there at all (a household whose head is in
the Trash has no current head); a member outside the reader's barangays is counted, never named (their
person is None here)."""

from typing import Any

from sqlalchemy import Select, func, select
from sqlalchemy.orm import Session

from katutubo.access.people import (
    Account,
    in_scope,
    people,
    people_of_every_barangay,
)
from katutubo.access.scope import Scope
from katutubo.models import HouseholdMember, Person, Relationship

# A member: the membership, and the person when the reader may read them (None: outside their barangays).
Member = tuple[HouseholdMember, Person | None]

IS_HEAD = HouseholdMember.relationship == Relationship.head


def current_membership(db: Session, person_id: int) -> HouseholdMember | None:
    return db.scalar(
        select(HouseholdMember).where(HouseholdMember.person_id == person_id, HouseholdMember.is_current)
    )


def _members(account: Account, scope: Scope, household_id: int) -> Select[Any]:
    """The memberships of a household whose person is live, each with the person and whether the reader may
    read them (the people of every barangay: a member outside the scope is counted, and numbered in the
    roster, but `_named` drops their record)."""
    return (
        people_of_every_barangay(account, HouseholdMember, Person, in_scope(scope))
        .join(HouseholdMember, HouseholdMember.person_id == Person.id)
        .where(HouseholdMember.household_id == household_id)
    )


def _named(rows: Any) -> list[Member]:
    return [(member, person if readable else None) for member, person, readable in rows]


def current_members(db: Session, account: Account, scope: Scope, household_id: int) -> list[Member]:
    """The current members whose record is live: the head, then the eldest first."""
    return _named(
        db.execute(
            _members(account, scope, household_id)
            .where(HouseholdMember.is_current)
            .order_by(~IS_HEAD, Person.date_of_birth.is_(None), Person.date_of_birth, HouseholdMember.id)
        )
    )


def memberships(db: Session, account: Account, scope: Scope, household_id: int) -> list[Member]:
    """Every membership (current, then former, newest end first) whose person is live."""
    return _named(
        db.execute(
            _members(account, scope, household_id).order_by(
                HouseholdMember.is_current.desc(),
                ~IS_HEAD,
                HouseholdMember.end_date.desc(),
                Person.date_of_birth.is_(None),
                Person.date_of_birth,
                HouseholdMember.id,
            )
        )
    )


def head_of(db: Session, scope: Scope, household_id: int) -> Person | None:
    """The current head, if live and of the scope."""
    return db.scalar(
        people(scope)
        .join(HouseholdMember, HouseholdMember.person_id == Person.id)
        .where(HouseholdMember.household_id == household_id, HouseholdMember.is_current, IS_HEAD)
    )


def heads(db: Session, account: Account, scope: Scope, ids: list[int]) -> dict[int, Person | None]:
    """The live current heads of these households, by household: the person None for a head outside the
    reader's barangays (counted, never named); a household whose head is in the Trash is not there."""
    if not ids:
        return {}
    rows = db.execute(
        people_of_every_barangay(account, HouseholdMember.household_id, Person, in_scope(scope))
        .join(HouseholdMember, HouseholdMember.person_id == Person.id)
        .where(HouseholdMember.household_id.in_(ids), HouseholdMember.is_current, IS_HEAD)
    ).all()
    return {household_id: person if readable else None for household_id, person, readable in rows}


def sizes(db: Session, account: Account, ids: list[int]) -> dict[int, int]:
    """Current members with a live record, the head included, of every barangay (counted, never named): a
    household's size, and a member's derived "Household Members"."""
    if not ids:
        return {}
    rows = db.execute(
        people_of_every_barangay(account, HouseholdMember.household_id, func.count())
        .join(HouseholdMember, HouseholdMember.person_id == Person.id)
        .where(HouseholdMember.household_id.in_(ids), HouseholdMember.is_current)
        .group_by(HouseholdMember.household_id)
    ).all()
    return {household_id: count for household_id, count in rows}
