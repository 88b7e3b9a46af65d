"""Possible duplicates of a person being entered (or imported), and the pairs an IPMR said are two people."""

from collections.abc import Iterable
from typing import Any

from sqlalchemy import delete, func, or_, select
from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.access.people import join_people, people_alias, people_by_id, people_including_trash
from katutubo.access.scope import WHOLE, Scope
from katutubo.core.errors import FieldErrors
from katutubo.core.messages import Message
from katutubo.duplicates.batch import CandidatePool
from katutubo.duplicates.candidates import candidates, lookups
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


def searchable(probe: Probe) -> bool:
    """A surname, or a birth date and a barangay: something to look up by."""
    return bool(probe.last_name or probe.date_of_birth and probe.barangay)


def scored_matches(
    db: Session, probe: Probe, most: int | None = SHOWN, pool: CandidatePool | None = None
) -> list[tuple[int, float]]:
    """The ids and scores of the likely matches, best first (found by index, or among the people a pool read
    for many probes at once: the same people; scored in memory)."""
    if not searchable(probe):
        return []
    wanted = probe_record(probe)
    named = (wanted, probe.last_name, probe.middle_name, probe.barangay)
    found = candidates(db, *named) if pool is None else pool.candidates(db, *named)
    scored = ((other.id, score(wanted, other)) for other in found)
    likely = sorted(((i, s) for i, s in scored if i is not None and s >= LIKELY), key=lambda p: (-p[1], p[0]))
    return likely[:most]


def likely_matches(db: Session, probe: Probe, scope: Scope = WHOLE) -> list[Match]:
    """The SHOWN likeliest matches the reader may see (an encoder: the people of their barangays only)."""
    scored = scored_matches(db, probe, most=SHOWN if scope.is_whole else None)
    people = people_by_id(db, scope, (i for i, _ in scored))
    return [as_match(people[i], s) for i, s in scored if i in people][:SHOWN]


def import_probe(checked: PersonForm) -> Probe:
    """An imported row (checked by the person form) as the duplicate check reads it."""
    tree = checked.family_tree
    return Probe(
        first_name=checked.first_name,
        middle_name=checked.middle_name,
        last_name=checked.last_name,
        date_of_birth=checked.date_of_birth,
        barangay=checked.barangay,
        gender=checked.gender.value if checked.gender else None,
        mother=tree.mother if tree else None,
    )


def import_pool(db: Session, rows: Iterable[PersonForm]) -> CandidatePool:
    """The candidates of many imported rows (an import's chunk), read at once."""
    probes = [probe for probe in map(import_probe, rows) if searchable(probe)]
    wanted = (
        lookup for p in probes for lookup in lookups(probe_record(p), p.last_name, p.middle_name, p.barangay)
    )
    return CandidatePool.load(db, wanted)


def import_matches(db: Session, checked: PersonForm, pool: CandidatePool) -> list[dict[str, Any]]:
    """Who an imported row may already be, as the import job stores it (from the pool read for its chunk)."""
    scored = scored_matches(db, import_probe(checked), pool=pool)
    return [{"id": i, "name": pool.name(i), "score": s} for i, s in scored]


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
    """'This is a different person': the clerk saved the new record although it looked like these (whatever
    became of them since: a choice made offline may name someone moved to the Trash meanwhile)."""
    chosen = people_including_trash(actor).where(Person.id.in_(other_ids), Person.id != person.id)
    others = list(db.scalars(chosen))
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
    db: Session, scope: Scope, page: int, page_size: int, person_id: int | None = None
) -> tuple[list[tuple[DuplicatePair, Person, Person]], int]:
    """The latest scan's pairs of two people the reader may see, not said to be different (of one person,
    when given), best first."""
    first, second = people_alias(), people_alias()
    apart = select(NotDuplicate.first_id).where(
        NotDuplicate.first_id == DuplicatePair.first_id, NotDuplicate.second_id == DuplicatePair.second_id
    )
    pairs = select(DuplicatePair).add_columns(first, second)
    pairs = join_people(pairs, scope, first.id == DuplicatePair.first_id, of=first)
    base = join_people(pairs, scope, second.id == DuplicatePair.second_id, of=second).where(~apart.exists())
    if person_id is not None:
        base = base.where(or_(DuplicatePair.first_id == person_id, DuplicatePair.second_id == person_id))
    total = db.scalar(select(func.count()).select_from(base.subquery())) or 0
    rows = db.execute(
        base.order_by(DuplicatePair.score.desc(), DuplicatePair.id)
        .limit(page_size)
        .offset((page - 1) * page_size)
    ).all()
    return [(pair, a, b) for pair, a, b in rows], total
