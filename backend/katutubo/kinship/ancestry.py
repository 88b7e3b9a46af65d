"""Walking a family up or down the parent links: recursive CTEs, the same SQL on SQLite and PostgreSQL."""

from typing import Any

from sqlalchemy import Integer, Select, func, literal, select
from sqlalchemy.orm import Session

from katutubo.access.people import join_people
from katutubo.access.scope import Scope
from katutubo.models import PARENT_KINDS, KinshipLink, Person


def is_ancestor(db: Session, person_id: int, candidate_id: int) -> bool:
    """Whether `candidate_id` is a parent, grandparent, … of `person_id`, through every stored link (those of
    people in the Trash too: restoring someone must never close a loop). UNION (not UNION ALL) ends the walk
    even on data that already has a loop."""
    up = (
        select(KinshipLink.relative_id.label("id"))
        .where(KinshipLink.person_id == person_id, KinshipLink.kind.in_(PARENT_KINDS))
        .cte("ancestors", recursive=True)
    )
    up = up.union(
        select(KinshipLink.relative_id)
        .join(up, KinshipLink.person_id == up.c.id)
        .where(KinshipLink.kind.in_(PARENT_KINDS))
    )
    return bool(db.scalar(select(func.count()).select_from(up).where(up.c.id == candidate_id)))


def walk(db: Session, root_id: int, up: bool, generations: int, scope: Scope) -> dict[int, int]:
    """{id: generations away} of the live ancestors (`up`) or descendants of `root_id` in the scope, at most
    `generations` away; a person in the Trash (or outside the scope) hides the line behind them."""
    near, far = (
        (KinshipLink.person_id, KinshipLink.relative_id)
        if up
        else (KinshipLink.relative_id, KinshipLink.person_id)
    )
    first: Select[*tuple[Any, ...]] = select(far.label("id"), literal(1, Integer).label("depth")).where(
        near == root_id, KinshipLink.kind.in_(PARENT_KINDS)
    )
    base = join_people(first, scope, Person.id == far).cte("family_walk", recursive=True)
    further = (
        select(far, base.c.depth + 1)
        .join(base, near == base.c.id)
        .where(KinshipLink.kind.in_(PARENT_KINDS), base.c.depth < generations)
    )
    family = base.union_all(join_people(further, scope, Person.id == far))
    rows = db.execute(select(family.c.id, func.min(family.c.depth)).group_by(family.c.id)).all()
    return {person_id: depth for person_id, depth in rows}
