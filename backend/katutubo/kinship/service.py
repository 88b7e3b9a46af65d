"""Changing a person's links (the person form's relatives), each change audited on BOTH records.

A link is one row read from both ends (katutubo.models.kinship_link), so making A the mother of B is also
B among A's children, and removing it removes it from both. Refused, with the field the form shows it at:
a link that would make someone their own ancestor, a father recorded as female (a mother as male), a child
who already has another linked parent of that kind, a person not found (or in the Trash). Links to people
in the Trash are left as they are: hidden while the relative is trashed, back when they are restored.
"""

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, case, or_, select, text
from sqlalchemy.exc import NoResultFound
from sqlalchemy.orm import InstrumentedAttribute, Session

from katutubo import audit
from katutubo.access.people import Account, in_trash, people_including_trash, person_including_trash
from katutubo.core.errors import FieldErrors
from katutubo.core.messages import Message, stored
from katutubo.kinship.ancestry import is_ancestor
from katutubo.kinship.names import audit_label
from katutubo.models import PARENT_KINDS, Gender, KinshipLink, LinkKind, Person, User
from katutubo.people.changes import target
from katutubo.people.names import display_name
from katutubo.people.schemas import RelativeLinksIn
from katutubo.people.service import PERSON_NOT_FOUND

NOT_FOUND = PERSON_NOT_FOUND
OWN_ANCESTOR = Message("kinship.own_ancestor", "This link would make {name} their own ancestor.")
OWN_SPOUSE = Message("kinship.own_spouse", "A person cannot be their own spouse.")
FATHER_NOT_FEMALE = Message(
    "kinship.father_not_female", "{name} is recorded as Female and cannot be linked as the father."
)
MOTHER_NOT_MALE = Message(
    "kinship.mother_not_male", "{name} is recorded as Male and cannot be linked as the mother."
)
GENDER_FOR_CHILDREN = Message(
    "kinship.gender_for_children", "Choose this person's gender before linking children."
)
HAS_OTHER_PARENT = {
    LinkKind.father: Message("kinship.has_other_father", "{child} already has a linked father: {parent}."),
    LinkKind.mother: Message("kinship.has_other_mother", "{child} already has a linked mother: {parent}."),
}

FIELD = {
    LinkKind.father: "family_tree.father",
    LinkKind.mother: "family_tree.mother",
    LinkKind.spouse: "family_tree.spouse",
}
CHILDREN_FIELD = "family_tree.children"
PARENT_FIELDS = {kind.value for kind in PARENT_KINDS}
# Every link change takes this lock on PostgreSQL (SQLite writes one at a time anyway): two saves at once
# cannot each pass the ancestor check and together close a loop.
LOCK_KEY = 0x6B696E  # "kin"


def _lock(db: Session) -> None:
    if db.get_bind().dialect.name == "postgresql":
        db.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": LOCK_KEY})


def _unique(ids: Iterable[int]) -> list[int]:
    return list(dict.fromkeys(ids))


def _side(kind: LinkKind, child_side: bool) -> str:
    """The field a link change is recorded under on each record (the form's family tree names)."""
    if kind == LinkKind.spouse:
        return "spouse"
    return kind.value if child_side else "children"


def _linked_on(db: Session, actor: Account, owner: Person, field: str) -> list[Person]:
    """The relatives linked in a many-valued field of the owner's form ('children', 'spouse'), as the
    database holds them now (the link being recorded included until it is deleted; those in the Trash too),
    oldest link first."""
    other: ColumnElement[int] | InstrumentedAttribute[int]
    if field == "spouse":
        other = case(
            (KinshipLink.person_id == owner.id, KinshipLink.relative_id), else_=KinshipLink.person_id
        )
        where = (KinshipLink.kind == LinkKind.spouse) & or_(
            KinshipLink.person_id == owner.id, KinshipLink.relative_id == owner.id
        )
    else:
        other = KinshipLink.person_id
        where = (KinshipLink.relative_id == owner.id) & KinshipLink.kind.in_(PARENT_KINDS)
    query = people_including_trash(actor).join(KinshipLink, Person.id == other).where(where)
    return list(db.scalars(query.order_by(KinshipLink.id)))


