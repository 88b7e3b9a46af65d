"""An incoming row equal in every field to a live person already stored: the import leaves it alone (reported
as unchanged), so importing the same file twice adds nobody twice. The people a chunk of rows could equal are
read at once (SamePeople), not row by row."""

from collections import defaultdict
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from datetime import date
from enum import Enum
from typing import Any

from sqlalchemy import ColumnElement, Select, and_
from sqlalchemy.orm import Session

from katutubo.access.people import Account, is_in_trash, people_of_every_barangay_matching
from katutubo.models import Person
from katutubo.people.fields import FORM_FIELDS
from katutubo.people.schemas import PersonForm


def _plain(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if value == "" or value == []:
        return None
    return value


def _incoming(checked: PersonForm, name: str) -> Any:
    if name.startswith("family_tree."):
        return getattr(checked.family_tree, name.removeprefix("family_tree."), None)
    return getattr(checked, name)


def same_fields(checked: PersonForm, person: Person) -> bool:
    """Every form field equal (the age too, unless a date of birth gives it)."""
    for name in FORM_FIELDS:
        if name == "age" and checked.date_of_birth is not None:
            continue
        stored = getattr(person, name.removeprefix("family_tree."))
        if _plain(_incoming(checked, name)) != _plain(stored):
            return False
    return True


Name = tuple[str | None, str | None, date | None]  # surname, given name, date of birth, as stored


def _name(person: PersonForm | Person) -> Name:
    return person.last_name, person.first_name, person.date_of_birth


def same_query(account: Account, wanted: Collection[Name]) -> Select[Person]:
    """The live people of every barangay with one of these names and birth dates (and a few more: all the
    surnames of these birth dates), by date of birth (ix_people_birthdate_name) then surname. The live
    condition in each term, so each is answered by the partial index on its own."""
    terms: list[ColumnElement[bool]] = []
    if born := sorted({day for _, _, day in wanted if day is not None}):
        surnames = sorted({last for last, _, day in wanted if day is not None and last})
        terms.append(and_(Person.date_of_birth.in_(born), Person.last_name.in_(surnames)))
    if undated := sorted({last for last, _, day in wanted if day is None and last}):
        terms.append(and_(Person.date_of_birth.is_(None), Person.last_name.in_(undated)))
    return people_of_every_barangay_matching(account, terms)


@dataclass
class SamePeople:
    """The live people with the name and birth date of one of many rows (an import's chunk), read at once: the
    row's match is the first of those with its name whose every field equals it (by id)."""

    people: dict[Name, dict[int, Person]] = field(default_factory=lambda: defaultdict(dict))
    names: dict[int, Name] = field(default_factory=dict)

    @classmethod
    def load(cls, db: Session, account: Account, rows: Iterable[PersonForm]) -> "SamePeople":
        wanted = {_name(row) for row in rows}
        same = cls()
        if not wanted:
            return same
        same.add(person for person in db.scalars(same_query(account, wanted)) if _name(person) in wanted)
        return same

    def add(self, people: Iterable[Person]) -> None:
        """People read, or written since the read (their name as it now is)."""
        for person in people:
            if (before := self.names.pop(person.id, None)) is not None:
                del self.people[before][person.id]
            if not is_in_trash(person):
                self.names[person.id] = _name(person)
                self.people[_name(person)][person.id] = person

    def match(self, checked: PersonForm) -> Person | None:
        """The first (by id) of the live people with the row's name and birth date whose every field equals
        the row's, if any."""
        found = self.people.get(_name(checked), {})
        return next((found[i] for i in sorted(found) if same_fields(checked, found[i])), None)
