"""Households per barangay (issue 25 point 5): how many, their average size and the female-headed ones, in
aggregate queries over the households of the barangays asked for (katutubo.reports.parts).

Counted as GET /api/households counts them (katutubo.households.views): a household is live (not in the
Trash); its size is its current members whose record is live, the head included (a person's derived
"Household Members", katutubo.people.household_link); it is female-headed when its current head's live
record has the gender Female."""

from collections.abc import Collection, Iterable

from sqlalchemy import ColumnElement, func
from sqlalchemy.orm import Session

from katutubo.access.households import households_of_every_barangay
from katutubo.access.people import join_people_of_every_barangay, join_trashed_people_counted
from katutubo.models import Gender, Household, HouseholdMember, Person, Relationship
from katutubo.reports.schemas import HouseholdCounts

SIZE_DECIMALS = 1
# Per barangay: [households, members, female-headed].
Tally = dict[str, list[int]]


def household_tally(db: Session, barangays: Collection[str] | None) -> Tally:
    """Each barangay's [households, current members, female-headed households] (of the barangays given, or
    of all: None; only barangays with one). The registry's own count, for every reader (the report cuts it to
    the reader's barangays)."""
    where: list[ColumnElement[bool]] = []
    if barangays is not None:
        where.append(Household.barangay.in_(sorted(barangays)))
    tally: Tally = {}
    counted = households_of_every_barangay(None, Household.barangay, func.count()).where(*where)
    for name, count in db.execute(counted.group_by(Household.barangay)).all():
        tally[name] = [count, 0, 0]
    # Three counts, none reading every member's record (joining each membership with its person took 600 ms
    # at a million people; these ~380, docs/performance.md): the current members from the membership index,
    # less the few whose record is in the Trash (found from the Trash's own index), and the heads alone for
    # the female-headed.
    memberships = (
        households_of_every_barangay(None, Household.barangay, func.count())
        .join(HouseholdMember, HouseholdMember.household_id == Household.id)
        .where(HouseholdMember.is_current, *where)
        .group_by(Household.barangay)
    )
    member = Person.id == HouseholdMember.person_id
    trashed = join_trashed_people_counted(memberships, None, member)
    female_heads = join_people_of_every_barangay(memberships, None, member).where(
        HouseholdMember.relationship == Relationship.head, Person.gender == Gender.female
    )
    for column, query, sign in ((1, memberships, 1), (1, trashed, -1), (2, female_heads, 1)):
        for name, count in db.execute(query).all():
            tally.setdefault(name, [0, 0, 0])[column] += sign * count
    return tally


def household_counts(numbers: Iterable[int] | None) -> HouseholdCounts:
    households, members, female_headed = numbers or (0, 0, 0)
    average = round(members / households, SIZE_DECIMALS) if households else None
    return HouseholdCounts(
        households=households, members=members, average_size=average, female_headed=female_headed
    )


def summed_tally(tally: Tally) -> HouseholdCounts:
    total = [0, 0, 0]
    for row in tally.values():
        for i, number in enumerate(row):
            total[i] += number
    return household_counts(total)
