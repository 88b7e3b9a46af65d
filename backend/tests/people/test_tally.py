"""The people tally is the table's own count: random creates, edits, deletes, restores, purges, birthdays and
compactions, each committed like a request, and after every few of them each count the app reads from the
tally (tiles, populations, every list total without a text search) equals a real COUNT over the people, for
the whole registry and for an encoder's barangays (katutubo.access.scope)."""

import random
from datetime import date, timedelta
from itertools import product

import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from katutubo.access.people import readable
from katutubo.access.scope import WHOLE, Scope
from katutubo.barangays.service import populations
from katutubo.core.db import get_sessionmaker
from katutubo.dashboard.service import dashboard_stats
from katutubo.models import Gender, PeopleTally, Person, User
from katutubo.people import query, tally
from katutubo.people.ages import refresh_stale_ages
from katutubo.people.listing import list_total
from katutubo.people.schemas import PersonCreate, PersonUpdate
from katutubo.people.service import create_person, update_person
from katutubo.photos.storage import LocalStorage
from katutubo.trash import service as trash
from tests.people.factories import person_payload

BARANGAYS = ("Ajos", "Bolo", "Matandang Sabang Silangan")
OCCUPATIONS = ("Farmer", "Student", "Senior High student", "", "None", "Wala", "Vendor")
HEALTH = ("", "None", "Hypertension", "Asthma", "Healthy")
START = date(2026, 3, 1)
ENCODER_SCOPES = (Scope(frozenset({"Ajos"})), Scope(frozenset({"Ajos", "Bolo"})), Scope(frozenset()))


def _born(rng: random.Random, today: date) -> str:
    """Mostly around the 26th birthday (the "25 and below" edge), some children and elders."""
    years = 26 if rng.random() < 0.6 else rng.choice((8, 17, 25, 40, 70))
    return (today - timedelta(days=365 * years + rng.randint(-20, 20))).isoformat()


def _form(rng: random.Random, today: date) -> dict[str, object]:
    return person_payload(
        first_name=rng.choice(("Juan", "Maria", "Ana")),
        gender=rng.choice(("Male", "Female", None)),
        barangay=rng.choice(BARANGAYS),
        occupation=rng.choice(OCCUPATIONS),
        health_condition=rng.choice(HEALTH),
        date_of_birth=_born(rng, today),
    )


def _step(db: Session, rng: random.Random, actor: User, today: date, data_dir: object) -> None:
    live = db.scalars(select(Person).where(Person.deleted_at.is_(None))).all()
    trashed = db.scalars(select(Person).where(Person.deleted_at.is_not(None))).all()
    action = rng.choice(("create", "create", "edit", "edit", "delete", "restore", "purge", "compact"))
    if action == "create" or not live and action in ("edit", "delete"):
        for _ in range(rng.randint(1, 3)):
            create_person(db, PersonCreate.model_validate(_form(rng, today)), actor, today)
    elif action == "edit":
        person = rng.choice(live)
        changed = {k: v for k, v in _form(rng, today).items() if rng.random() < 0.5}
        payload = PersonUpdate.model_validate(changed | {"version": person.version})
        update_person(db, person, payload, actor, today)
    elif action == "delete":
        trash.move_to_trash(db, actor, rng.choice(live))
    elif action == "restore" and trashed:
        trash.restore(db, actor, rng.choice(trashed))
    elif action == "purge" and trashed:
        trash.purge(db, actor, rng.choice(trashed), LocalStorage(data_dir), "NAP DA 2026-001")  # type: ignore[arg-type]
    elif action == "compact":
        tally.compact(db)


def _real_count(db: Session, people: query.PeopleQuery, scope: Scope = WHOLE) -> int:
    return db.scalar(query.count_select(people, scope)) or 0


def _check_scope(db: Session, scope: Scope) -> None:
    """The tiles, the populations and the category lists (of each barangay) of one scope."""
    for category, barangay in product(["", *query.CATEGORY_FILTERS], (None, *BARANGAYS)):
        people = query.PeopleQuery(category, barangay=barangay)  # type: ignore[arg-type]
        assert list_total(db, scope, people) == (_real_count(db, people, scope), False), (scope, people)
    stats = dashboard_stats(db, scope).model_dump()
    for name, count in stats.items():
        category = "" if name == "total" else name
        assert count == _real_count(db, query.PeopleQuery(category), scope), (scope, name)  # type: ignore[arg-type]
    live = select(Person.barangay, func.count()).where(*readable(scope)).group_by(Person.barangay)
    assert populations(db, scope) == {name: count for name, count in db.execute(live)}


def _check(db: Session) -> None:
    for category, gender, status, barangay in product(
        ["", *query.CATEGORY_FILTERS],
        (None, *Gender),
        ("", "student", "non_student", "unemployed", "pwd"),
        (None, *BARANGAYS[:2]),
    ):
        people = query.PeopleQuery(category, gender, status, barangay)  # type: ignore[arg-type]
        assert list_total(db, WHOLE, people) == (_real_count(db, people), False), people
    for scope in (WHOLE, *ENCODER_SCOPES):
        _check_scope(db, scope)


@pytest.mark.parametrize("seed", [1, 2])
def test_every_tally_count_equals_a_real_count(users, data_dir, seed):
    rng = random.Random(seed)
    actor = users.create(role="ipmr")
    today = START
    for turn in range(40):
        with get_sessionmaker().begin() as db:
            _step(db, rng, db.get_one(User, actor.id), today, data_dir)
        if turn % 5 == 4:  # a few days pass: the birthdays are refreshed like the first request of a day does
            today += timedelta(days=rng.randint(1, 15))
            with get_sessionmaker().begin() as db:
                refresh_stale_ages(db, today)
            with get_sessionmaker()() as db:
                _check(db)
    with get_sessionmaker()() as db:
        _check(db)
        assert db.scalar(select(func.count()).select_from(Person)) > 0


def test_the_migration_backfill_and_a_compaction_count_the_same(users):
    for i in range(6):
        with get_sessionmaker().begin() as db:
            form = person_payload(barangay=BARANGAYS[i % 3], occupation=OCCUPATIONS[i % 7])
            create_person(db, PersonCreate.model_validate(form), None)
    with get_sessionmaker().begin() as db:
        before = dashboard_stats(db, WHOLE)
        tally.compact(db)
        compacted = db.scalar(select(func.count()).select_from(PeopleTally))
        assert dashboard_stats(db, WHOLE) == before
        tally.rebuild(db)
        assert dashboard_stats(db, WHOLE) == before
    assert compacted is not None and compacted <= 6 + 1  # a row per key, and the change marker
