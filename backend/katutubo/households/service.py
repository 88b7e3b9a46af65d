"""Writing households: start one (head and first members), change its fields, add, end and move members,
change the head, the Trash. Every write is audited in the request's transaction and bumps the household's
version (a change based on an older version is refused, 409, as people's edits are).

The rules, on both databases: a person is current in at most one household (the service names the first;
the partial unique index ix_household_members_one_household stops two requests racing past the check, and
the loser gets the same message); a household has exactly one current head (the head is given at the start,
only changed by `change_head`, cannot leave while head; ix_household_members_one_head holds "at most one").
Writes are IPMR only (encoders read the households of their barangays)."""

from datetime import date
from typing import Any

from sqlalchemy import inspect, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from katutubo import audit
from katutubo.access.households import household_including_trash, household_of_every_barangay
from katutubo.access.people import Account, person_or_none
from katutubo.access.people import person as readable_person
from katutubo.access.scope import WHOLE
from katutubo.core.clock import office_today
from katutubo.core.errors import Conflict, FieldErrors, NotFound
from katutubo.core.messages import Message
from katutubo.households import audit_events as events
from katutubo.households import records
from katutubo.households.messages import (
    ALREADY_HEAD,
    ALREADY_IN,
    DATE_AFTER_TODAY,
    END_BEFORE_START,
    HEAD_IS_HEAD_ID,
    HEAD_LEAVES,
    LISTED_TWICE,
    MEMBERSHIP_NOT_FOUND,
    NO_HEAD,
    NOT_FOUND,
    SAME_HOUSEHOLD,
    STALE,
)
from katutubo.households.schemas import (
    HeadChange,
    HouseholdCreate,
    HouseholdUpdate,
    MemberAdd,
    MemberIn,
    MemberMove,
    MembershipEnd,
)
from katutubo.models import Household, HouseholdMember, MembershipReason, Person, Relationship, User
from katutubo.models.base import utcnow
from katutubo.people import tally
from katutubo.people.conflicts import when
from katutubo.people.names import display_name


def already_in(db: Session, actor: Account, person: Person, membership: HouseholdMember) -> Message:
    """ "Juan Dela Cruz is already in the household of Maria Santos (Ajos).\" (the household's number when
    its head is in the Trash). Said to the IPMR (households are the IPMR's to write): every barangay."""
    household = household_of_every_barangay(db, actor, membership.household_id)
    head = records.head_of(db, WHOLE, membership.household_id)
    return ALREADY_IN.format(
        name=display_name(person),
        head=display_name(head) if head else f"#{membership.household_id}",
        barangay=household.barangay if household else "",
    )


def _refuse_if_in_one(db: Session, actor: Account, person: Person) -> None:
    if (membership := records.current_membership(db, person.id)) is not None:
        raise Conflict(already_in(db, actor, person, membership))


def _stale(db: Session, household: Household) -> Conflict:
    editor = db.get(User, household.updated_by) if household.updated_by else None
    at = _when(household)
    return Conflict(STALE.format(name=editor.display_name if editor else "someone", when=at))


def _when(household: Household) -> str:
    return when(household)  # type: ignore[arg-type]  # the same clock text as a person's


def _check_version(db: Session, household: Household, version: int | None) -> None:
    if version is not None and version != household.version:
        raise _stale(db, household)


def touch(db: Session, household: Household, actor: User) -> None:
    """One more version of the household: its UPDATE applies only WHERE the version read is still stored, so
    of two changes racing, the second is refused (409) — and on PostgreSQL it waits for the first's lock."""
    household.updated_at, household.updated_by = utcnow(), actor.id
    # The reports' household counts of its barangay change with it (of both, when it moved).
    tally.mark_change(db, [household.barangay, *inspect(household).attrs.barangay.history.deleted])
    try:
        db.flush()
    except StaleDataError:
        db.rollback()
        current = household_including_trash(db, actor, household.id)
        if current is None:
            raise NotFound(NOT_FOUND) from None
        raise _stale(db, current) from None


def _not_after_today(day: date | None, field: str) -> None:
    """A membership's start or end is a day that has come (the office's today at the latest)."""
    if day is not None and day > office_today():
        raise FieldErrors({field: DATE_AFTER_TODAY})


