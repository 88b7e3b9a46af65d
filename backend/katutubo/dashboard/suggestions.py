"""The dashboard search: prefix of first name, last name, barangay or tribe, or an exact age, over ALL the
people of the reader's scope (katutubo.access.scope); and a full name: 'Rhea Villafuerte' (first and last
name, in either order) or 'Villafuerte, Rhea'.

Each field is one range scan on its own index (the lower-cased columns are stored on write), cut at 8, then
the results are merged in that order, de-duplicated and cut to 8. A full name is a range of the last-name
index (last name, first name) filtered on the first name inside the index. No table scan, whatever the
registry's size.

Then, if fewer than 8 were found, every word typed as the start of a word of the stored search text, in any
order: first, middle and last name ("Ramon Lunas Bagani", what a suggestion shows), "Bagani, Ramon", accents
ignored ("Ramón", "Pena"), through the list's search index (katutubo.people.search_index)."""

import sys
from typing import Any

from sqlalchemy import ColumnElement, and_, or_
from sqlalchemy.orm import InstrumentedAttribute, Session

from katutubo.access.people import people
from katutubo.access.scope import Scope
from katutubo.barangays.names import normalise
from katutubo.models import Person
from katutubo.people import search_index
from katutubo.people.query import is_age, name_order
from katutubo.reference.data import barangays
from katutubo.rules.names import search_fold

LIMIT = 8
MAX_AGE = 150
MAX_NAME_WORDS = 4  # the ways to split a full name into first and last name stay few


Search = tuple[ColumnElement[bool], list[Any]]


def prefix_of(column: InstrumentedAttribute[Any], prefix: str) -> ColumnElement[bool]:
    """`column` starts with `prefix`: a range the index can seek, and LIKE to be exact under any collation.
    (A prefix ending in the last code point has no upper end: the LIKE alone decides.)"""
    starts = column.startswith(prefix, autoescape=True)
    if ord(prefix[-1]) >= sys.maxunicode:
        return and_(column >= prefix, starts)
    upper = prefix[:-1] + chr(ord(prefix[-1]) + 1)
    return and_(column >= prefix, column < upper, starts)


def _barangays_starting(scope: Scope, term: str) -> list[str]:
    wanted = normalise(term)
    return [
        name
        for name in scope.offered_barangays(barangays())
        if name.lower().startswith(term) or normalise(name).startswith(wanted)
    ]


def _full_name(first: str, last: str) -> Search:
    condition = and_(prefix_of(Person.last_name_lower, last), prefix_of(Person.first_name_lower, first))
    return condition, [Person.last_name_lower, Person.first_name_lower, Person.id]


def _full_names(term: str) -> list[Search]:
    """The words split into first and last name at each place, in either order."""
    words = term.split(" ")
    if not 2 <= len(words) <= MAX_NAME_WORDS:
        return []
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    return [_full_name(a, b) for a, b in splits] + [_full_name(b, a) for a, b in splits]


def _searches(scope: Scope, term: str) -> list[Search]:
    """(condition, order) pairs, each served by one index."""
    if "," in term:  # 'Villafuerte, Rhea'
        last, first = (part.strip() for part in term.split(",", 1))
        if first and last:
            return [_full_name(first, last)]
        return _searches(scope, first or last) if first or last else []
    if is_age(term):
        return [(Person.age == int(term), [Person.id])] if int(term) <= MAX_AGE else []
    by_last = [Person.last_name_lower, Person.first_name_lower, Person.id]
    searches: list[Search] = [
        (prefix_of(Person.first_name_lower, term), [Person.first_name_lower, Person.id]),
        (prefix_of(Person.last_name_lower, term), by_last),
        (prefix_of(Person.lineage_lower, term), [Person.lineage_lower, Person.lineage, Person.id]),
    ]
    names = _barangays_starting(scope, term)
    if names:
        searches.insert(2, (Person.barangay.in_(names), [Person.barangay, *by_last[:2]]))
    return searches + _full_names(term)


def words_search(term: str, dialect: str) -> ColumnElement[bool] | None:
    """Every folded word the start of a word of the search text (None: no words, or an age)."""
    words = search_fold(term).split()
    if not words or is_age(term):
        return None
    found = search_index.words_condition(words, dialect)
    starts = (
        or_(
            Person.search_text.startswith(w, autoescape=True),
            Person.search_text.contains(" " + w, autoescape=True),
        )
        for w in words
    )
    return and_(found, *starts) if found is not None else None


def suggest(db: Session, scope: Scope, q: str) -> list[Person]:
    term = " ".join(q.split()).lower()
    if not term:
        return []
    found: dict[int, Person] = {}
    searches = _searches(scope, term)
    words = words_search(term, db.get_bind().dialect.name)
    if words is not None:
        searches.append((words, name_order()))
    for condition, order in searches:
        chosen = people(scope).where(condition).order_by(*order).limit(LIMIT)
        for person in db.scalars(chosen):
            found.setdefault(person.id, person)
        if len(found) >= LIMIT:
            break
    return list(found.values())[:LIMIT]
