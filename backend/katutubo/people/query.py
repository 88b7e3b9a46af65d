"""The master list as SQL: category, gender, status, barangay and search filters, sorting and paging.

Every filter is a lookup on a stored, indexed column (the rule flags are computed on write, see
katutubo.models.person), so the page and its total count are two indexed queries at 100,000 people.
Searching by text is a substring match of each word on the stored, lower-cased search text.
"""

import re
from dataclasses import dataclass
from typing import Any, Literal

from sqlalchemy import ColumnElement, Select, UnaryExpression, and_, case, false, func, or_, select
from sqlalchemy.orm import InstrumentedAttribute

from katutubo.access.people import people
from katutubo.access.scope import Scope
from katutubo.models import Gender, PeopleTally, Person
from katutubo.people import search_index
from katutubo.reference.places import places
from katutubo.rules.classification import not_attending_school_of, not_attending_school_sql
from katutubo.rules.names import search_fold

Category = Literal[
    "", "male", "female", "students", "not_attending_25_below", "unemployed", "with_health", "no_health"
]
Status = Literal["", "student", "non_student", "unemployed", "pwd"]
# "not_recorded": the people whose legal basis of processing is not recorded (katutubo.people.legal_basis).
BasisFilter = Literal["", "not_recorded"]
SortKey = Literal[
    "name",
    "birthdate",
    "gender",
    "barangay",
    "tribe",
    "age",
    "student",
    "non_student",
    "unemployed",
    "pwd",
    "created_at",
]
Order = Literal["asc", "desc"]


@dataclass(frozen=True)
class FilterColumns:
    """What the list filters look at: the people table's columns, or the people tally's
    (katutubo.people.tally), so a list's total counted from the tally applies the very same filters."""

    barangay: Any
    gender: Any
    is_student: Any
    is_unemployed: Any
    is_non_student: Any
    has_health_condition: Any
    not_attending: ColumnElement[bool]


PEOPLE = FilterColumns(
    Person.barangay,
    Person.gender,
    Person.is_student,
    Person.is_unemployed,
    Person.is_non_student,
    Person.has_health_condition,
    not_attending_school_sql(Person.age, Person.is_student),
)
TALLY = FilterColumns(
    PeopleTally.barangay,
    PeopleTally.gender,
    PeopleTally.is_student,
    PeopleTally.is_unemployed,
    PeopleTally.is_non_student,
    PeopleTally.has_health_condition,
    not_attending_school_of(PeopleTally.school_age.is_(True), PeopleTally.is_student.is_(True)),
)


def category_filters(c: FilterColumns) -> dict[str, ColumnElement[bool]]:
    return {
        "male": c.gender == Gender.male,
        "female": c.gender == Gender.female,
        "students": c.is_student.is_(True),
        "not_attending_25_below": c.not_attending,
        "unemployed": c.is_unemployed.is_(True),
        "with_health": c.has_health_condition.is_(True),
        "no_health": c.has_health_condition.is_(False),
    }


def status_filters(c: FilterColumns) -> dict[str, ColumnElement[bool]]:
    return {
        "student": c.is_student.is_(True),
        "non_student": c.is_non_student.is_(True),
        "unemployed": c.is_unemployed.is_(True),
        "pwd": c.has_health_condition.is_(True),
    }


CATEGORY_FILTERS = category_filters(PEOPLE)
TALLY_CATEGORY_FILTERS = category_filters(TALLY)

SORT_COLUMNS: dict[str, InstrumentedAttribute[Any]] = {
    "birthdate": Person.date_of_birth,
    "gender": Person.gender,
    "tribe": Person.lineage_lower,
    "age": Person.age,
    "student": Person.is_student,
    "non_student": Person.is_non_student,
    "unemployed": Person.is_unemployed,
    "pwd": Person.has_health_condition,
}

_AGE_QUERY = re.compile(r"[0-9]{1,3}")
_ASCII_DIGITS = re.compile(r"[0-9]+")


@dataclass(frozen=True)
class PeopleQuery:
    category: Category = ""
    gender: Gender | None = None
    status: Status = ""
    barangay: str | None = None
    q: str = ""
    sort: SortKey = "name"
    order: Order = "asc"
    legal_basis: BasisFilter = ""

    @property
    def by_table_only(self) -> bool:
        """A filter the people tally and the list's shortcuts do not know: the page and total are read from
        the table (its own index, ix_people_legal_basis_name)."""
        return bool(self.legal_basis)


