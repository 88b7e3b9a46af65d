"""'Suggest households' for data entered before households existed: in one barangay, the people in no
household, tied by spouse and parent links, grouped into proposed households.

The rule: each couple (a spouse link between two such people) is a household, headed by the husband (the
elder when both or neither are male), with their unmarried children (linked to either as a child, of the
same barangay, in no household, with no spouse of their own there). A parent without a spouse there, with
such children, heads a household with them. A child is placed with the father's group first, else the
mother's. A person with more than one spouse there is paired once (the first link). Groups of one are not
proposed. The key names the head, the spouse and the children: accepting re-checks every one."""

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from katutubo.access.people import people, people_by_id
from katutubo.access.scope import Scope
from katutubo.core.errors import AppError
from katutubo.households import service
from katutubo.households.family import IN_NO_HOUSEHOLD, spouse_ids
from katutubo.households.messages import SUGGESTION_GONE
from katutubo.households.schemas import (
    HouseholdSuggestedMember,
    HouseholdSuggestion,
    HouseholdSuggestionOutcome,
    HouseholdSuggestionPage,
    HouseholdSuggestionResult,
    MemberIn,
)
from katutubo.models import PARENT_KINDS, Gender, KinshipLink, LinkKind, Person, Relationship, User
from katutubo.people.summary import summarise


@dataclass
class Group:
    head: Person
    spouse: Person | None
    children: list[Person]

    @property
    def key(self) -> str:
        children = ".".join(str(c.id) for c in self.children)
        return f"{self.head.id}-{self.spouse.id if self.spouse else ''}-{children}"


def _head_first(a: Person, b: Person) -> tuple[Person, Person]:
    if (a.gender == Gender.male) != (b.gender == Gender.male):
        return (a, b) if a.gender == Gender.male else (b, a)
    older = sorted((a, b), key=lambda p: (p.date_of_birth is None, p.date_of_birth, p.id))
    return older[0], older[1]


def groups(db: Session, scope: Scope, barangay: str) -> list[Group]:
    free = {p.id: p for p in db.scalars(people(scope).where(Person.barangay == barangay, IN_NO_HOUSEHOLD))}
    if not free:
        return []
    pairs = [(a, b) for a, b in spouse_ids(db, free) if a in free and b in free]
    married = {i for pair in pairs for i in pair}
    parents: dict[int, dict[LinkKind, int]] = {}
    for child, kind, linked in db.execute(
        select(KinshipLink.person_id, KinshipLink.kind, KinshipLink.relative_id).where(
            KinshipLink.kind.in_(PARENT_KINDS), KinshipLink.relative_id.in_(list(free))
        )
    ):
        if child in free and linked in free and child not in married:
            parents.setdefault(child, {})[kind] = linked
    found: dict[int, Group] = {}  # by each adult in it
    paired: set[int] = set()
    for a, b in sorted(pairs):
        if a in paired or b in paired:
            continue
        paired |= {a, b}
        head, spouse = _head_first(free[a], free[b])
        group = Group(head, spouse, [])
        found[a] = found[b] = group
    for child, of in sorted(parents.items()):
        parent = of.get(LinkKind.father, of.get(LinkKind.mother))
        if parent is None:
            continue
        if parent not in found:
            if parent in parents or parent in married:
                continue  # a child themselves, or paired elsewhere
            found[parent] = Group(free[parent], None, [])
        found[parent].children.append(free[child])
    unique = {id(g): g for g in found.values()}.values()
    proposed = [g for g in unique if g.spouse is not None or g.children]
    for g in proposed:
        g.children.sort(key=lambda p: (p.date_of_birth is None, p.date_of_birth, p.id))
    return sorted(proposed, key=lambda g: (g.head.last_name_lower, g.head.first_name_lower, g.head.id))


def _out(group: Group) -> HouseholdSuggestion:
    members = (
        [HouseholdSuggestedMember(person=summarise(group.spouse), relationship=Relationship.spouse)]
        if group.spouse
        else []
    ) + [
        HouseholdSuggestedMember(person=summarise(c), relationship=Relationship.child) for c in group.children
    ]
    return HouseholdSuggestion(
        key=group.key, barangay=group.head.barangay, head=summarise(group.head), members=members
    )


def list_suggestions(
    db: Session, scope: Scope, barangay: str, page: int, page_size: int
) -> HouseholdSuggestionPage:
    found = groups(db, scope, barangay)
    start = (page - 1) * page_size
    return HouseholdSuggestionPage(
        items=[_out(g) for g in found[start : start + page_size]],
        total=len(found),
        page=page,
        page_size=page_size,
    )


def _parse(key: str) -> tuple[int, int | None, list[int]] | None:
    try:
        head, spouse, children = key.split("-")
        return int(head), int(spouse) if spouse else None, [int(c) for c in children.split(".") if c]
    except ValueError:
        return None


def accept(db: Session, actor: User, scope: Scope, keys: list[str]) -> HouseholdSuggestionResult:
    """Each key made a household in a savepoint of its own: one that no longer applies (someone joined a
    household, left the barangay or went to the Trash) is reported and the others are made."""
    results: list[HouseholdSuggestionOutcome] = []
    for key in dict.fromkeys(keys):
        results.append(_accept_one(db, actor, scope, key))
    return HouseholdSuggestionResult(created=sum(1 for r in results if r.household_id), results=results)


def _accept_one(db: Session, actor: User, scope: Scope, key: str) -> HouseholdSuggestionOutcome:
    parsed = _parse(key)
    if parsed is None:
        return HouseholdSuggestionOutcome(
            key=key, household_id=None, error=str(SUGGESTION_GONE), code=SUGGESTION_GONE.code
        )
    head_id, spouse_id, children = parsed
    members = ([MemberIn(person_id=spouse_id, relationship=Relationship.spouse)] if spouse_id else []) + [
        MemberIn(person_id=c, relationship=Relationship.child) for c in children
    ]
    found = people_by_id(db, scope, [head_id, *(m.person_id for m in members)])
    head = found.get(head_id)
    if head is None or any(
        m.person_id not in found or found[m.person_id].barangay != head.barangay for m in members
    ):
        return HouseholdSuggestionOutcome(
            key=key, household_id=None, error=str(SUGGESTION_GONE), code=SUGGESTION_GONE.code
        )
    try:
        with db.begin_nested():
            household = service.start_with(db, actor, head, members, head.barangay)
    except AppError as error:
        return HouseholdSuggestionOutcome(
            key=key, household_id=None, error=str(error.message), code=error.message.code
        )
    return HouseholdSuggestionOutcome(key=key, household_id=household.id, error=None)
