"""A person's relatives as the profile's Family Tree shows them: linked people (live ones only) first, then
the names typed as text that no linked relative already stands for. A linked relative outside the reader's
scope (katutubo.access.scope: another barangay than an encoder's) shows as a typed name, nothing more."""

from collections.abc import Iterable

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from katutubo.access.scope import WHOLE, Scope
from katutubo.kinship.schemas import LinkedRelative, RelativeOut, RelativesOut, TypedRelative
from katutubo.models import PARENT_KINDS, KinshipLink, LinkKind, Person
from katutubo.people.names import display_name
from katutubo.people.query import LIVE
from katutubo.people.summary import summarise


def _out(person: Person, scope: Scope, half: bool = False) -> RelativeOut:
    """The relative in brief; one outside the scope as the name a link types (no id, no half: nothing of
    their record)."""
    if not scope.includes(person):
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


def _live(db: Session, ids: Iterable[int]) -> dict[int, Person]:
    wanted = set(ids)
    if not wanted:
        return {}
    return {p.id: p for p in db.scalars(select(Person).where(Person.id.in_(wanted), LIVE))}


def parents_of(db: Session, child_ids: Iterable[int]) -> dict[int, dict[LinkKind, int]]:
    """{child: {father|mother: parent id}} through links to live parents."""
    ids = set(child_ids)
    rows = db.execute(
        select(KinshipLink.person_id, KinshipLink.kind, KinshipLink.relative_id)
        .join(Person, Person.id == KinshipLink.relative_id)
        .where(KinshipLink.person_id.in_(ids), KinshipLink.kind.in_(PARENT_KINDS), LIVE)
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


def siblings_of(db: Session, person_id: int, parents: dict[LinkKind, int]) -> list[tuple[Person, bool]]:
    """The other children of the person's live parents, each with whether they are a half-sibling."""
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
    people = _live(db, ids)
    theirs = parents_of(db, people)
    return [(p, is_half(parents, theirs[p.id])) for p in _eldest_first(people.values())]


def relatives(db: Session, person: Person, scope: Scope = WHOLE) -> RelativesOut:
    links = list(
        db.scalars(
            select(KinshipLink).where(
                or_(KinshipLink.person_id == person.id, KinshipLink.relative_id == person.id)
            )
        )
    )
    people = _live(db, (x.relative_id if x.person_id == person.id else x.person_id for x in links))

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
        father=_out(father, scope) if father else _text(person.father),
        mother=_out(mother, scope) if mother else _text(person.mother),
        spouses=_with_text([_out(p, scope) for p in sorted(spouses, key=lambda p: p.id)], [person.spouse]),
        siblings=_with_text(
            [_out(p, scope, half) for p, half in siblings_of(db, person.id, parents)], person.siblings or []
        ),
        children=_with_text([_out(p, scope) for p in _eldest_first(children)], person.children or []),
    )


def _text(name: str | None) -> TypedRelative | None:
    return TypedRelative(name=name.strip()) if name and name.strip() else None
