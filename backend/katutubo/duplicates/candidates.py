"""Who might already be in the registry, found by index: the same folded surname (or, for a married woman,
her maiden name as someone's surname) born within two years of the birth year, or the same barangay with a
birth date within a year either side of the birth year. Only the columns the scoring needs are read; each
query is one indexed range (ix_people_surname_key, ix_people_barangay_birth; tests/duplicates/test_indexes.py
reads the plans)."""

from collections import defaultdict
from collections.abc import Iterable, Sequence
from datetime import date
from typing import Any, cast

from sqlalchemy import Row, Select, Table, and_, bindparam, or_
from sqlalchemy.orm import Session

from katutubo.access.people import people_of_every_barangay_matching
from katutubo.duplicates.scoring import Record, could_be_likely, record
from katutubo.models import Person
from katutubo.rules.names import surname_key

COLUMNS = (
    Person.id,
    Person.first_name,
    Person.middle_name,
    Person.last_name,
    Person.date_of_birth,
    Person.barangay,
    Person.mother,
    Person.gender,
)
SURNAME_YEARS = 2
MOST = 2000  # candidates read per query at most (a surname shared by thousands is read nearest first)


def as_record(row: Row[*tuple[Any, ...]] | Person) -> Record:
    gender = row.gender.value if row.gender is not None else None
    return record(
        row.id,
        row.first_name,
        row.middle_name,
        row.last_name,
        row.date_of_birth,
        row.barangay,
        row.mother,
        gender,
    )


def _years(born: date, around: int) -> tuple[date, date]:
    return date(max(born.year - around, 1), 1, 1), date(min(born.year + around, 9999), 12, 31)


# Built once, with their values as parameters: the check runs on every entry (and imported row), and building
# a statement costs about as much as the indexed read itself. Core columns: plain rows, no ORM loading. The
# whole registry is compared with (no account: built once for every caller); what an encoder is shown of it
# is cut to their barangays afterwards (katutubo.duplicates.service.likely_matches).
_people = cast(Table, Person.__table__)
_columns = [_people.c[column.key] for column in COLUMNS]
_born_between = _people.c.date_of_birth.between(bindparam("start"), bindparam("end"))
_BY_SURNAME = people_of_every_barangay_matching(
    None, [_people.c.surname_key.in_(bindparam("keys", expanding=True))], *_columns, of=_people
)
SURNAME_ANY_BIRTH = _BY_SURNAME.limit(MOST)
SURNAME_NEAR_BIRTH = _BY_SURNAME.where(or_(_born_between, _people.c.date_of_birth.is_(None))).limit(MOST)
_in_place = and_(_people.c.barangay == bindparam("barangay"), _born_between)
PLACE = people_of_every_barangay_matching(None, [_in_place], *_columns, of=_people).limit(MOST)
Lookup = tuple[Select[*tuple[Any, ...]], dict[str, Any]]  # a query and its values


def _surname(keys: Sequence[str], born: date | None) -> Lookup:
    """The same surname key; with a birth date, only those born within SURNAME_YEARS of its year (or with no
    birth date stored): a common surname is thousands of people, the same person a year or so apart."""
    if born is None:
        return SURNAME_ANY_BIRTH, {"keys": list(keys)}
    start, end = _years(born, SURNAME_YEARS)
    return SURNAME_NEAR_BIRTH, {"keys": list(keys), "start": start, "end": end}


def _place(barangay: str, born: date) -> Lookup:
    start, end = _years(born, 1)
    return PLACE, {"barangay": barangay, "start": start, "end": end}


def holds(lookup: Lookup, person: Row[*tuple[Any, ...]] | Person) -> bool:
    """Whether the lookup's query finds this person (read beforehand, with its surname_key; live): the same
    condition in Python, for many rows' lookups answered from one read (katutubo.duplicates.batch)."""
    query, values = lookup
    born = person.date_of_birth
    within = "start" not in values or born is not None and values["start"] <= born <= values["end"]
    if query is PLACE:
        return person.barangay == values["barangay"] and within
    if person.surname_key not in values["keys"]:
        return False
    return query is SURNAME_ANY_BIRTH or born is None or within