def _named(db: Session, actor: Account, person_id: int) -> Person:
    """A person a stored link names (a link's row keeps its people: live, or in the Trash)."""
    found = person_including_trash(db, actor, person_id)
    if found is None:
        raise NoResultFound(f"No person {person_id}, whom a link names.")
    return found


def _mention(person: Person) -> audit.Mention:
    return audit.Mention(person.id, audit_label(person))  # the relative's purge erases it from this record


def _record(
    db: Session, actor: User | None, link: KinshipLink, people: dict[int, Person], added: bool
) -> None:
    """One event on each of the two records, naming the other. A many-valued field (Children, Spouse)
    records the relatives linked there before and after (already linked children are no change): only
    what changed shows in the History."""
    one, other = people[link.person_id], people[link.relative_id]

    def change(owner: Person, named: Person) -> dict[str, list[Any]]:
        field = _side(link.kind, owner is one)
        if field in PARENT_FIELDS:
            return {field: [None, _mention(named)] if added else [_mention(named), None]}
        now = [_mention(p) for p in _linked_on(db, actor, owner, field)]  # the link added, or not yet deleted
        others = [m for m in now if m.person_id != named.id] or None
        return {field: [others, now] if added else [now, others]}

    action = "person.linked" if added else "person.unlinked"
    events = [(action, target(one), change(one, other)), (action, target(other), change(other, one))]
    audit.record_many(db, actor, events)  # type: ignore[arg-type]


def _add(
    db: Session,
    actor: User | None,
    people: dict[int, Person],
    person_id: int,
    relative_id: int,
    kind: LinkKind,
) -> None:
    link = KinshipLink(
        person_id=person_id, relative_id=relative_id, kind=kind, created_by=actor.id if actor else None
    )
    db.add(link)
    db.flush()
    _record(db, actor, link, people, added=True)


class _Links:
    """One person's links being changed, with the people they name loaded once."""

    def __init__(self, db: Session, actor: User | None, person: Person, wanted: RelativeLinksIn) -> None:
        self.db, self.actor, self.person = db, actor, person
        self.current = list(
            db.scalars(
                select(KinshipLink).where(
                    or_(KinshipLink.person_id == person.id, KinshipLink.relative_id == person.id)
                )
            )
        )
        ids = {person.id, *(x for link in self.current for x in (link.person_id, link.relative_id))}
        ids |= {i for i in (wanted.father_id, wanted.mother_id) if i} | {
            *wanted.spouse_ids,
            *wanted.children_ids,
        }
        # Every person the links name, in the Trash too: a hidden link is kept, or removed and audited.
        rows = db.execute(people_including_trash(actor, Person, in_trash()).where(Person.id.in_(ids))).all()
        self.people = {p.id: p for p, _ in rows}
        self.trashed = {p.id for p, trashed in rows if trashed}

    def live(self, person_id: int, field: str) -> Person:
        if not self.is_live(person_id):
            raise FieldErrors({field: NOT_FOUND})
        return self.people[person_id]

    def is_live(self, person_id: int) -> bool:
        return person_id in self.people and person_id not in self.trashed

    def remove(self, link: KinshipLink) -> None:
        _record(self.db, self.actor, link, self.people, added=False)
        child, parent = self.people[link.person_id], self.people[link.relative_id]
        if link.kind in PARENT_KINDS and getattr(child, link.kind.value) == display_name(parent):
            setattr(child, link.kind.value, None)  # the name the link wrote goes with it
        self.db.delete(link)
        self.db.flush()

    def add(self, person_id: int, relative_id: int, kind: LinkKind) -> None:
        _add(self.db, self.actor, self.people, person_id, relative_id, kind)

    def refuse_loop(self, child: Person, parent: Person, field: str) -> None:
        if parent.id == child.id or is_ancestor(self.db, parent.id, child.id):
            raise FieldErrors({field: OWN_ANCESTOR.format(name=display_name(child))})

    def add_parent(self, child: Person, parent: Person, kind: LinkKind, field: str) -> None:
        self.refuse_loop(child, parent, field)
        if kind == LinkKind.father and parent.gender == Gender.female:
            raise FieldErrors({field: FATHER_NOT_FEMALE.format(name=display_name(parent))})
        if kind == LinkKind.mother and parent.gender == Gender.male:
            raise FieldErrors({field: MOTHER_NOT_MALE.format(name=display_name(parent))})
        self.add(child.id, parent.id, kind)
        # The child's Father / Mother text follows the link (lists, exports, print and re-imports read it).
        setattr(child, kind.value, display_name(parent))


