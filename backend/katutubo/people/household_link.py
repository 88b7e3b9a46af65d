"""A person's household as their record shows it: the link (id, head) and the derived "Household Members".

For a person current in a household (katutubo.models.household), "Household Members" is the count of its
current members with a live record, the head included, and read-only: a save's typed number is ignored (the
stored one stays for when they leave). A person in none keeps the typed number. The head is shown as the
reader may know them (katutubo.access.people.visibility): of the reader's barangays, by id and name; a live
head outside them, as "outside your barangays" (no id, no name); a head in the Trash, not at all. The
households themselves are katutubo.households'; this reads their tables only."""

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple

from sqlalchemy import ColumnElement, Select, and_, bindparam, func, select
from sqlalchemy.orm import Session, aliased

from katutubo.access.people import join_people_of_every_barangay, people_alias, visibility
from katutubo.access.scope import Scope
from katutubo.models import HouseholdMember, Person, Relationship
from katutubo.people.names import display_name


@dataclass(frozen=True)
class HouseholdLink:
    """`head_outside`: the household's head is a live person outside the reader's barangays (no id, no name).
    A head in the Trash is no head at all (head_id None, head_outside False)."""

    id: int
    head_id: int | None
    head_name: str | None
    head_outside: bool
    size: int


class _Name(NamedTuple):
    first_name: str | None
    middle_name: str | None
    last_name: str | None


def household_link(db: Session, scope: Scope, person_id: int) -> HouseholdLink | None:
    return household_links(db, scope, [person_id]).get(person_id)


def _live_members(household_id: Any) -> Select[Any]:
    """How many current members with a live record a household has, whatever their barangay (counted, never
    named: the registry's own count, the same for every reader)."""
    sized, counted = aliased(HouseholdMember), people_alias("counted")
    members = (
        select(func.count()).select_from(sized).where(sized.household_id == household_id, sized.is_current)
    )
    return join_people_of_every_barangay(members, None, counted.id == sized.person_id, of=counted)


@lru_cache(maxsize=64)
def _links_select(scope: Scope) -> Select[Any]:
    """Each given person's current household, its live head's id, name parts and what the reader may know of
    them (katutubo.access.people.visibility), and its size, for the ids bound as "ids". Built once per scope:
    a list's page runs it with other ids, without building (and adapting the aliases) anew."""
    member, head_member = aliased(HouseholdMember), aliased(HouseholdMember)
    head = people_alias("head")
    head_of = and_(
        head_member.household_id == member.household_id,
        head_member.is_current,
        head_member.relationship == Relationship.head,
    )
    links = (
        select(
            member.person_id,
            member.household_id,
            head.id,
            head.first_name,
            head.middle_name,
            head.last_name,
            visibility(scope, of=head),
            _live_members(member.household_id).scalar_subquery(),
        )
        .select_from(member)
        .outerjoin(head_member, head_of)
    )
    # The head of any barangay, if live: a head outside the scope is known to be there, by nothing else.
    links = join_people_of_every_barangay(links, None, head.id == head_member.person_id, of=head, outer=True)
    return links.where(member.person_id.in_(bindparam("ids", expanding=True)), member.is_current)


def _link(
    household_id: int, head_id: int | None, name: _Name, seen: str | None, size: int | None
) -> HouseholdLink:
    readable = head_id is not None and seen == "readable"
    return HouseholdLink(
        household_id,
        head_id if readable else None,
        display_name(name) if readable else None,
        head_id is not None and not readable,
        size or 0,
    )


def household_links(db: Session, scope: Scope, person_ids: Iterable[int]) -> dict[int, HouseholdLink]:
    """The links of many people (a list's page) in one query, as the reader of `scope` may see them: person
    id -> link, for those in one. The head's name columns only (not the whole record), the size counted per
    household by its current members index."""
    ids = list(set(person_ids))
    if not ids:
        return {}
    return {
        person_id: _link(household_id, head_id, _Name(first, middle, last), seen, count)
        for person_id, household_id, head_id, first, middle, last, seen, count in db.execute(
            _links_select(scope), {"ids": ids}
        )
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
    mine, others, member = aliased(HouseholdMember), aliased(HouseholdMember), people_alias("member")
    households_of = (
        select(func.count())
        .select_from(mine)
        .join(others, others.household_id == mine.household_id)
        .where(mine.person_id == Person.id, mine.is_current, others.is_current)
    )
    size = join_people_of_every_barangay(households_of, None, member.id == others.person_id, of=member)
    return func.coalesce(func.nullif(size.scalar_subquery(), 0), Person.household_members).label(
        "household_members"
    )
