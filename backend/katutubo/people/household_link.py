"""A person's household as their record shows it: the link (id, head) and the derived "Household Members".

For a person current in a household (katutubo.models.household), "Household Members" is the count of its
current members with a live record, the head included, and read-only: a save's typed number is ignored (the
stored one stays for when they leave). A person in none keeps the typed number. The households themselves
are katutubo.households'; this reads their tables only."""

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple

from sqlalchemy import ColumnElement, Select, and_, bindparam, func, select
from sqlalchemy.orm import Session, aliased

from katutubo.models import HouseholdMember, Person, Relationship
from katutubo.people.names import display_name


@dataclass(frozen=True)
class HouseholdLink:
    id: int
    head_id: int | None
    head_name: str | None
    size: int


class _Name(NamedTuple):
    first_name: str | None
    middle_name: str | None
    last_name: str | None


def household_link(db: Session, person_id: int) -> HouseholdLink | None:
    return household_links(db, [person_id]).get(person_id)


def _links_select() -> Select[Any]:
    """Each given person's current household, its head's id and name parts, and its size (current members
    with a live record), for the ids bound as "ids"."""
    member, head_member, head = aliased(HouseholdMember), aliased(HouseholdMember), aliased(Person)
    sized, counted = aliased(HouseholdMember), aliased(Person)
    size = (
        select(func.count())
        .select_from(sized)
        .join(counted, counted.id == sized.person_id)
        .where(sized.household_id == member.household_id, sized.is_current, counted.deleted_at.is_(None))
        .scalar_subquery()
    )
    head_of = and_(
        head_member.household_id == member.household_id,
        head_member.is_current,
        head_member.relationship == Relationship.head,
    )
    return (
        select(
            member.person_id,
            member.household_id,
            head.id,
            head.first_name,
            head.middle_name,
            head.last_name,
            size,
        )
        .outerjoin(head_member, head_of)
        .outerjoin(head, head.id == head_member.person_id)
        .where(member.person_id.in_(bindparam("ids", expanding=True)), member.is_current)
    )


# Built once: a list's page runs it with other ids, without building (and adapting the aliases) anew.
_LINKS = _links_select()


def household_links(db: Session, person_ids: Iterable[int]) -> dict[int, HouseholdLink]:
    """The links of many people (a list's page) in one query: person id -> link, for those in one. The head's
    name columns only (not the whole record), the size counted per household by its current members index."""
    ids = list(set(person_ids))
    if not ids:
        return {}
    return {
        person_id: HouseholdLink(
            household_id,
            head_id,
            display_name(_Name(first, middle, last)) if head_id is not None else None,
            count or 0,
        )
        for person_id, household_id, head_id, first, middle, last, count in db.execute(_LINKS, {"ids": ids})
    }


def in_a_household(db: Session, person_id: int) -> bool:
    return (
        db.scalar(
            select(HouseholdMember.id).where(
                HouseholdMember.person_id == person_id, HouseholdMember.is_current
            )
        )
        is not None
    )


def household_members_column() -> ColumnElement[Any]:
    """The "Household Members" of a select of people (an export's rows): for a person current in a
    household, its current members with a live record, the head included (as `household_links` counts them);
    otherwise the typed number. Labelled household_members, as the stored column."""
    mine = aliased(HouseholdMember)
    others = aliased(HouseholdMember)
    member = aliased(Person)
    size = (
        select(func.count())
        .select_from(mine)
        .join(others, others.household_id == mine.household_id)
        .join(member, member.id == others.person_id)
        .where(mine.person_id == Person.id, mine.is_current, others.is_current, member.deleted_at.is_(None))
        .scalar_subquery()
    )
    return func.coalesce(func.nullif(size, 0), Person.household_members).label("household_members")