def set_relatives(db: Session, actor: User | None, person: Person, wanted: RelativeLinksIn | None) -> None:
    """Makes the person's links to live people exactly `wanted` (None: the form sent no links, nothing
    changes). Removals first, so a new father can replace the old one."""
    if wanted is None:
        return
    _lock(db)
    links = _Links(db, actor, person, wanted)
    _set_parents(links, wanted)
    _set_spouses(links, _unique(wanted.spouse_ids))
    _set_children(links, _unique(wanted.children_ids))


def _set_parents(links: _Links, wanted: RelativeLinksIn) -> None:
    me = links.person
    for kind, wanted_id in ((LinkKind.father, wanted.father_id), (LinkKind.mother, wanted.mother_id)):
        link = next((x for x in links.current if x.person_id == me.id and x.kind == kind), None)
        if link is not None and link.relative_id == wanted_id:
            continue
        # A hidden (trashed) parent stays linked unless the form chose another one.
        if link is not None and (links.is_live(link.relative_id) or wanted_id is not None):
            links.remove(link)
        if wanted_id is not None:
            links.add_parent(me, links.live(wanted_id, FIELD[kind]), kind, FIELD[kind])


def _set_spouses(links: _Links, wanted: list[int]) -> None:
    me = links.person
    have = {
        (x.relative_id if x.person_id == me.id else x.person_id): x
        for x in links.current
        if x.kind == LinkKind.spouse
    }
    for other, link in have.items():
        if other not in wanted and links.is_live(other):
            links.remove(link)
    for other in wanted:
        if other in have:
            continue
        if other == me.id:
            raise FieldErrors({FIELD[LinkKind.spouse]: OWN_SPOUSE})
        links.live(other, FIELD[LinkKind.spouse])
        links.add(min(me.id, other), max(me.id, other), LinkKind.spouse)


def _set_children(links: _Links, wanted: list[int]) -> None:
    me, db = links.person, links.db
    have = {x.person_id: x for x in links.current if x.relative_id == me.id and x.kind in PARENT_KINDS}
    for child_id, link in have.items():
        if child_id not in wanted and links.is_live(child_id):
            links.remove(link)
    for child_id in wanted:
        if child_id in have:
            continue
        child = links.live(child_id, CHILDREN_FIELD)
        links.refuse_loop(child, me, CHILDREN_FIELD)
        if me.gender is None:
            raise FieldErrors({CHILDREN_FIELD: GENDER_FOR_CHILDREN})
        kind = LinkKind.father if me.gender == Gender.male else LinkKind.mother
        other = db.scalar(
            select(KinshipLink).where(KinshipLink.person_id == child_id, KinshipLink.kind == kind)
        )
        if other is not None:
            parent = _named(db, links.actor, other.relative_id)
            message = HAS_OTHER_PARENT[kind].format(child=display_name(child), parent=display_name(parent))
            raise FieldErrors({CHILDREN_FIELD: message})
        links.add_parent(child, me, kind, CHILDREN_FIELD)


NOT_MOVED = {  # {reason}: the rule's message (its own code travels beside: NotMoved)
    LinkKind.father: Message(
        "kinship.not_moved_father", "{relative} was not linked as the father of {person}: {reason}"
    ),
    LinkKind.mother: Message(
        "kinship.not_moved_mother", "{relative} was not linked as the mother of {person}: {reason}"
    ),
    LinkKind.spouse: Message(
        "kinship.not_moved_spouse", "{relative} was not linked as the spouse of {person}: {reason}"
    ),
}
ALREADY_LINKED = Message("kinship.already_linked", "They are already linked otherwise.")


