"""Reading many people at once: the master list page and its total, the tribe distribution, and search
suggestions; each of the reader's scope (katutubo.access.scope) only."""

from decimal import ROUND_HALF_UP, Decimal

from sqlalchemy import case
from sqlalchemy.orm import Session

from katutubo.access.people import people, people_by_id
from katutubo.access.scope import Scope
from katutubo.models import PeopleTally
from katutubo.people import barangay_pages, query, search_shortcuts, tally
from katutubo.people.barangay_parts import BarangayParts
from katutubo.people.household_link import household_links
from katutubo.people.schemas import (
    LineageCount,
    LineageStats,
    NameSuggestion,
    PersonOut,
    PersonPage,
    Suggestions,
)
from katutubo.people.summary import summarise
from katutubo.people.tribe_counts import Tribes, summed_tribes
from katutubo.reference.data import barangays

TOP_LINEAGES = 6
NAME_SUGGESTIONS = 6
BARANGAY_SUGGESTIONS = 4
# A text search's total is exact up to this; past it the list says "10,000+ people" (its pages stay exact).
SEARCH_TOTAL_CAP = 10_000


def dialect_of(db: Session) -> str:
    return db.get_bind().dialect.name


def list_total(db: Session, scope: Scope, people_query: query.PeopleQuery) -> tuple[int, bool]:
    """The list's total, and whether it is "at least" (a text search matching more than SEARCH_TOTAL_CAP).
    Without a text search: summed from the people tally (a few thousand rows whatever the registry's size)."""
    if query.search_condition(people_query.q) is None:
        filters = query.filter_conditions(people_query, query.TALLY)
        return tally.people_count(db, *filters, *scope.conditions(PeopleTally.barangay)), False
    dialect = dialect_of(db)
    counting = search_shortcuts.fts_count_select(people_query, scope, dialect, SEARCH_TOTAL_CAP + 1)
    if counting is None:
        counting = query.searched_count_select(people_query, scope, dialect, SEARCH_TOTAL_CAP + 1)
    counted = db.scalar(counting) or 0
    return min(counted, SEARCH_TOTAL_CAP), counted > SEARCH_TOTAL_CAP


def list_people(
    db: Session, scope: Scope, people_query: query.PeopleQuery, page: int, page_size: int
) -> PersonPage:
    if people_query.by_table_only:
        total, capped = db.scalar(query.count_select(people_query, scope)) or 0, False
    else:
        total, capped = list_total(db, scope, people_query)
    ids: list[int] | None = None
    if people_query.by_table_only:
        pass  # no shortcut knows its filter
    elif barangay_pages.applies(people_query):
        ids = barangay_pages.page_ids(db, scope, people_query, page, page_size)
    else:
        ids = search_shortcuts.probed_page(db, people_query, scope, page, page_size)
    if ids is None:
        ids = list(db.scalars(query.page_ids_select(people_query, scope, page, page_size, dialect_of(db))))
    by_id = people_by_id(db, scope, ids)
    links = {"household_links": household_links(db, scope, ids)}
    # A person moved to the Trash since the page's ids were read is left out.
    items = [PersonOut.model_validate(by_id[i], context=links) for i in ids if i in by_id]
    return PersonPage(items=items, total=total, total_capped=capped, page=page, page_size=page_size)


def _percentage(count: int, total: int) -> float:
    exact = Decimal(count * 100) / Decimal(total)
    return float(exact.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


def lineage_stats(db: Session, scope: Scope, counts: BarangayParts[Tribes]) -> LineageStats:
    """The six most common tribes with their share of all people of the scope, summed from each barangay's
    counts (katutubo.people.tribe_counts), each tribe grouped as the tribe sort groups them (so 'agta' and
    'Agta' are one tribe) and named by its first spelling. People without a tribe count in the total only."""
    _version, parts = counts.parts(db)
    tribes = summed_tribes(part for barangay, part in parts.items() if scope.includes_barangay(barangay))
    total = sum(count for _spelling, count in tribes.values())
    named = sorted(((name, count) for name, count in tribes.values() if name), key=lambda g: (-g[1], g[0]))
    items = [
        LineageCount(lineage=lineage, count=count, percentage=_percentage(count, total))
        for lineage, count in named[:TOP_LINEAGES]
    ]
    return LineageStats(total=total, items=items)


def suggestions(db: Session, scope: Scope, q: str, limit: int = NAME_SUGGESTIONS) -> Suggestions:
    """People of the scope matching the list search (those matching by name first), and barangays of the
    scope containing the text (those starting with it first)."""
    term = " ".join(q.split()).lower()
    search = query.search_condition(term, dialect_of(db))
    if search is None:
        return Suggestions(names=[], barangays=[])
    by_name_first = case((query.name_matches(term), 0), else_=1) if not query.is_age(term) else None
    order = [by_name_first] if by_name_first is not None else []
    found = db.scalars(people(scope).where(search).order_by(*order, *query.name_order()).limit(limit)).all()
    names = [summarise(p, NameSuggestion) for p in found]
    places = [b for b in scope.offered_barangays(barangays()) if term in b.lower()]
    places.sort(key=lambda b: not b.lower().startswith(term))  # those starting with the text first
    places = places[:BARANGAY_SUGGESTIONS]
    return Suggestions(names=names, barangays=places)
