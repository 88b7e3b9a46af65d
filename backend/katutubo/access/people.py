"""The door to people: the statements every read of people starts from.

`people(scope, ...)` is THE read: live people (not in the Trash) of the reader's scope. A query that needs a
person beside another table joins them through `join_people` (the same conditions, on the joined copy);
one person is opened through `person` ("Person not found." for a person outside the scope or in the
Trash, with no hint that it exists).

The wider doors say in their names what they include, and each takes the account it serves (None: the
registry's own work — a scheduled job, a command, the app's start-up):
- `people_of_every_barangay`: live people, the scope ignored (an encoder's duplicate check names no one it
  finds outside the scope; the ages job; imports matching the registry);
- `people_including_trash` / `person_including_trash`: every barangay, the Trash too (merge, purge, imports'
  exact matches, data-subject requests, the certificate register of a purged person);
- `trashed_people`: the Trash only (the Trash page).
An encoder's account is refused (403) by the doors that include the Trash: the Trash is the IPMR's.
"""

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, Select, Table, and_, case, or_, select, true
from sqlalchemy.orm import Session, aliased
from sqlalchemy.orm.util import AliasedClass

from katutubo.access.scope import Scope
from katutubo.core.errors import Forbidden, NotFound
from katutubo.core.messages import Message
from katutubo.models import Person, Role, User

PERSON_NOT_FOUND = Message("people.person_not_found", "Person not found.")
TRASH_IS_THE_IPMRS = Message("access.trash_is_the_ipmrs", "Only the IPMR may open the Trash.")

# A copy of the people table for a second role in one query (a head beside a member): `people_alias()`.
People = type[Person] | AliasedClass[Person]
Account = User | None


def people_alias(name: str | None = None) -> People:
    """Another copy of the people table in one statement (joined through `join_people`)."""
    return aliased(Person, name=name)


# Not in the Trash: one expression, so a statement built twice is the same statement (cached once).
_LIVE: ColumnElement[bool] = Person.deleted_at.is_(None)


def live(of: People = Person) -> ColumnElement[bool]:
    """Not in the Trash. The partial indexes of the people table hold these rows
    (katutubo.models.person.live_index)."""
    return _LIVE if of is Person else of.deleted_at.is_(None)


def in_trash(of: People = Person) -> ColumnElement[bool]:
    return of.deleted_at.is_not(None)


def readable(scope: Scope, of: People = Person) -> list[ColumnElement[bool]]:
    """THE conditions of a read of people: live, and in the scope. Empty scope conditions for the whole
    registry, so an IPMR's read adds no condition but the live one (its plan is the one without a scope)."""
    return [live(of), *scope.conditions(of.barangay)]


def readable_condition(scope: Scope, of: People = Person) -> ColumnElement[bool]:
    """`readable` as one condition (a CASE or an outer join's ON)."""
    return and_(*readable(scope, of))


def in_scope(scope: Scope, of: People = Person) -> ColumnElement[bool]:
    """Whether a joined person is of the scope: for what a reader learns of a person they may not open (a
    head outside an encoder's barangays is "outside your barangays", no name, no id)."""
    return scope.condition(of.barangay)


def people(scope: Scope, *columns: Any, of: People = Person) -> Select[Any]:
    """THE read of people: select `columns` (the rows of `of` when none) of the live people of the scope."""
    return select(*(columns or (of,))).select_from(of).where(*readable(scope, of))


def join_people(
    statement: Select[Any], scope: Scope, on: ColumnElement[bool], of: People = Person, outer: bool = False
) -> Select[Any]:
    """`statement` joined to the readable people `on` a condition. An inner join keeps the rows whose person
    the reader may see; an outer join keeps every row, with no person (NULLs) where it may not."""
    if outer:
        return statement.outerjoin(of, and_(on, *readable(scope, of)))
    return statement.join(of, on).where(*readable(scope, of))


def person(db: Session, scope: Scope, person_id: int) -> Person:
    """One live person of the scope, or 404 "Person not found."."""
    found = person_or_none(db, scope, person_id)
    if found is None:
        raise NotFound(PERSON_NOT_FOUND)
    return found


def person_or_none(db: Session, scope: Scope, person_id: int) -> Person | None:
    found = db.get(Person, person_id)
    if found is None or found.deleted_at is not None or not scope.includes(found):
        return None
    return found


def people_by_id(db: Session, scope: Scope, ids: Iterable[int]) -> dict[int, Person]:
    """The readable people among `ids`, by id (those outside the scope or in the Trash left out)."""
    wanted = sorted(set(ids))
    if not wanted:
        return {}
    return {p.id: p for p in db.scalars(people(scope).where(Person.id.in_(wanted)))}


def visibility(scope: Scope, of: People = Person) -> ColumnElement[str]:
    """What a reader may know of a joined person: "readable", "outside" (live, outside the scope: no name, no
    id) or "trash" (as if there were none)."""
    return case(
        (of.deleted_at.is_not(None), "trash"),
        (in_scope(scope, of), "readable"),
        else_="outside",
    )


# The wider doors -----------------------------------------------------------------------------------------


