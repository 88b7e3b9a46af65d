"""CTM-{YYYY}-{NNNNN}: numbered per year, without gaps or repeats even when two Chieftains issue at once.

The year's counter row is bumped with an UPDATE ... RETURNING, which holds the row's write lock (PostgreSQL's
row lock, SQLite's database write lock) until the issuing transaction ends: a parallel issue waits and then
reads the bumped number. The year's first issue inserts the row in a savepoint; losing that race to another
first issue only means bumping the row the other one inserted.
"""

from sqlalchemy import insert, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from katutubo.models import CertificationCounter

PREFIX = "CTM"


def format_serial(year: int, number: int) -> str:
    return f"{PREFIX}-{year}-{number:05d}"


def _bump(db: Session, year: int) -> int | None:
    return db.execute(
        update(CertificationCounter)
        .where(CertificationCounter.year == year)
        .values(last_number=CertificationCounter.last_number + 1)
        .returning(CertificationCounter.last_number)
    ).scalar_one_or_none()


def next_serial(db: Session, year: int) -> str:
    number = _bump(db, year)
    if number is None:
        try:
            with db.begin_nested():
                db.execute(insert(CertificationCounter).values(year=year, last_number=1))
            number = 1
        except IntegrityError:
            number = _bump(db, year)
            if number is None:  # pragma: no cover - the row was just seen to exist
                raise
    return format_serial(year, number)
