"""A household id column in an imported spreadsheet: the rows with the same id become one household.

The columns: 'Household ID' (also 'Household No.', 'HH ID', 'ID ng sambahayan') and, optional,
'Relationship to Head' ('Relationship', 'Kaugnayan sa puno'). The rule: the first row of an id whose
relationship is head ('Head', 'Puno') is the head; without one, the id's first row is. The others join with
their relationship (none written: 'other relative'); a second 'head' joins as 'other relative', warned.
A relationship the registry does not know refuses the row (like any wrong field). The households are
made once every row is imported (a household may span the import's chunks); one that cannot be made (someone
is in a household already) is a warning naming the head's row, and its people are imported all the same."""

import re
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.orm import Session

from katutubo.core.errors import AppError
from katutubo.core.messages import Message
from katutubo.households.schemas import HouseholdCreate, MemberIn
from katutubo.households.service import create_household
from katutubo.imports.checks import RowError
from katutubo.models import Person, Relationship, User

HOUSEHOLD_HEADERS = {"householdid", "householdno", "householdnumber", "hhid", "idngsambahayan"}
RELATIONSHIP_HEADERS = {"relationshiptohead", "relationship", "kaugnayansapuno", "kaugnayan"}
UNKNOWN_RELATIONSHIP = Message(
    "imports.relationship_unknown",
    "Unknown relationship to the head: {value}. Write Head, Spouse, Son/Daughter, Son/Daughter-in-law, "
    "Grandchild, Parent, Parent-in-law, Brother/Sister, Other relative or Not related.",
)
SECOND_HEAD = Message(
    "imports.second_head", "Household {household} has two heads: this row joins as other relative."
)

_WORDS: dict[str, Relationship] = {}
for relationship, words in {
    Relationship.head: ("head", "householdhead", "puno", "punongsambahayan"),
    Relationship.spouse: ("spouse", "wife", "husband", "asawa"),
    Relationship.child: ("child", "son", "daughter", "sondaughter", "anak"),
    Relationship.child_in_law: (
        "childinlaw",
        "soninlaw",
        "daughterinlaw",
        "sondaughterinlaw",
        "manugang",
    ),
    Relationship.grandchild: ("grandchild", "grandson", "granddaughter", "apo"),
    Relationship.parent: ("parent", "father", "mother", "magulang", "ama", "ina"),
    Relationship.parent_in_law: ("parentinlaw", "fatherinlaw", "motherinlaw", "biyenan"),
    Relationship.sibling: ("sibling", "brother", "sister", "brothersister", "kapatid"),
    Relationship.other_relative: ("otherrelative", "relative", "kamaganak", "ibangkamaganak"),
    Relationship.not_related: ("notrelated", "nonrelative", "hindikamaganak", "boarder", "helper"),
}.items():
    for word in words:
        _WORDS[word] = relationship

_IGNORED = re.compile(r"[\s_.\-/]+")


def _key(text: str) -> str:
    return _IGNORED.sub("", text.strip().lower())


def relationship_of(text: str) -> Relationship | None:
    return _WORDS.get(_key(text))


def columns(headers: list[str]) -> tuple[int | None, int | None]:
    """(the household id's column, the relationship's column), each None when the file has none."""
    found: dict[str, int] = {}
    for index, header in enumerate(headers):
        key = _key(str(header or ""))
        if key in HOUSEHOLD_HEADERS:
            found.setdefault("household", index)
        elif key in RELATIONSHIP_HEADERS:
            found.setdefault("relationship", index)
    return found.get("household"), found.get("relationship")


@dataclass
class Entry:
    row: int
    ref: str
    person: Person | dict[str, Any]  # a person created or updated, or an inserted row (its id once inserted)
    relationship: Relationship | None


@dataclass
class HouseholdsOfFile:
    """The file's household ids and their rows, in the file's order, until every row is imported."""

    groups: dict[str, list[Entry]] = field(default_factory=dict)

    def add(self, household: str, entry: Entry) -> None:
        self.groups.setdefault(household, []).append(entry)

    def make(self, db: Session, actor: User | None) -> tuple[int, list[RowError]]:
        """Makes the households; (how many, the warnings)."""
        made, warnings = 0, []
        for household, entries in self.groups.items():
            head = next((e for e in entries if e.relationship == Relationship.head), entries[0])
            members = []
            for e in entries:
                if e is head:
                    continue
                relationship = e.relationship or Relationship.other_relative
                if relationship == Relationship.head:
                    warnings.append(
                        RowError(
                            e.row, e.ref, "Relationship to Head", SECOND_HEAD.format(household=household)
                        )
                    )
                    relationship = Relationship.other_relative
                members.append(MemberIn(person_id=_id(e.person), relationship=relationship))
            payload = HouseholdCreate(head_id=_id(head.person), members=members)
            try:
                with db.begin_nested():
                    create_household(db, actor, payload)
            except AppError as error:
                warnings.append(RowError(head.row, head.ref, "Household ID", error.message))
                continue
            made += 1
        self.groups.clear()
        return made, warnings


def _id(person: Person | dict[str, Any]) -> int:
    return int(person["id"] if isinstance(person, dict) else person.id)
