"""The whole family of one person for the profile's drawing, in one request: ancestors and descendants up to
GENERATIONS away (recursive CTEs), the person's siblings, and the spouses of everyone drawn; the links among
them. Only live people of the reader's scope (katutubo.access.scope): one outside it is not drawn, nor the
line behind them (the profile's Family Tree names them); at most MAX_NODES of them."""

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from katutubo.access.people import Account, people, people_by_id
from katutubo.access.scope import Scope
from katutubo.kinship.ancestry import walk
from katutubo.kinship.relatives import parents_of, siblings_of
from katutubo.kinship.schemas import FamilyGraph, GraphNode, GraphParentLink, GraphSpouseLink
from katutubo.models import PARENT_KINDS, KinshipLink, LinkKind, Person
from katutubo.people.summary import summarise

GENERATIONS = 3
MAX_NODES = 150


def family_graph(db: Session, root: Person, scope: Scope, account: Account) -> FamilyGraph:
    generation: dict[int, int] = {root.id: 0}
    for person_id, depth in sorted(
        walk(db, root.id, up=True, generations=GENERATIONS, scope=scope).items(), key=_by_depth
    ):
        generation.setdefault(person_id, -depth)
    for person_id, depth in sorted(
        walk(db, root.id, up=False, generations=GENERATIONS, scope=scope).items(), key=_by_depth
    ):
        generation.setdefault(person_id, depth)
    for sibling in siblings_of(db, account, scope, root.id, parents_of(db, account, [root.id])[root.id]):
        if sibling.readable:
            generation.setdefault(sibling.person.id, 0)
    truncated = _add_spouses(db, generation, scope)
    if len(generation) > MAX_NODES:
        kept = sorted(generation, key=lambda i: (abs(generation[i]), i))[:MAX_NODES]
        generation = {i: generation[i] for i in kept}
        truncated = True
    drawn = people_by_id(db, scope, generation)
    ids = set(drawn)
    links = db.scalars(
        select(KinshipLink).where(KinshipLink.person_id.in_(ids), KinshipLink.relative_id.in_(ids))
    ).all()
    nodes = [
        summarise(p, GraphNode, generation=generation[p.id])
        for p in sorted(drawn.values(), key=lambda p: (generation[p.id], p.id))
    ]
    return FamilyGraph(
        root_id=root.id,
        nodes=nodes,
        parents=[
            GraphParentLink(child_id=x.person_id, parent_id=x.relative_id, kind=x.kind.value)  # type: ignore[arg-type]
            for x in links
            if x.kind in PARENT_KINDS
        ],
        spouses=[GraphSpouseLink(a=x.person_id, b=x.relative_id) for x in links if x.kind == LinkKind.spouse],
        truncated=truncated,
    )


def _by_depth(item: tuple[int, int]) -> tuple[int, int]:
    return item[1], item[0]


def _add_spouses(db: Session, generation: dict[int, int], scope: Scope) -> bool:
    """Each drawn person's live spouses of the scope, in the partner's generation; True when there were too
    many."""
    ids = list(generation)
    if len(ids) > MAX_NODES:
        return True
    rows = db.execute(
        select(KinshipLink.person_id, KinshipLink.relative_id).where(
            KinshipLink.kind == LinkKind.spouse,
            or_(KinshipLink.person_id.in_(ids), KinshipLink.relative_id.in_(ids)),
        )
    ).all()
    others = {b if a in generation else a for a, b in rows} - set(generation)
    live = set(db.scalars(people(scope, Person.id).where(Person.id.in_(others)))) if others else set()
    for a, b in sorted(rows):
        partner, other = (a, b) if a in generation else (b, a)
        if other in live:
            generation.setdefault(other, generation[partner])
    return False
