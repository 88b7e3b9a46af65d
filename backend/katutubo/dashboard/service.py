"""The dashboard's numbers in one query, and the newest entry: of the reader's scope
(katutubo.access.scope)."""

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from katutubo.access.people import people
from katutubo.access.scope import Scope
from katutubo.dashboard.schemas import DashboardStats
from katutubo.models import PeopleTally, Person
from katutubo.people.query import TALLY_CATEGORY_FILTERS


def dashboard_stats(db: Session, scope: Scope) -> DashboardStats:
    """One aggregate over the people tally (katutubo.people.tally), counting with the master list's own
    category filters, so a tile's count is by construction the total of the list it opens (the scope's)."""
    people = func.coalesce(func.sum(PeopleTally.people), 0)
    counts = [
        func.coalesce(func.sum(PeopleTally.people).filter(condition), 0).label(name)
        for name, condition in TALLY_CATEGORY_FILTERS.items()
    ]
    row = db.execute(
        select(people.label("total"), *counts).where(*scope.conditions(PeopleTally.barangay))
    ).one()
    return DashboardStats(**row._asdict())


def latest_person(db: Session, scope: Scope) -> Person | None:
    """The scope's newest by creation time: an edit does not make a record "added"."""
    stmt = people(scope).order_by(Person.created_at.desc(), Person.id.desc()).limit(1)
    return db.scalars(stmt).first()
