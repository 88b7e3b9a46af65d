"""A household to the Trash and back: its people stay; their memberships stop being current meanwhile."""

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.access.people import person_including_trash
from katutubo.core.errors import Conflict
from katutubo.households import audit_events as events
from katutubo.households import records
from katutubo.households.service import already_in, touch
from katutubo.models import Household, HouseholdMember, User
from katutubo.models.base import utcnow


def move_to_trash(db: Session, actor: User, household: Household) -> None:
    """The household leaves every list; its people stay (their memberships stop being current, so they may
    join another household meanwhile)."""
    household.deleted_at, household.deleted_by = utcnow(), actor.id
    db.execute(
        update(HouseholdMember)
        .where(HouseholdMember.household_id == household.id, HouseholdMember.is_current)
        .values(is_current=False)
    )
    audit.record(db, actor, "household.deleted", events.target(household))
    touch(db, household, actor)


def restore(db: Session, actor: User, household: Household) -> None:
    """Back from the Trash with the members it had when deleted (those not ended); refused, naming them, when
    one of them has joined another household since."""
    deleted_at = household.deleted_at
    members = db.scalars(
        select(HouseholdMember).where(
            HouseholdMember.household_id == household.id,
            HouseholdMember.end_date.is_(None),
            HouseholdMember.is_current.is_(False),
        )
    ).all()
    for member in members:
        # Named whatever became of them: a member in the Trash may be current in another household.
        person = person_including_trash(db, actor, member.person_id)
        if person is not None and (other := records.current_membership(db, person.id)) is not None:
            raise Conflict(already_in(db, actor, person, other))
    household.deleted_at, household.deleted_by = None, None
    for member in members:
        member.is_current = True
    try:
        with db.begin_nested():
            db.flush()
    except IntegrityError:
        household.deleted_at = deleted_at
        raise
    audit.record(db, actor, "household.restored", events.target(household))
    touch(db, household, actor)
