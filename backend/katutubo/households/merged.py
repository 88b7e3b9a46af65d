"""Two records of one person merged (katutubo.duplicates.merge): the other record's household membership is
the kept record's, as its linked relatives are — the household must not lose a member, or its head, to the
Trash the other record goes to.

- The kept record in no household: the other's current membership becomes the kept record's (its start,
  reason and relationship, the head included): one person, one membership, its history as it was.
- Both in the same household: one membership is enough; the other's ends (reason "other") and, if the other
  was the head, the kept record becomes the head.
- In two different households: nothing moves (a person is in one household at a time and the registry cannot
  tell which is right); the merge's result says so, naming the household, for the IPMR to mend."""

from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.access.households import household_of_every_barangay
from katutubo.core.clock import office_today
from katutubo.core.messages import Message
from katutubo.households import audit_events as events
from katutubo.households import records
from katutubo.households.service import already_in, touch
from katutubo.kinship.service import NotMoved
from katutubo.models import Household, HouseholdMember, MembershipReason, Person, Relationship, User

NOT_MOVED = Message(
    "households.not_moved", "The other record's household (#{household}) was not moved: {reason}"
)


def carry_membership(db: Session, actor: User, other: Person, keep: Person) -> NotMoved | None:
    """None, or what the merge's result says of a household left as it was (as of a family link left off)."""
    theirs = records.current_membership(db, other.id)
    if theirs is None:
        return None
    household = household_of_every_barangay(db, actor, theirs.household_id)
    assert household is not None  # a current membership's household is live (is_current says so)
    mine = records.current_membership(db, keep.id)
    if mine is None:
        theirs.person_id = keep.id
        db.flush()
        changes = {"member": [events.mention(other), events.mention(keep)]}
        audit.record(db, actor, "household.member_merged", events.target(household), changes)
    elif mine.household_id == household.id:
        _one_membership(db, actor, household, theirs, mine, other, keep)
    else:
        reason = already_in(db, actor, keep, mine)
        return NotMoved(NOT_MOVED.format(household=str(household.id), reason=str(reason)), reason)
    touch(db, household, actor)
    return None


def _one_membership(
    db: Session,
    actor: User,
    household: Household,
    theirs: HouseholdMember,
    mine: HouseholdMember,
    other: Person,
    keep: Person,
) -> None:
    was_head = theirs.relationship == Relationship.head
    theirs.end_date, theirs.end_reason, theirs.is_current = office_today(), MembershipReason.other, False
    db.flush()  # the other's headship ends before the kept record's begins (one current head at a time)
    changes: dict[str, list[object]] = {"member": [events.mention(other), events.mention(keep)]}
    if was_head:
        changes["relationship"] = [mine.relationship.value, Relationship.head.value]
        mine.relationship = Relationship.head
        db.flush()
    audit.record(db, actor, "household.member_merged", events.target(household), changes)
