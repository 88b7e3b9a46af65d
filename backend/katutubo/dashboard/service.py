"""The dashboard's numbers in one query, and the newest entry."""

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from katutubo.dashboard.schemas import DashboardStats
from katutubo.models import PeopleTally, Person
from katutubo.people.query import LIVE, TALLY_CATEGORY_FILTERS


def dashboard_stats(db: Session) -> DashboardStats:
    """One aggregate over the people tally (katutubo.people.tally), counting with the master list's own
    category filters, so a tile's count is by construction the total of the list it opens."""
    people = func.coalesce(func.sum(PeopleTally.people), 0)
    counts = [
        func.coalesce(func.sum(PeopleTally.people).filter(condition), 0).label(name)
        for name, condition in TALLY_CATEGORY_FILTERS.items()
    ]
    row = db.execute(select(people.label("total"), *counts)).one()
    return DashboardStats(**row._asdict())


def latest_person(db: Session) -> Person | None:
    """Newest by creation time: an edit does not make a record "added"."""
    stmt = select(Person).where(LIVE).order_by(Person.created_at.desc(), Person.id.desc()).limit(1)
    return db.scalars(stmt).first()