def refuse_trash_to_encoders(account: Account) -> None:
    """The Trash is the IPMR's (and the registry's own work's): an encoder's account never reads it."""
    if account is not None and account.role == Role.encoder:
        raise Forbidden(TRASH_IS_THE_IPMRS)


def people_of_every_barangay(account: Account, *columns: Any, of: People = Person) -> Select[Any]:
    """Live people of every barangay, whatever the account's scope: for work that must compare with the whole
    registry and shows nothing of a person outside the scope (the duplicate check, the ages job)."""
    return select(*(columns or (of,))).select_from(of).where(live(of))


def person_of_every_barangay(db: Session, account: Account, person_id: int) -> Person | None:
    found = db.get(Person, person_id)
    return found if found is not None and found.deleted_at is None else None


def people_including_trash(account: Account, *columns: Any, of: People = Person) -> Select[Any]:
    """Every person, live or in the Trash, of every barangay: merge, purge, imports' exact matches,
    data-subject requests, the certificate register of a purged person."""
    refuse_trash_to_encoders(account)
    return select(*(columns or (of,))).select_from(of).where(true())


def person_including_trash(db: Session, account: Account, person_id: int) -> Person | None:
    refuse_trash_to_encoders(account)
    return db.get(Person, person_id)


def trashed_people(account: Account, *columns: Any, of: People = Person) -> Select[Any]:
    """The people in the Trash (the Trash page, its purge)."""
    refuse_trash_to_encoders(account)
    return select(*(columns or (of,))).select_from(of).where(in_trash(of))


def trashed_person(db: Session, account: Account, person_id: int) -> Person | None:
    refuse_trash_to_encoders(account)
    found = db.get(Person, person_id)
    return found if found is not None and found.deleted_at is not None else None


def join_people_of_every_barangay(
    statement: Select[Any],
    account: Account,
    on: ColumnElement[bool],
    of: People = Person,
    outer: bool = False,
) -> Select[Any]:
    """`join_people` with the scope ignored (live people only)."""
    if outer:
        return statement.outerjoin(of, and_(on, live(of)))
    return statement.join(of, on).where(live(of))


def join_people_including_trash(
    statement: Select[Any],
    account: Account,
    on: ColumnElement[bool],
    of: People = Person,
    outer: bool = False,
) -> Select[Any]:
    """A join onto every person, the Trash included (a membership's person, whatever became of them)."""
    refuse_trash_to_encoders(account)
    return statement.outerjoin(of, on) if outer else statement.join(of, on)


# door-records: the duplicate check's and an import's reads by index, the Trash by age, a loaded person ------


def people_of_every_barangay_matching(
    account: Account, terms: Iterable[ColumnElement[bool]], *columns: Any, of: People | Table = Person
) -> Select[Any]:
    """`people_of_every_barangay` of those matching any of `terms`, the live condition repeated in each term
    so that each is answered by a partial index on its own (one read for many lookups: the duplicate check's
    candidates, an import's chunk). `of` the people table (`Person.__table__`) with its columns: plain rows,
    no ORM loading, for the statements built once and run on every entry and imported row."""
    not_trashed = of.c.deleted_at.is_(None) if isinstance(of, Table) else live(of)
    statement = select(*(columns or (of,))).select_from(of)
    return statement.where(or_(*(and_(not_trashed, term) for term in terms)))


def trashed_before(account: Account, cutoff: datetime, *columns: Any) -> Select[Any]:
    """`trashed_people` moved to the Trash before `cutoff` (the purge of those older than
    KATUTUBO_TRASH_DAYS)."""
    return trashed_people(account, *columns).where(Person.deleted_at < cutoff)


def is_in_trash(person: Person) -> bool:
    """Whether a person already loaded (through a wider door, or written by this very work) is in the
    Trash."""
    return person.deleted_at is not None


def trashed_in_scope(db: Session, scope: Scope, person_id: int) -> bool:
    """Whether the person of `person_id` is of the scope and in the Trash: all that a reader of the scope
    learns of them (a proposal about them is refused: "deleted meanwhile"), never a value of theirs."""
    found = db.get(Person, person_id)
    return found is not None and is_in_trash(found) and scope.includes(found)


# door-households ------------------------------------------------------------------------------------------


def join_trashed_people_counted(
    statement: Select[Any], account: Account, on: ColumnElement[bool], of: People = Person
) -> Select[Any]:
    """`statement`, a count that names no one, joined to the people in the Trash `on` a condition: what a
    count of live people subtracts from a count of rows holding a person (a household's current members
    less those in the Trash, read from the Trash's own small index instead of each member's record; the
    difference is the count `join_people_of_every_barangay` gives). Any reader: what they see is the live
    count."""
    return statement.join(of, on).where(in_trash(of))


# door-people: what a reader may know of a person found by a unique key --------------------------------------


def visibility_of_one(db: Session, scope: Scope, where: ColumnElement[bool]) -> str | None:
    """`visibility` of the one person, live or in the Trash, of any barangay, matching `where` (a unique key:
    an offline entry's client_id), or None when there is none. Reads nothing else of them: for an answer that
    must say why it shows no record (a replayed offline create whose record is now in the Trash) without
    showing it."""
    found: str | None = db.scalar(select(visibility(scope)).select_from(Person).where(where).limit(1))
    return found
