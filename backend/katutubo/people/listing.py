"""Reading many people at once: the master list page and its total, the tribe distribution, and search
suggestions."""

from decimal import ROUND_HALF_UP, Decimal

from sqlalchemy import case, func, select
from sqlalchemy.orm import Session

from katutubo.models import Person
from katutubo.people import query, tally
from katutubo.people.schemas import (
    LineageCount,
    LineageStats,
    NameSuggestion,
    PersonOut,
    PersonPage,
    Suggestions,
)
from katutubo.people.summary import summarise
from katutubo.reference.data import barangays

TOP_LINEAGES = 6
NAME_SUGGESTIONS = 6
BARANGAY_SUGGESTIONS = 4
# A text search's total is exact up to this; past it the list says "10,000+ people" (its pages stay exact).
SEARCH_TOTAL_CAP = 10_000


def dialect_of(db: Session) -> str:
    return db.get_bind().dialect.name


def list_total(db: Session, people_query: query.PeopleQuery) -> tuple[int, bool]:
    """The list's total, and whether it is "at least" (a text search matching more than SEARCH_TOTAL_CAP).
    Without a text search: summed from the people tally (a few thousand rows whatever the registry's size)."""
    if query.search_condition(people_query.q) is None:
        return tally.people_count(db, *query.filter_conditions(people_query, query.TALLY)), False
    counted = db.scalar(query.searched_count_select(people_query, dialect_of(db), SEARCH_TOTAL_CAP + 1)) or 0
    return min(counted, SEARCH_TOTAL_CAP), counted > SEARCH_TOTAL_CAP


def list_people(db: Session, people_query: query.PeopleQuery, page: int, page_size: int) -> PersonPage:
    total, capped = list_total(db, people_query)
    ids = db.scalars(query.page_ids_select(people_query, page, page_size, dialect_of(db))).all()
    by_id = {p.id: p for p in db.scalars(select(Person).where(Person.id.in_(ids)))} if ids else {}
    items = [PersonOut.model_validate(by_id[i]) for i in ids]
    return PersonPage(items=items, total=total, total_capped=capped, page=page, page_size=page_size)


def _percentage(count: int, total: int) -> float:
    exact = Decimal(count * 100) / Decimal(total)
    return float(exact.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


def lineage_stats(db: Session) -> LineageStats:
    """The six most common tribes with their share of all people, in one GROUP BY over the indexed lower-cased
    tribe (so 'agta' and 'Agta' are one tribe). People without a tribe count in the total only."""
    groups = db.execute(
        select(func.min(Person.lineage), func.count()).where(query.LIVE).group_by(Person.lineage_lower)
    ).all()
    total = sum(count for _lineage, count in groups)
    named = sorted(((lineage, count) for lineage, count in groups if lineage), key=lambda g: (-g[1], g[0]))
    items = [
        LineageCount(lineage=lineage, count=count, percentage=_percentage(count, total))
        for lineage, count in named[:TOP_LINEAGES]
    ]
    return LineageStats(total=total, items=items)


def suggestions(db: Session, q: str, limit: int = NAME_SUGGESTIONS) -> Suggestions:
    """People matching the list search (those matching by name first), and barangays containing the text
    (those starting with it first)."""
    term = " ".join(q.split()).lower()
    search = query.search_condition(term, dialect_of(db))
    if search is None:
        return Suggestions(names=[], barangays=[])
    by_name_first = case((query.name_matches(term), 0), else_=1) if not query.is_age(term) else None
    order = [by_name_first] if by_name_first is not None else []
    people = db.scalars(
        select(Person).where(query.LIVE, search).order_by(*order, *query.name_order()).limit(limit)
    ).all()
    names = [summarise(p, NameSuggestion) for p in people]
    places = [b for b in barangays() if term in b.lower()]
    places.sort(key=lambda b: not b.lower().startswith(term))  # those starting with the text first
    places = places[:BARANGAY_SUGGESTIONS]
    return Suggestions(names=names, barangays=places)
