"""A person's relatives as the profile's Family Tree shows them: linked people (live ones only) first, then
the names typed as text that no linked relative already stands for. A linked relative outside the reader's
scope (katutubo.access.scope: another barangay than an encoder's) shows as a typed name, nothing more; one in
the Trash is not there at all.

A link reaches across barangays, so the linked people are read through the door's wider read of every
barangay (katutubo.access.people.people_of_every_barangay), each with whether the reader's scope holds them
(`in_scope`): what a reader learns of one outside it is the name a link types."""

from collections.abc import Iterable
from typing import Any, NamedTuple

from sqlalchemy import Select, or_, select
from sqlalchemy.orm import Session

from katutubo.access.people import Account, in_scope, join_people_of_every_barangay, people_of_every_barangay
from katutubo.access.scope import Scope
from katutubo.kinship.schemas import LinkedRelative, RelativeOut, RelativesOut, TypedRelative
from katutubo.models import PARENT_KINDS, KinshipLink, LinkKind, Person
from katutubo.people.names import display_name
from katutubo.people.summary import summarise


class Linked(NamedTuple):
    """The live people some links reach, by id, and those of them the reader's scope holds."""

    people: dict[int, Person]
    readable: set[int]


class Sibling(NamedTuple):
    person: Person
    half: bool
    readable: bool


def _out(person: Person, readable: bool, half: bool = False) -> RelativeOut:
    """The relative in brief; one outside the scope as the name a link types (no id, no half: nothing of
    their record)."""
    if not readable:
        return TypedRelative(name=display_name(person))
    return summarise(person, LinkedRelative, half=half)


def _eldest_first(people: Iterable[Person]) -> list[Person]:
    return sorted(people, key=lambda p: (p.age is None, -(p.age or 0), display_name(p).casefold(), p.id))


def _with_text(shown: list[RelativeOut], names: Iterable[str | None]) -> list[RelativeOut]:
    """The linked relatives (those of the scope, then the names of those outside it), then each typed name
    that is none of theirs (imported records keep text, spelled as a link writes it: display_name)."""
    linked = [r for r in shown if isinstance(r, LinkedRelative)]
    taken = {display_name(r).casefold() for r in linked}
    outside = [r for r in shown if isinstance(r, TypedRelative) and r.name.casefold() not in taken]
    taken |= {r.name.casefold() for r in outside}
    typed = [t for n in names if (t := _text(n)) is not None and t.name.casefold() not in taken]
    return [*linked, *outside, *typed]


def _linked(db: Session, account: Account, scope: Scope, ids: Iterable[int]) -> Linked:
    """The live people among `ids`, of every barangay, and those the reader may open."""
    wanted = sorted(set(ids))
    if not wanted:
        return Linked({}, set())
    rows = db.execute(
        people_of_every_barangay(account, Person, in_scope(scope)).where(Person.id.in_(wanted))
    ).all()
    return Linked({p.id: p for p, _ in rows}, {p.id for p, readable in rows if readable})


def parents_of(db: Session, account: Account, child_ids: Iterable[int]) -> dict[int, dict[LinkKind, int]]:
    """{child: {father|mother: parent id}} through links to live parents (of any barangay: only their ids,
    to tell half-siblings)."""
    ids = set(child_ids)
    links: Select[*tuple[Any, ...]] = select(
        KinshipLink.person_id, KinshipLink.kind, KinshipLink.relative_id
    ).where(KinshipLink.person_id.in_(ids), KinshipLink.kind.in_(PARENT_KINDS))
    rows = db.execute(
        join_people_of_every_barangay(links, account, Person.id == KinshipLink.relative_id)
    ).all()
    found: dict[int, dict[LinkKind, int]] = {i: {} for i in ids}
    for child, kind, parent in rows:
        found[child][kind] = parent
    return found


def is_half(mine: dict[LinkKind, int], theirs: dict[LinkKind, int]) -> bool:
    """One parent shared and the other one known on both sides and different."""
    shared = [k for k in PARENT_KINDS if k in mine and mine[k] == theirs.get(k)]
    differs = [k for k in PARENT_KINDS if k in mine and k in theirs and mine[k] != theirs[k]]
    return len(shared) == 1 and len(differs) == 1


def siblings_of(
    db: Session, account: Account, scope: Scope, person_id: int, parents: dict[LinkKind, int]
) -> list[Sibling]:
    """The other live children of the person's live parents, eldest first, each with whether they are a
    half-sibling and whether the reader may open them."""
    if not parents:
        return []
    ids = set(
        db.scalars(
            select(KinshipLink.person_id).where(
                KinshipLink.relative_id.in_(parents.values()),
                KinshipLink.kind.in_(PARENT_KINDS),
                KinshipLink.person_id != person_id,
            )
        )
    )
    people, readable = _linked(db, account, scope, ids)
    theirs = parents_of(db, account, people)
    return [
        Sibling(p, is_half(parents, theirs[p.id]), p.id in readable) for p in _eldest_first(people.values())
    ]


def relatives(db: Session, person: Person, scope: Scope, account: Account) -> RelativesOut:
    """The Family Tree of a person the reader may open, as `scope` may see it (`account`: the reader, None
    for the registry's own work)."""
    links = list(
        db.scalars(
            select(KinshipLink).where(
                or_(KinshipLink.person_id == person.id, KinshipLink.relative_id == person.id)
            )
        )
    )
    people, readable = _linked(
        db, account, scope, (x.relative_id if x.person_id == person.id else x.person_id for x in links)
    )

    def out(relative: Person) -> RelativeOut:
        return _out(relative, relative.id in readable)

    def parent(kind: LinkKind) -> Person | None:
        link = next((x for x in links if x.person_id == person.id and x.kind == kind), None)
        return people.get(link.relative_id) if link else None

    father, mother = parent(LinkKind.father), parent(LinkKind.mother)
    spouses = [
        people[other]
        for x in links
        if x.kind == LinkKind.spouse
        and (other := x.relative_id if x.person_id == person.id else x.person_id) in people
    ]
    children = [
        people[x.person_id]
        for x in links
        if x.relative_id == person.id and x.kind in PARENT_KINDS and x.person_id in people
    ]
    parents = {k: p.id for k, p in ((LinkKind.father, father), (LinkKind.mother, mother)) if p is not None}
    return RelativesOut(
        father=out(father) if father else _text(person.father),
        mother=out(mother) if mother else _text(person.mother),
        spouses=_with_text([out(p) for p in sorted(spouses, key=lambda p: p.id)], [person.spouse]),
        siblings=_with_text(
            [_out(s.person, s.readable, s.half) for s in siblings_of(db, account, scope, person.id, parents)],
            person.siblings or [],
        ),
        children=_with_text([out(p) for p in _eldest_first(children)], person.children or []),
    )


def _text(name: str | None) -> TypedRelative | None:
    return TypedRelative(name=name.strip()) if name and name.strip() else None