def read_for(wanted: Iterable[Lookup]) -> Select[*tuple[Any, ...]] | None:
    """One query for many lookups: everyone one of them would find (and a few more: the surnames of one birth
    year's window read together), each term an indexed range of its own. A term per window, not per lookup:
    SQLite refuses an expression 1,000 deep (an import's chunk of 500 rows spans a century of birth years)."""
    any_birth: set[str] = set()
    near: dict[tuple[date, date], set[str]] = defaultdict(set)
    place: dict[tuple[date, date], set[str]] = defaultdict(set)
    for query, values in wanted:
        if query is PLACE:
            place[values["start"], values["end"]].add(values["barangay"])
        elif query is SURNAME_NEAR_BIRTH:
            near[values["start"], values["end"]].update(values["keys"])
        else:
            any_birth.update(values["keys"])
    key, barangay, born = _people.c.surname_key, _people.c.barangay, _people.c.date_of_birth
    terms = [and_(key.in_(sorted(keys)), born.between(*window)) for window, keys in near.items()]
    terms += [and_(barangay.in_(sorted(names)), born.between(*window)) for window, names in place.items()]
    if near:
        terms.append(and_(key.in_(sorted(set().union(*near.values()))), born.is_(None)))
    if any_birth:
        terms.append(key.in_(sorted(any_birth)))
    if not terms:
        return None
    # the live condition in every term: each is then answered by its partial index on its own
    return people_of_every_barangay_matching(None, terms, *_columns, key, of=_people)


def surname_query(keys: Sequence[str], born: date | None = None) -> Select[*tuple[Any, ...]]:
    """The surname lookup with its values bound (what tests/duplicates/test_indexes.py explains)."""
    query, values = _surname(keys, born)
    return query.params(values)


def place_query(barangay: str, born: date) -> Select[*tuple[Any, ...]]:
    query, values = _place(barangay, born)
    return query.params(values)


def surname_keys(last: str | None, middle: str | None) -> list[str]:
    """The keys a probe's surname is looked up by: its surname's and its middle name's (a maiden name)."""
    return sorted({key for key in (surname_key(last), surname_key(middle)) if key})


def lookups(probe: Record, last: str | None, middle: str | None, barangay: str | None) -> list[Lookup]:
    """The probe's queries and their values: by surname (when it has one), by barangay (with a birth date)."""
    keys = surname_keys(last, middle)
    queries = [_surname(keys, probe.born)] if keys else []
    if probe.born is not None and barangay:
        queries.append(_place(barangay, probe.born))
    return queries


def could_be(probe: Record, found_by: Iterable[Iterable[Row[*tuple[Any, ...]] | Person]]) -> list[Record]:
    """Those the lookups found who could score LIKELY (scoring.could_be_likely: born too far apart, of the
    other sex: not read further), each once, the probe itself left out."""
    found: dict[int, Record] = {}
    for rows in found_by:
        for row in rows:
            if row.id == probe.id or row.id in found:
                continue
            gender = row.gender.value if row.gender is not None else None
            place = (row.barangay or "").casefold()
            if could_be_likely(probe.born, probe.barangay, probe.gender, row.date_of_birth, place, gender):
                found[row.id] = as_record(row)
    return list(found.values())


def candidates(
    db: Session, probe: Record, last: str | None, middle: str | None, barangay: str | None
) -> list[Record]:
    """Everyone an index lookup finds for the probe (its surname, middle name and barangay as typed) who could
    score LIKELY, each once, the probe itself left out."""
    found_by = (db.execute(query, values) for query, values in lookups(probe, last, middle, barangay))
    return could_be(probe, found_by)