@dataclass(frozen=True)
class NotMoved:
    """A link a merge left off: which link (`note`, the reason's English text in its {reason}) and the family
    rule that refused it (`reason`, its own code: the app puts its own text for it in the note)."""

    note: Message
    reason: Message

    def stored(self) -> dict[str, Any]:
        return stored(self.note) | {"reason": stored(self.reason)}


def move_links(db: Session, actor: User, other: Person, keep: Person) -> list[NotMoved]:
    """A merge (katutubo.duplicates.merge): every link of `other` becomes the same link of `keep`, audited on
    both ends as an unlink and a link. An exact duplicate of a link `keep` has, and a link between the two
    (they are one person), are dropped. A link the rules refuse (an own ancestor, a second father or mother,
    a father recorded as Female, two people already linked otherwise) is not moved: the kept record's links
    stay, and the returned notes say which link was left and why (the merge's result shows them)."""
    _lock(db)
    moving = list(
        db.scalars(
            select(KinshipLink)
            .where(or_(KinshipLink.person_id == other.id, KinshipLink.relative_id == other.id))
            .order_by(KinshipLink.id)
        )
    )
    if not moving:
        return []
    ids = {keep.id, other.id} | {x for link in moving for x in (link.person_id, link.relative_id)}
    people = {p.id: p for p in db.scalars(people_including_trash(actor).where(Person.id.in_(ids)))}
    wanted: list[tuple[int, int, LinkKind]] = []
    for link in moving:  # all removed first: the ancestor check must not walk through the other record
        wanted.append(
            (
                keep.id if link.person_id == other.id else link.person_id,
                keep.id if link.relative_id == other.id else link.relative_id,
                link.kind,
            )
        )
        _record(db, actor, link, people, added=False)
        db.delete(link)
    db.flush()
    notes: list[NotMoved] = []
    for a, b, kind in wanted:
        note = _move(db, actor, people, a, b, kind)
        child = people[a]
        if kind in PARENT_KINDS and child.id != keep.id and getattr(child, kind.value) == display_name(other):
            # The Father / Mother text the link wrote follows it to the kept record, or goes with it.
            setattr(child, kind.value, display_name(keep) if note is None else None)
        if note is not None:
            notes.append(note)
    return notes


def _move(
    db: Session, actor: User, people: dict[int, Person], a: int, b: int, kind: LinkKind
) -> NotMoved | None:
    """Adds the moved link (a, b, kind) unless it is a self-link or a duplicate (None) or refused (a note)."""
    if a == b:
        return None
    if kind == LinkKind.spouse:
        a, b = min(a, b), max(a, b)
    person, relative = people[a], people[b]

    def note(reason: Message) -> NotMoved:
        which = NOT_MOVED[kind].format(
            relative=display_name(relative), person=display_name(person), reason=reason
        )
        return NotMoved(which, reason)

    if kind in PARENT_KINDS and is_ancestor(db, b, a):
        return note(OWN_ANCESTOR.format(name=display_name(person)))
    between = db.scalar(
        select(KinshipLink).where(
            or_(
                (KinshipLink.person_id == a) & (KinshipLink.relative_id == b),
                (KinshipLink.person_id == b) & (KinshipLink.relative_id == a),
            )
        )
    )
    if between is not None:
        same = (between.person_id, between.relative_id, between.kind) == (a, b, kind)
        return None if same else note(ALREADY_LINKED)
    if kind in PARENT_KINDS:
        taken = db.scalar(select(KinshipLink).where(KinshipLink.person_id == a, KinshipLink.kind == kind))
        if taken is not None:
            parent = _named(db, actor, taken.relative_id)
            return note(
                HAS_OTHER_PARENT[kind].format(child=display_name(person), parent=display_name(parent))
            )
        if kind == LinkKind.father and relative.gender == Gender.female:
            return note(FATHER_NOT_FEMALE.format(name=display_name(relative)))
        if kind == LinkKind.mother and relative.gender == Gender.male:
            return note(MOTHER_NOT_MALE.format(name=display_name(relative)))
        if not getattr(person, kind.value):
            setattr(person, kind.value, display_name(relative))  # the kept record had no name there
    _add(db, actor, people, a, b, kind)
    return None