def name_matches(q: str) -> ColumnElement[bool]:
    """Every word of q in the first or last name, in either order."""
    words = q.lower().split()
    return and_(
        *(
            or_(
                Person.first_name_lower.contains(word, autoescape=True),
                Person.last_name_lower.contains(word, autoescape=True),
            )
            for word in words
        )
    )


def is_age(term: str) -> bool:
    """A search for an age: ASCII digits only ('²' and '①' are digits to Python, but no number to read)."""
    return _ASCII_DIGITS.fullmatch(term) is not None


def search_condition(q: str, dialect: str = "") -> ColumnElement[bool] | None:
    """An exact age when all digits; otherwise every word of q in the person's first, middle or last name,
    barangay or tribe, in any order ("cruz juan", "bagani, ramon lunas", "juan ajos", "remontado"), accents
    and commas ignored ("ramón" finds Ramon, "pena" Peña; katutubo.rules.names.search_fold), through the index
    (katutubo.people.search_index; `dialect` "sqlite" for its FTS table)."""
    typed = " ".join(q.split())
    if is_age(typed):
        return Person.age == int(typed) if _AGE_QUERY.fullmatch(typed) else false()
    term = search_fold(typed)
    return search_index.words_condition(term.split(), dialect) if term else None


def filter_conditions(query: PeopleQuery, c: FilterColumns) -> list[ColumnElement[bool]]:
    """Every filter but the text search, over the people table or the tally."""
    where: list[ColumnElement[bool]] = []
    if query.category:
        where.append(category_filters(c)[query.category])
    if query.gender:
        where.append(c.gender == query.gender)
    if query.status:
        where.append(status_filters(c)[query.status])
    if query.barangay:
        where.append(c.barangay == query.barangay)
    return where


def conditions(query: PeopleQuery, dialect: str = "") -> list[ColumnElement[bool]]:
    """The list's filters and text search; who the reader may see is the door's (`people(scope, ...)`)."""
    where = filter_conditions(query, PEOPLE)
    if query.legal_basis == "not_recorded":
        where.append(Person.legal_basis.is_(None))
    search = search_condition(query.q, dialect)
    if search is not None:
        where.append(search)
    return where


def name_order() -> list[UnaryExpression[Any]]:
    return [Person.last_name_lower.asc(), Person.first_name_lower.asc(), Person.id.asc()]


def barangay_name_order() -> ColumnElement[int]:
    """Barangays are stored by PSGC code and sorted by name: each code's rank among the names. No index
    serves it: without a text search the list walks the barangays instead (katutubo.people.barangay_pages),
    giving these very rows in this very order."""
    ranked = sorted(places(), key=lambda place: place.name)
    return case({place.code: rank for rank, place in enumerate(ranked)}, value=Person.barangay)


def ordering(sort: SortKey, order: Order) -> list[UnaryExpression[Any]]:
    """The chosen column (empty values last either way), then last and first name and id: stable pages."""
    descending = order == "desc"
    if sort == "name":
        columns = [Person.last_name_lower, Person.first_name_lower, Person.id]
        return [c.desc() if descending else c.asc() for c in columns]
    if sort == "created_at":
        columns = [Person.created_at, Person.id]
        return [c.desc() if descending else c.asc() for c in columns]
    column = barangay_name_order() if sort == "barangay" else SORT_COLUMNS[sort]
    first = (column.desc() if descending else column.asc()).nulls_last()
    return [first, *name_order()]


def page_ids_select(
    query: PeopleQuery, scope: Scope, page: int, page_size: int, dialect: str = ""
) -> Select[int]:
    """The ids of one page of the scope's people. Only ids: the default order and the search can then be
    answered from the name index alone (it holds search_text), and the full rows of the page are read
    afterwards by id."""
    return (
        people(scope, Person.id)
        .where(*conditions(query, dialect))
        .order_by(*ordering(query.sort, query.order))
        .limit(page_size)
        .offset((page - 1) * page_size)
    )


def searched_count_select(query: PeopleQuery, scope: Scope, dialect: str, cap: int) -> Select[int]:
    """How many of the scope's people match a text search, counted no further than `cap`."""
    matching = people(scope, Person.id).where(*conditions(query, dialect)).limit(cap).subquery()
    return select(func.count()).select_from(matching)


def count_select(query: PeopleQuery, scope: Scope) -> Select[int]:
    """The exact count of the scope's people, by the table (an export's row count); the lists count from the
    tally."""
    return people(scope, func.count()).where(*conditions(query))
