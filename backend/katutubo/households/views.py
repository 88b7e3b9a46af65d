"""A household as the API shows it, and the lists of a barangay's households (search, counts, sizes)."""

from sqlalchemy import ColumnElement, and_, false, func, or_, select
from sqlalchemy.orm import Session

from katutubo.access.households import households
from katutubo.access.people import Account, join_trashed_people_counted, people
from katutubo.access.scope import Scope
from katutubo.households import records
from katutubo.households.schemas import HouseholdLine, HouseholdOut, HouseholdPage, MemberOut, MemberPerson
from katutubo.models import Household, HouseholdMember, Person, Relationship
from katutubo.people import search_index
from katutubo.people.presenter import photo_url
from katutubo.people.summary import summarise
from katutubo.reference.places import place_by_name
from katutubo.rules.names import search_fold


def member_person(person: Person) -> MemberPerson:
    return summarise(person, MemberPerson, photo_url=photo_url(person))


def household_out(db: Session, account: Account, scope: Scope, household: Household) -> HouseholdOut:
    """Members of barangays outside an encoder's are left out of the list (counted in `hidden_members`); a
    member in the Trash is not there at all."""
    rows = records.memberships(db, account, scope, household.id)
    current = [(m, p) for m, p in rows if m.is_current]
    head = next(((m, p) for m, p in current if m.relationship == Relationship.head), None)
    place = place_by_name().get(household.barangay)
    return HouseholdOut(
        id=household.id,
        barangay=household.barangay,
        barangay_code=place.code if place else None,
        sitio=household.sitio,
        address=household.address,
        latitude=household.latitude,
        longitude=household.longitude,
        head=member_person(head[1]) if head is not None and head[1] is not None else None,
        head_outside=head is not None and head[1] is None,
        size=len(current),
        members=[
            MemberOut(
                id=m.id,
                person=member_person(p),
                relationship=m.relationship,
                start_date=m.start_date,
                start_reason=m.start_reason,
                end_date=m.end_date,
                end_reason=m.end_reason,
                current=m.is_current,
            )
            for m, p in rows
            if p is not None
        ],
        hidden_members=sum(1 for m, p in current if p is None),
        version=household.version,
        created_at=household.created_at,
        updated_at=household.updated_at,
        deleted_at=household.deleted_at,
    )


def lines(db: Session, account: Account, scope: Scope, households: list[Household]) -> list[HouseholdLine]:
    """Each household with its size (every live current member) and its head: none when the head is in the
    Trash, or outside the reader's barangays (`head_outside`: counted in the size, never named)."""
    ids = [h.id for h in households]
    sizes, head = records.sizes(db, account, ids), records.heads(db, account, scope, ids)
    return [
        HouseholdLine(
            id=h.id,
            barangay=h.barangay,
            sitio=h.sitio,
            address=h.address,
            head=summarise(found) if (found := head.get(h.id)) is not None else None,
            head_outside=h.id in head and head[h.id] is None,
            size=sizes.get(h.id, 0),
        )
        for h in households
    ]


def _search(q: str, dialect: str, scope: Scope) -> ColumnElement[bool] | None:
    """A household whose sitio or address holds the words, or one of whose current members the reader may
    read (live, of their barangays: a hidden member is never found by name) names does: the members found
    through the master list's search index (katutubo.people.search_index; its PostgreSQL index holds live
    people only, so the live condition is what lets the search use it)."""
    words = search_fold(" ".join(q.split())).split()
    names = search_index.words_condition(words, dialect)
    if names is None:
        return None
    by_member = (
        people(scope, HouseholdMember.household_id)
        .join(HouseholdMember, HouseholdMember.person_id == Person.id)
        .where(HouseholdMember.is_current, names)
    )
    by_place = and_(
        *(
            or_(
                func.lower(Household.sitio).contains(w, autoescape=True),
                func.lower(Household.address).contains(w, autoescape=True),
            )
            for w in words
        )
    )
    return or_(Household.id.in_(by_member), by_place)


def _members_total(db: Session, account: Account, scope: Scope, where: list[ColumnElement[bool]]) -> int:
    """The current members with a live record of the scope's households matching `where`: every current
    member (a few entries of ix_household_members_current per household), less those whose record is in the
    Trash (found from the Trash's own small index) — not a lookup of each member's record in the people
    table. Members of every barangay: one outside the reader's is counted, never named."""
    each = (
        select(func.count())
        .select_from(HouseholdMember)
        .where(HouseholdMember.household_id == Household.id, HouseholdMember.is_current)
        .correlate(Household)
        .scalar_subquery()
    )
    # Counted household by household (PostgreSQL chose a hash join over every membership for the join of
    # the two tables: Ajos at 1,000,000 people 35-265 ms; this way 11 ms, docs/performance.md).
    current = db.scalar(households(scope, func.coalesce(func.sum(each), 0)).where(*where)) or 0
    members = (
        households(scope, func.count())
        .join(HouseholdMember, HouseholdMember.household_id == Household.id)
        .where(HouseholdMember.is_current, *where)
    )
    trashed = db.scalar(join_trashed_people_counted(members, account, Person.id == HouseholdMember.person_id))
    return current - (trashed or 0)


def list_households(
    db: Session, account: Account, scope: Scope, barangay: str | None, q: str, page: int, page_size: int
) -> HouseholdPage:
    """A barangay's (or every visible) household, newest last, with the head and the size; the total of
    households and of their current members."""
    where: list[ColumnElement[bool]] = []
    if barangay:
        where.append(Household.barangay == barangay)
    if (search := _search(q, db.get_bind().dialect.name, scope)) is not None:
        where.append(search)
        if barangay:  # the search's members found once, not by each of the three queries below
            found = list(db.scalars(households(scope, Household.id).where(*where)))
            where = [Household.id.in_(found)] if found else [false()]
    total = db.scalar(households(scope, func.count()).where(*where)) or 0
    members_total = _members_total(db, account, scope, where)
    page_rows = list(
        db.scalars(
            households(scope)
            .where(*where)
            .order_by(Household.barangay, Household.id)
            .limit(page_size)
            .offset((page - 1) * page_size)
        )
    )
    return HouseholdPage(
        items=lines(db, account, scope, page_rows),
        total=total,
        members_total=members_total,
        page=page,
        page_size=page_size,
    )
