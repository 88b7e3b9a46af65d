"""Who the family graph (katutubo.kinship's links) puts in one household: a person's linked spouses and
children in no household yet ("Start a household" from a profile), and the suggestions of katutubo.households
.suggestions."""

from collections.abc import Iterable

from sqlalchemy import exists, or_, select
from sqlalchemy.orm import Session

from katutubo.access.people import people
from katutubo.access.scope import Scope
from katutubo.households import records
from katutubo.households.schemas import FamilyCandidate, FamilyCandidates
from katutubo.models import PARENT_KINDS, HouseholdMember, KinshipLink, LinkKind, Person, Relationship
from katutubo.people.summary import summarise

IN_NO_HOUSEHOLD = ~exists().where(HouseholdMember.person_id == Person.id, HouseholdMember.is_current)


def spouse_ids(db: Session, person_ids: Iterable[int]) -> list[tuple[int, int]]:
    """(a, b) spouse pairs touching these people."""
    ids = list(person_ids)
    rows = db.execute(
        select(KinshipLink.person_id, KinshipLink.relative_id).where(
            KinshipLink.kind == LinkKind.spouse,
            or_(KinshipLink.person_id.in_(ids), KinshipLink.relative_id.in_(ids)),
        )
    ).all()
    return [(a, b) for a, b in rows]


def family_candidates(db: Session, scope: Scope, person: Person) -> FamilyCandidates:
    """The person's linked spouses and children (live, of the reader's scope) in no household, spouses first,
    then the children eldest first."""
    others = {b if a == person.id else a for a, b in spouse_ids(db, [person.id])}
    children = set(
        db.scalars(
            select(KinshipLink.person_id).where(
                KinshipLink.relative_id == person.id, KinshipLink.kind.in_(PARENT_KINDS)
            )
        )
    )
    wanted = others | children
    found = (
        list(
            db.scalars(
                people(scope)
                .where(Person.id.in_(wanted), IN_NO_HOUSEHOLD)
                .order_by(Person.date_of_birth.is_(None), Person.date_of_birth, Person.id)
            )
        )
        if wanted
        else []
    )
    membership = records.current_membership(db, person.id)
    return FamilyCandidates(
        household_id=membership.household_id if membership else None,
        candidates=[
            summarise(
                p, FamilyCandidate, relationship=Relationship.spouse if p.id in others else Relationship.child
            )
            for p in sorted(found, key=lambda p: p.id not in others)
        ],
    )
