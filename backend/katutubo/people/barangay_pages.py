"""The master list sorted by barangay, without a text search, read from ix_people_barangay_name at any size.

Barangays are stored by PSGC code and sorted by name (query.barangay_name_order, a CASE no index serves: at a
million people its first page is a full sort). Here the people tally (katutubo.people.tally) gives how many
people of the list each barangay holds; walking the barangays in name order (Z to A for "desc") finds the
barangays a page spans, and each one's part is read from the index (one barangay, name order) at its own
offset. The rows and their order are exactly the CASE sort's: the barangay's rank, then last name, first name
and id ascending, whichever the direction; people of a barangay that is not a known place (none, normally)
come last, in name order, as the CASE's NULL rank does. With a text search the CASE order stays (query)."""

from sqlalchemy import ColumnElement, Select, func, select
from sqlalchemy.orm import Session

from katutubo.access.people import people
from katutubo.access.scope import Scope
from katutubo.models import PeopleTally, Person
from katutubo.people import query
from katutubo.people.query import PeopleQuery
from katutubo.people.tally import dialect_name
from katutubo.reference.places import places


def part_select(
    scope: Scope, where: list[ColumnElement[bool]], barangay: ColumnElement[bool], skip: int, wanted: int
) -> Select[int]:
    """One barangay's part of a page: the scope's people, the list's conditions, the barangay, in name
    order."""
    return (
        people(scope, Person.id)
        .where(*where, barangay)
        .order_by(*query.name_order())
        .limit(wanted)
        .offset(skip)
    )


def applies(people_query: PeopleQuery) -> bool:
    return people_query.sort == "barangay" and query.search_condition(people_query.q) is None


def barangay_counts(db: Session, scope: Scope, people_query: PeopleQuery) -> dict[str | None, int]:
    """How many people of the list each barangay holds (by name; an unknown code as itself): the tally."""
    filters = query.filter_conditions(people_query, query.TALLY)
    rows = db.execute(
        select(PeopleTally.barangay, func.sum(PeopleTally.people))
        .where(PeopleTally.barangay.is_not(None), *filters, *scope.conditions(PeopleTally.barangay))
        .group_by(PeopleTally.barangay)
    ).all()
    return {barangay: int(count) for barangay, count in rows if count}


def page_ids(db: Session, scope: Scope, people_query: PeopleQuery, page: int, page_size: int) -> list[int]:
    """The ids of one page, barangay by barangay (see the module's docstring)."""
    counts = barangay_counts(db, scope, people_query)
    names = sorted(place.name for place in places())
    if people_query.order == "desc":
        names.reverse()
    known = set(names)
    # Each part: (the condition picking its people, how many it holds); the unknown places' last.
    parts: list[tuple[ColumnElement[bool], int]] = [
        (Person.barangay == name, counts[name]) for name in names if counts.get(name)
    ]
    rest = sum(count for name, count in counts.items() if name not in known)
    if rest:
        parts.append((Person.barangay.not_in(names), rest))
    skip, wanted = (page - 1) * page_size, page_size
    where = query.conditions(people_query, dialect_name(db))
    ids: list[int] = []
    for condition, count in parts:
        if wanted <= 0:
            break
        if skip >= count:
            skip -= count
            continue
        part = list(db.scalars(part_select(scope, where, condition, skip, wanted)))
        ids.extend(part)
        wanted -= len(part)
        skip = 0
    return ids
