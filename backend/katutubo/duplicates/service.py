"""Possible duplicates of a person being entered (or imported), and the pairs an IPMR said are two people."""

from collections.abc import Iterable
from typing import Any

from sqlalchemy import and_, delete, func, or_, select
from sqlalchemy.orm import Session, aliased

from katutubo import audit
from katutubo.core.errors import FieldErrors
from katutubo.core.messages import Message
from katutubo.duplicates.candidates import candidates
from katutubo.duplicates.schemas import Match, Probe
from katutubo.duplicates.scoring import LIKELY, Record, record, score
from katutubo.models import DuplicatePair, NotDuplicate, Person, User
from katutubo.people.changes import target
from katutubo.people.names import list_name
from katutubo.people.schemas import PersonForm
from katutubo.people.summary import summarise

SHOWN = 5
SAME_PERSON = Message("duplicates.same_person", "Choose two different people.")


def probe_record(probe: Probe) -> Record:
    return record(
        probe.person_id,
        probe.first_name,
        probe.middle_name,
        probe.last_name,
        probe.date_of_birth,
        probe.barangay,
        probe.mother,
        probe.gender,
    )


def scored_matches(db: Session, probe: Probe, most: int = SHOWN) -> list[tuple[int, float]]:
    """The ids and scores of the likely matches, best first (found by index, scored in memory)."""
    if not probe.last_name and not (probe.date_of_birth and probe.barangay):
        return []
    wanted = probe_record(probe)
    found = candidates(db, wanted, probe.last_name, probe.middle_name, probe.barangay)
    scored = ((other.id, score(wanted, other)) for other in found)
    likely = sorted(((i, s) for i, s in scored if i is not None and s >= LIKELY), key=lambda p: (-p[1], p[0]))
    return likely[:most]


def likely_matches(db: Session, probe: Probe) -> list[Match]:
    scored = scored_matches(db, probe)
    people = {p.id: p for p in db.scalars(select(Person).where(Person.id.in_([i for i, _ in scored])))}
    return [as_match(people[i], s) for i, s in scored]


def import_matches(db: Session, checked: PersonForm) -> list[dict[str, Any]]:
    """An imported row (checked by the person form): who it may already be, as the import job stores it."""
    tree = checked.family_tree
    probe = Probe(
        first_name=checked.first_name,
        middle_name=checked.middle_name,
        last_name=checked.last_name,
        date_of_birth=checked.date_of_birth,
        barangay=checked.barangay,
        gender=checked.gender.value if checked.gender else None,
        mother=tree.mother if tree else None,
    )
    scored = scored_matches(db, probe)
    names = {
        p.id: list_name(p) for p in db.scalars(select(Person).where(Person.id.in_([i for i, _ in scored])))
    }
    return [{"id": i, "name": names[i], "score": s} for i, s in scored]


def as_match(person: Person, likeness: float) -> Match:
    return summarise(
        person,
        Match,
        date_of_birth=person.date_of_birth,
        father=person.father,
        mother=person.mother,
        score=likeness,
    )


def ordered(a: int, b: int) -> tuple[int, int]:
    if a == b:
        raise FieldErrors({"second_id": SAME_PERSON})
    return (a, b) if a < b else (b, a)


def remember_apart(db: Session, actor: User, pairs: Iterable[tuple[int, int]]) -> None:
    """Never shown together again (a pair remembered already stays as it was)."""
    for first, second in {ordered(a, b) for a, b in pairs}:
        if db.get(NotDuplicate, (first, second)) is None:
            db.add(NotDuplicate(first_id=first, second_id=second, decided_by=actor.id))
        db.execute(
            delete(DuplicatePair).where(DuplicatePair.first_id == first, DuplicatePair.second_id == second)
        )
    db.flush()


def different_people(db: Session, actor: User, person: Person, other_ids: list[int]) -> None:
    """'This is a different person': the clerk saved the new record although it looked like these."""
    others = list(db.scalars(select(Person).where(Person.id.in_(other_ids), Person.id != person.id)))
    remember_apart(db, actor, ((person.id, other.id) for other in others))
    shown = [audit.Mention(other.id, list_name(other)) for other in sorted(others, key=lambda p: p.id)]
    audit.record(db, actor, "person.kept_apart", target(person), {"possible_duplicates": [None, shown]})


def not_same(db: Session, actor: User, first: Person, second: Person) -> None:
    """'Not the same person' on /admin/duplicates."""
    remember_apart(db, actor, [(first.id, second.id)])
    audit.record(
        db,
        actor,
        "duplicate.not_same",
        target(first),
        {"other": [None, audit.Mention(second.id, list_name(second))]},
    )


def pair_page(
    db: Session, page: int, page_size: int, person_id: int | None = None
) -> tuple[list[tuple[DuplicatePair, Person, Person]], int]:
    """The latest scan's pairs of two live people not said to be different (of one person, when given), best
    first."""
    first, second = aliased(Person), aliased(Person)
    apart = select(NotDuplicate.first_id).where(
        NotDuplicate.first_id == DuplicatePair.first_id, NotDuplicate.second_id == DuplicatePair.second_id
    )
    live = and_(first.deleted_at.is_(None), second.deleted_at.is_(None), ~apart.exists())
    if person_id is not None:
        live = and_(live, or_(DuplicatePair.first_id == person_id, DuplicatePair.second_id == person_id))
    base = (
        select(DuplicatePair, first, second)
        .join(first, first.id == DuplicatePair.first_id)
        .join(second, second.id == DuplicatePair.second_id)
        .where(live)
    )
    total = db.scalar(select(func.count()).select_from(base.subquery())) or 0
    rows = db.execute(
        base.order_by(DuplicatePair.score.desc(), DuplicatePair.id)
        .limit(page_size)
        .offset((page - 1) * page_size)
    ).all()
    return [(pair, a, b) for pair, a, b in rows], total
