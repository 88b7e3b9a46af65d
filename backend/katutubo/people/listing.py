"""Reading many people at once: the master list page, the tribe distribution, and search suggestions."""

from decimal import ROUND_HALF_UP, Decimal

from sqlalchemy import case, func, select
from sqlalchemy.orm import Session

from katutubo.models import Person
from katutubo.people import query
from katutubo.people.presenter import photo_url
from katutubo.people.schemas import (
    LineageCount,
    LineageStats,
    NameSuggestion,
    PersonOut,
    PersonPage,
    Suggestions,
)
from katutubo.reference.data import barangays

TOP_LINEAGES = 6
NAME_SUGGESTIONS = 6
BARANGAY_SUGGESTIONS = 4


def list_people(db: Session, people_query: query.PeopleQuery, page: int, page_size: int) -> PersonPage:
    total = db.scalar(query.count_select(people_query)) or 0
    ids = db.scalars(query.page_ids_select(people_query, page, page_size)).all()
    by_id = {p.id: p for p in db.scalars(select(Person).where(Person.id.in_(ids)))} if ids else {}
    items = [PersonOut.model_validate(by_id[i]) for i in ids]
    return PersonPage(items=items, total=total, page=page, page_size=page_size)


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


def _full_name(person: Person) -> str:
    given = " ".join(part for part in (person.first_name, person.middle_name) if part)
    return f"{person.last_name}, {given}"


def suggestions(db: Session, q: str, limit: int = NAME_SUGGESTIONS) -> Suggestions:
    """People matching the list search (those matching by name first), and barangays containing the text
    (those starting with it first)."""
    term = " ".join(q.split()).lower()
    search = query.search_condition(term)
    if search is None:
        return Suggestions(names=[], barangays=[])
    by_name_first = case((query.name_matches(term), 0), else_=1) if not query.is_age(term) else None
    order = [by_name_first] if by_name_first is not None else []
    people = db.scalars(
        select(Person).where(query.LIVE, search).order_by(*order, *query.name_order()).limit(limit)
    ).all()
    names = [
        NameSuggestion(
            id=p.id,
            name=_full_name(p),
            barangay=p.barangay,
            lineage=p.lineage,
            age=p.age,
            thumb_url=photo_url(p, "thumb"),
        )
        for p in people
    ]
    places = [b for b in barangays() if term in b.lower()]
    places.sort(key=lambda b: not b.lower().startswith(term))  # those starting with the text first
    places = places[:BARANGAY_SUGGESTIONS]
    return Suggestions(names=names, barangays=places)