def _join(
    db: Session,
    actor: Account,
    household: Household,
    person: Person,
    relationship: Relationship,
    start: date | None,
    reason: MembershipReason | None,
) -> HouseholdMember:
    """A current membership; a person current elsewhere (also one another request just added) is refused,
    naming the first household."""
    _refuse_if_in_one(db, actor, person)
    member = HouseholdMember(
        household_id=household.id,
        person_id=person.id,
        relationship=relationship,
        start_date=start or office_today(),
        start_reason=reason,
        is_current=True,
    )
    try:
        with db.begin_nested():
            db.add(member)
            db.flush()
    except IntegrityError:
        if (other := records.current_membership(db, person.id)) is not None:
            raise Conflict(already_in(db, actor, person, other)) from None
        raise
    return member


def _person(db: Session, person_id: int) -> Person:
    return readable_person(db, WHOLE, person_id)


def _not_head(relationship: Relationship, field: str) -> None:
    if relationship == Relationship.head:
        raise FieldErrors({field: HEAD_IS_HEAD_ID})


def create_household(db: Session, actor: User | None, payload: HouseholdCreate) -> Household:
    """'Start a household': refused without a head or a barangay, with the head among the members, with a
    person twice, or with anyone already in a household (named)."""
    if payload.head_id is None:
        raise FieldErrors({"head_id": NO_HEAD})
    for i, m in enumerate(payload.members):
        _not_head(m.relationship, f"members.{i}.relationship")
    head = _person(db, payload.head_id)
    people = [(_person(db, m.person_id), m) for m in payload.members]
    seen: set[int] = {head.id}
    for person, _ in people:
        if person.id in seen:
            raise FieldErrors({"members": LISTED_TWICE.format(name=display_name(person))})
        seen.add(person.id)
    barangay = payload.barangay or head.barangay
    now = utcnow()
    household = Household(
        barangay=barangay,
        sitio=payload.sitio,
        address=payload.address,
        latitude=payload.latitude,
        longitude=payload.longitude,
        created_at=now,
        updated_at=now,
        created_by=actor.id if actor else None,
        updated_by=actor.id if actor else None,
    )
    db.add(household)
    db.flush()
    tally.mark_change(db, [household.barangay])
    audit.record(
        db, actor, "household.created", events.target(household), audit.diff({}, events.snapshot(household))
    )
    _not_after_today(payload.head_start_date, "head_start_date")
    for _person_of, m in people:
        _not_after_today(m.start_date, "members")
    _add(db, actor, household, head, Relationship.head, payload.head_start_date, payload.head_start_reason)
    for person, m in people:
        _add(db, actor, household, person, m.relationship, m.start_date, m.start_reason)
    return household


def _add(
    db: Session,
    actor: User | None,
    household: Household,
    person: Person,
    relationship: Relationship,
    start: date | None,
    reason: MembershipReason | None,
) -> HouseholdMember:
    member = _join(db, actor, household, person, relationship, start, reason)
    audit.record(
        db, actor, "household.member_added", events.target(household), events.membership(member, person)
    )
    return member


def update_household(db: Session, actor: User, household: Household, payload: HouseholdUpdate) -> Household:
    _check_version(db, household, payload.version)
    sent = payload.model_dump(exclude_unset=True, exclude={"version"})
    if "barangay" in sent and sent["barangay"] is None:
        sent.pop("barangay")  # a household always has one
    before = events.snapshot(household)
    for name, value in sent.items():
        setattr(household, name, value)
    changes = audit.diff(before, events.snapshot(household))
    if not changes:
        return household
    touch(db, household, actor)
    audit.record(db, actor, "household.updated", events.target(household), changes)
    return household


def add_member(db: Session, actor: User, household: Household, payload: MemberAdd) -> HouseholdMember:
    _check_version(db, household, payload.version)
    _not_head(payload.relationship, "relationship")
    _not_after_today(payload.start_date, "start_date")
    person = _person(db, payload.person_id)
    member = _add(
        db, actor, household, person, payload.relationship, payload.start_date, payload.start_reason
    )
    touch(db, household, actor)
    return member


def membership_of(db: Session, household: Household, membership_id: int) -> tuple[HouseholdMember, Person]:
    """A current membership of this household, or 404."""
    member = db.get(HouseholdMember, membership_id)
    if member is None or member.household_id != household.id or not member.is_current:
        raise NotFound(MEMBERSHIP_NOT_FOUND)
    return member, _person(db, member.person_id)


