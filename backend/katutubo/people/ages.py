"""Age from a date of birth, and keeping stored ages current as birthdays pass.

Age is stored so that filters and sorting (and "not attending school, 25 and below") are index lookups.
A stored age is true until the person's next birthday, kept in `age_valid_until`. `refresh_stale_ages`
recomputes the few rows whose birthday has come (an indexed lookup, about 1/365 of the rows a day), and
`keep_ages_current` runs it once a day (whatever the number of server processes: katutubo.core.scheduled),
in its own transaction, before the people endpoints read.
"""

from datetime import UTC, date, datetime, time, timedelta
from typing import cast

from sqlalchemy import Table, bindparam, update
from sqlalchemy.orm import Session

from katutubo.access.people import people_including_trash
from katutubo.core.clock import office_today
from katutubo.core.db import independent_transaction
from katutubo.core.scheduled import claim
from katutubo.models import Person


def age_on(born: date, today: date) -> int:
    """Whole years: one less before this year's birthday (a 29 February birthday counts from 1 March)."""
    before_birthday = (today.month, today.day) < (born.month, born.day)
    return today.year - born.year - int(before_birthday)


def _birthday_in(year: int, born: date) -> date:
    try:
        return born.replace(year=year)
    except ValueError:  # 29 February in a common year
        return date(year, 3, 1)


def next_birthday(born: date, today: date) -> date:
    """The first day after `today` on which the age changes."""
    birthday = _birthday_in(today.year, born)
    return birthday if birthday > today else _birthday_in(today.year + 1, born)


def refresh_stale_ages(db: Session, today: date) -> int:
    """Recompute the ages whose birthday has passed since they were stored, of everyone (the Trash's too: a
    restored person's age is current); returns how many changed."""
    birthdays = people_including_trash(None, Person.id, Person.date_of_birth)
    stale = db.execute(birthdays.where(Person.age_valid_until <= today)).all()
    return _write_ages(db, today, [(pid, born) for pid, born in stale if born is not None])


def rederive_ages(db: Session, today: date) -> int:
    """Recompute every age from its date of birth (after the age rule changes), writing only the rows whose
    stored age or next birthday differs; returns how many changed. A typed age without a date of birth is the
    person's own answer and stays."""
    stored = db.execute(
        people_including_trash(None, Person.id, Person.date_of_birth, Person.age, Person.age_valid_until)
    ).all()
    return _write_ages(
        db,
        today,
        [
            (pid, born)
            for pid, born, age, valid_until in stored
            if born is not None and (age, valid_until) != (age_on(born, today), next_birthday(born, today))
        ],
    )


def _write_ages(db: Session, today: date, people: list[tuple[int, date]]) -> int:
    rows = [
        {"pid": pid, "new_age": age_on(born, today), "valid_until": next_birthday(born, today)}
        for pid, born in people
    ]
    if rows:
        # On the table, not the ORM: a birthday is not an edit, so the record's version stays (an edit form
        # open at midnight can still save).
        table = cast(Table, Person.__table__)
        stmt = (
            update(table)
            .where(table.c.id == bindparam("pid"))
            .values(age=bindparam("new_age"), age_valid_until=bindparam("valid_until"))
        )
        db.execute(stmt, rows)
    return len(rows)


_refreshed_on: date | None = None


def keep_ages_current() -> None:
    """Dependency of the people endpoints: the day's first request brings the stored ages up to date."""
    global _refreshed_on
    today = office_today()
    if _refreshed_on == today:
        return
    with independent_transaction() as db:
        # Claimed in the refresh's own transaction: the other processes wait for it, then find today done.
        if claim(db, "age-refresh", timedelta(days=1), datetime.combine(today, time.min, UTC)):
            refresh_stale_ages(db, today)
    _refreshed_on = today
