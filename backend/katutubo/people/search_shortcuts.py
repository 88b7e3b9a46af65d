"""Two shortcuts for a master-list search on a common word ('ala', 'mar', 'cruz'), which the index path
answers by finding every match (thousands) to show 50 and count 10,000.

The page: in the list's own order the first 50 people matching a common word are among the first few hundred
rows. `probed_page` reads at most PROBE_ROWS rows in that order (by name: the name index alone, which holds
the search text; by birthdate or date added: that sort's index, either way) and keeps those that match; when
they hold the whole page, that is the page — the very rows, in the very order, of the index path, since the
rows read are the beginning of the list (every order ends with the id: no ties). Otherwise (a rare word, a
later page) the index path answers. No index holds the other orders whole (a barangay's name, of its code;
the tribe or the age with unknown ones last and then the names): the rows read would be a sort of everyone
(285 ms for the tribe Z to A at a million), so the index path answers at once.

The count (SQLite, no filter, whole registry): the FTS table alone counts the matches, leaving out the people
in the Trash by their own small index, without reading a person's row.
"""

from typing import Any

from sqlalchemy import Column, ColumnElement, Select, column, func, select, table
from sqlalchemy.orm import Session
from sqlalchemy.sql import visitors
from sqlalchemy.sql.util import ClauseAdapter

from katutubo.access.people import people, trashed_people
from katutubo.access.scope import Scope
from katutubo.models import Person
from katutubo.people import query, search_index
from katutubo.people.query import PEOPLE, PeopleQuery
from katutubo.rules.names import search_fold

PROBE_ROWS = 2_000
PROBED_SORTS = ("name", "birthdate", "created_at")


def text_words(q: str) -> list[str]:
    """The words of a text search as the index path matches them; none for an age or an empty search."""
    typed = " ".join(q.split())
    return [] if query.is_age(typed) else search_fold(typed).split()


def probe_select(people_query: PeopleQuery, scope: Scope, page: int, page_size: int) -> Select[int] | None:
    """The first page * page_size matches among the list's first PROBE_ROWS rows of the scope's people, in
    the list's order."""
    words = text_words(people_query.q)
    if people_query.sort not in PROBED_SORTS or not words or page * page_size > PROBE_ROWS:
        return None
    order = query.ordering(people_query.sort, people_query.order)
    # The window reads the id, the search text and what the order is made of (by name: the index alone).
    columns = Person.__table__.columns
    read: dict[str, ColumnElement[Any]] = {"id": columns.id, "search_text": columns.search_text}
    for part in order:
        for element in visitors.iterate(part):
            if isinstance(element, Column):
                read.setdefault(element.key, element)
    window = (
        people(scope, *read.values())
        .where(*query.filter_conditions(people_query, PEOPLE))
        .order_by(*order)
        .limit(PROBE_ROWS)
        .subquery()
    )
    in_window = ClauseAdapter(window)
    return (
        select(window.c.id)
        .where(*(window.c.search_text.contains(word, autoescape=True) for word in words))
        .order_by(*(in_window.traverse(part) for part in order))
        .limit(page * page_size)
    )


def probed_page(
    db: Session, people_query: PeopleQuery, scope: Scope, page: int, page_size: int
) -> list[int] | None:
    """The page's ids when the probe found the whole page, else None."""
    probe = probe_select(people_query, scope, page, page_size)
    if probe is None:
        return None
    ids = list(db.scalars(probe))
    return ids[(page - 1) * page_size :] if len(ids) == page * page_size else None


def fts_count_select(people_query: PeopleQuery, scope: Scope, dialect: str, cap: int) -> Select[int] | None:
    """SQLite, a search of long words only, no filter, the whole registry: the matches counted in the FTS
    table, up to `cap`, less the people in the Trash. None when another count is needed."""
    words = text_words(people_query.q)
    plain = scope.is_whole and not query.filter_conditions(people_query, PEOPLE)
    if dialect != "sqlite" or not plain or not words or min(map(len, words)) < search_index.TRIGRAM:
        return None
    fts = table(search_index.FTS_TABLE, column("rowid"))
    # The Trash's ids only to leave them out of the count (none is shown): the registry's own read of it,
    # through its own small index, for a reader of the whole registry (no encoder reaches here).
    trashed = trashed_people(None, Person.id)
    matching = (
        select(fts.c.rowid)
        .where(search_index.fts_match(words), fts.c.rowid.not_in(trashed))
        .limit(cap)
        .subquery()
    )
    return select(func.count()).select_from(matching)