def _end(
    member: HouseholdMember, person: Person, end: date | None, reason: MembershipReason
) -> dict[str, list[str | None]]:
    if member.relationship == Relationship.head:
        raise Conflict(HEAD_LEAVES.format(name=display_name(person)))
    day = end or office_today()
    if member.start_date and day < member.start_date:
        raise FieldErrors({"end_date": END_BEFORE_START})
    member.end_date, member.end_reason, member.is_current = day, reason, False
    return {"end_date": [None, day.isoformat()], "end_reason": [None, reason.value]}


def end_membership(
    db: Session, actor: User, household: Household, membership_id: int, payload: MembershipEnd
) -> HouseholdMember:
    """The head cannot leave (change the head first)."""
    _check_version(db, household, payload.version)
    _not_after_today(payload.end_date, "end_date")
    member, person = membership_of(db, household, membership_id)
    ended = _end(member, person, payload.end_date, payload.end_reason)
    db.flush()
    changes: dict[str, list[Any]] = {"member": [events.mention(person), None], **ended}
    audit.record(db, actor, "household.member_ended", events.target(household), changes)
    touch(db, household, actor)
    return member


def move_member(
    db: Session, actor: User, household: Household, membership_id: int, payload: MemberMove, target: Household
) -> HouseholdMember:
    """Ends the membership here and starts one there, in the request's one transaction."""
    _check_version(db, household, payload.version)
    _not_head(payload.relationship, "relationship")
    if target.id == household.id:
        raise FieldErrors({"to_household_id": SAME_HOUSEHOLD})
    _not_after_today(payload.date, "date")
    member, person = membership_of(db, household, membership_id)
    ended = _end(member, person, payload.date, payload.end_reason)
    db.flush()
    moved = _join(db, actor, target, person, payload.relationship, member.end_date, payload.start_reason)
    changes: dict[str, list[Any]] = {
        "member": [events.mention(person), events.mention(person)],
        "household": [household.id, target.id],
        "relationship": [member.relationship.value, moved.relationship.value],
        **ended,
    }
    audit.record(db, actor, "household.member_moved", events.target(household), changes)
    audit.record(db, actor, "household.member_moved", events.target(target), changes)
    touch(db, household, actor)
    touch(db, target, actor)
    return moved


def change_head(db: Session, actor: User, household: Household, payload: HeadChange) -> None:
    """The chosen current member becomes the head; the former head stays a member with the relationship
    given. Never a moment with two heads (the former is changed first: the unique index would refuse)."""
    _check_version(db, household, payload.version)
    _not_head(payload.former_head_relationship, "former_head_relationship")
    new = db.scalar(
        select(HouseholdMember).where(
            HouseholdMember.household_id == household.id,
            HouseholdMember.person_id == payload.person_id,
            HouseholdMember.is_current,
        )
    )
    if new is None:
        raise NotFound(MEMBERSHIP_NOT_FOUND)
    person = _person(db, new.person_id)
    if new.relationship == Relationship.head:
        raise Conflict(ALREADY_HEAD.format(name=display_name(person)))
    former = db.scalar(
        select(HouseholdMember).where(
            HouseholdMember.household_id == household.id,
            HouseholdMember.is_current,
            HouseholdMember.relationship == Relationship.head,
        )
    )
    changes: dict[str, list[Any]] = {"head": [None, events.mention(person)]}
    if former is not None:
        former_person = person_or_none(db, WHOLE, former.person_id)  # none when in the Trash
        former.relationship = payload.former_head_relationship
        db.flush()
        if former_person is not None:
            changes["head"][0] = events.mention(former_person)
        changes["former_head_relationship"] = [None, payload.former_head_relationship.value]
    changes["relationship"] = [new.relationship.value, Relationship.head.value]
    new.relationship = Relationship.head
    db.flush()
    audit.record(db, actor, "household.head_changed", events.target(household), changes)
    touch(db, household, actor)


def start_with(
    db: Session, actor: User | None, head: Person, members: list[MemberIn], barangay: str
) -> Household:
    """A household made from a suggestion (katutubo.households.suggestions)."""
    return create_household(db, actor, HouseholdCreate(barangay=barangay, head_id=head.id, members=members))
