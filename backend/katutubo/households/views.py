"""A household as the API shows it, and the lists of a barangay's households (search, counts, sizes)."""

from sqlalchemy import ColumnElement, and_, false, func, or_, select
from sqlalchemy.orm import Session, aliased

from katutubo.access.scope import Scope
from katutubo.households import records
from katutubo.households.schemas import HouseholdLine, HouseholdOut, HouseholdPage, MemberOut, MemberPerson
from katutubo.models import Household, HouseholdMember, Person, Relationship
from katutubo.people import search_index
from katutubo.people.presenter import photo_url
from katutubo.people.query import LIVE
from katutubo.people.summary import summarise
from katutubo.reference.places import place_by_name
from katutubo.rules.names import search_fold


def member_person(person: Person) -> MemberPerson:
    return summarise(person, MemberPerson, photo_url=photo_url(person))


def household_out(db: Session, scope: Scope, household: Household) -> HouseholdOut:
    """Members of barangays outside an encoder's are left out of the list (counted in `hidden_members`)."""
    rows = records.all_memberships(db, household.id)
    shown = [(m, p) for m, p in rows if scope.includes(p)]
    current = [(m, p) for m, p in rows if m.is_current]
    head = next((p for m, p in current if m.relationship == Relationship.head), None)
    place = place_by_name().get(household.barangay)
    return HouseholdOut(
        id=household.id,
        barangay=household.barangay,
        barangay_code=place.code if place else None,
        sitio=household.sitio,
        address=household.address,
        latitude=household.latitude,
        longitude=household.longitude,
        head=member_person(head) if head is not None and scope.includes(head) else None,
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
            for m, p in shown
        ],
        hidden_members=sum(1 for m, p in current if not scope.includes(p)),
        version=household.version,
        created_at=household.created_at,
        updated_at=household.updated_at,
        deleted_at=household.deleted_at,
    )


def _sizes(db: Session, ids: list[int]) -> dict[int, int]:
    if not ids:
        return {}
    rows = db.execute(
        select(HouseholdMember.household_id, func.count())
        .join(Person, Person.id == HouseholdMember.person_id)
        .where(HouseholdMember.household_id.in_(ids), HouseholdMember.is_current, LIVE)
        .group_by(HouseholdMember.household_id)
    ).all()
    return {household_id: count for household_id, count in rows}


def heads(db: Session, ids: list[int]) -> dict[int, Person]:
    if not ids:
        return {}
    rows = db.execute(
        select(HouseholdMember.household_id, Person)
        .join(Person, Person.id == HouseholdMember.person_id)
        .where(
            HouseholdMember.household_id.in_(ids),
            HouseholdMember.is_current,
            HouseholdMember.relationship == Relationship.head,
        )
    ).all()
    return {household_id: person for household_id, person in rows}


def lines(db: Session, scope: Scope, households: list[Household]) -> list[HouseholdLine]:
    ids = [h.id for h in households]
    sizes, head = _sizes(db, ids), heads(db, ids)
    return [
        HouseholdLine(
            id=h.id,
            barangay=h.barangay,
            sitio=h.sitio,
            address=h.address,
            head=summarise(head[h.id]) if h.id in head and scope.includes(head[h.id]) else None,
            size=sizes.get(h.id, 0),
        )
        for h in households
    ]


def _search(q: str, dialect: str) -> ColumnElement[bool] | None:
    """A household whose sitio or address holds the words, or one of whose current members (a live record)
    names does: the members found through the master list's search index (katutubo.people.search_index; its
    PostgreSQL index holds live people only, so the live condition is what lets the search use it)."""
    words = search_fold(" ".join(q.split())).split()
    names = search_index.words_condition(words, dialect)
    if names is None:
        return None
    member = aliased(HouseholdMember)
    by_member = (
        select(member.household_id)
        .join(Person, Person.id == member.person_id)
        .where(member.is_current, LIVE, names)
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


def _members_total(db: Session, where: list[ColumnElement[bool]]) -> int:
    """The current members with a live record of the households matching `where`: every current member (a few
    entries of ix_household_members_current per household), less those whose record is in the Trash (found
    from the Trash's own small index) — not a lookup of each member's record in the people table."""
    each = (
        select(func.count())
        .select_from(HouseholdMember)
        .where(HouseholdMember.household_id == Household.id, HouseholdMember.is_current)
        .correlate(Household)
        .scalar_subquery()
    )
    # Counted household by household (PostgreSQL chose a hash join over every membership for the join of
    # the two tables: Ajos at 1,000,000 people 35-265 ms; this way 11 ms, docs/performance.md).
    current = db.scalar(select(func.coalesce(func.sum(each), 0)).select_from(Household).where(*where)) or 0
    members = (
        select(func.count())
        .select_from(HouseholdMember)
        .join(Household, Household.id == HouseholdMember.household_id)
    )
    trashed = db.scalar(
        members.join(Person, Person.id == HouseholdMember.person_id).where(
            HouseholdMember.is_current, Person.deleted_at.is_not(None), *where
        )
    )
    return current - (trashed or 0)


def list_households(
    db: Session, scope: Scope, barangay: str | None, q: str, page: int, page_size: int
) -> HouseholdPage:
    """A barangay's (or every visible) household, newest last, with the head and the size; the total of
    households and of their current members."""
    where: list[ColumnElement[bool]] = [records.HOUSEHOLD_LIVE, *records.household_scope(scope)]
    if barangay:
        where.append(Household.barangay == barangay)
    if (search := _search(q, db.get_bind().dialect.name)) is not None:
        where.append(search)
        if barangay:  # the search's members found once, not by each of the three queries below
            found = list(db.scalars(select(Household.id).where(*where)))
            where = [Household.id.in_(found)] if found else [false()]
    total = db.scalar(select(func.count()).select_from(Household).where(*where)) or 0
    members_total = _members_total(db, where)
    households = list(
        db.scalars(
            select(Household)
            .where(*where)
            .order_by(Household.barangay, Household.id)
            .limit(page_size)
            .offset((page - 1) * page_size)
        )
    )
    return HouseholdPage(
        items=lines(db, scope, households),
        total=total,
        members_total=members_total,
        page=page,
        page_size=page_size,
    )
