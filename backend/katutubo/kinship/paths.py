"""How two people are related within three degrees, as a path of named steps (the affiants' check, NCIP's
joint affidavit of two disinterested persons): parents, children, siblings, grandparents, grandchildren, aunts
and uncles, nieces and nephews, first cousins, the spouse, the spouse's parents and siblings (and, the same
tie seen from the other side, a child's or a sibling's spouse). Second cousins and further are not related
here.

A bounded search over the links of live people of every barangay (an affiant may live anywhere; the answer
names no one, only the steps): each shape below is followed from the first person, one query
a step (a sibling is another child of a person's parent), the nearest shape first. Each step names the next
person as the one before would ("mother", "brother"): ["mother", "brother"] is the mother's brother; a first
cousin is the one step "first_cousin"."""

from collections.abc import Iterable
from typing import Literal

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from katutubo.access.people import Account, people_of_every_barangay
from katutubo.models import PARENT_KINDS, Gender, KinshipLink, LinkKind, Person

Step = Literal[
    "father",
    "mother",
    "son",
    "daughter",
    "child",
    "brother",
    "sister",
    "sibling",
    "husband",
    "wife",
    "spouse",
    "first_cousin",
]
Edge = Literal["up", "down", "sibling", "spouse"]

# Nearest first: the first shape that reaches the other person names the path.
SHAPES: tuple[tuple[Edge, ...], ...] = (
    ("spouse",),
    ("up",),
    ("down",),
    ("sibling",),
    ("up", "up"),
    ("down", "down"),
    ("up", "sibling"),
    ("sibling", "down"),
    ("spouse", "up"),
    ("spouse", "sibling"),
    ("down", "spouse"),
    ("sibling", "spouse"),
    ("up", "sibling", "down"),
)
FIRST_COUSIN: tuple[Edge, ...] = ("up", "sibling", "down")

# The word for a person reached by an edge, by their gender (male, female, not recorded).
WORDS: dict[Edge, tuple[Step, Step, Step]] = {
    "down": ("son", "daughter", "child"),
    "sibling": ("brother", "sister", "sibling"),
    "spouse": ("husband", "wife", "spouse"),
}

Reached = dict[int, list[tuple[int, Step]]]  # {person: [(the person an edge reaches, its word)]}


def relation(db: Session, account: Account, start: int, end: int) -> list[Step] | None:
    """The steps from `start` to `end` (what `end` is to `start`), or None when they are not related within
    three degrees (or are the same person). `account`: who asks (None: the registry's own work)."""
    if start == end:
        return None
    walker = _Walker(db, account)
    for shape in SHAPES:
        paths: dict[int, list[Step]] = {start: []}
        for edge in shape:
            reached = walker.follow(edge, paths)
            paths = {
                other: [*paths[origin], word]
                for origin, found in reached.items()
                for other, word in found
                if other != start
            }
        if end in paths:
            return ["first_cousin"] if shape == FIRST_COUSIN else paths[end]
    return None


class _Walker:
    """The edges of live people, each person's looked up once per kind of edge."""

    def __init__(self, db: Session, account: Account) -> None:
        self.db, self.account = db, account
        self.known: dict[Edge, Reached] = {"up": {}, "down": {}, "sibling": {}, "spouse": {}}

    def follow(self, edge: Edge, ids: Iterable[int]) -> Reached:
        wanted = set(ids)
        missing = wanted - set(self.known[edge])
        if missing:
            self.known[edge].update(self._look_up(edge, missing))
        return {i: self.known[edge][i] for i in wanted}

    def _look_up(self, edge: Edge, ids: set[int]) -> Reached:
        if edge == "sibling":
            return self._siblings(ids)
        if edge == "spouse":
            rows = self.db.execute(
                select(KinshipLink.person_id, KinshipLink.relative_id).where(
                    KinshipLink.kind == LinkKind.spouse,
                    or_(KinshipLink.person_id.in_(ids), KinshipLink.relative_id.in_(ids)),
                )
            ).all()
            pairs = [(a, b) for a, b in rows if a in ids] + [(b, a) for a, b in rows if b in ids]
            return self._named(ids, [(a, b, None) for a, b in pairs], edge)
        near, far = (
            (KinshipLink.person_id, KinshipLink.relative_id)
            if edge == "up"
            else (KinshipLink.relative_id, KinshipLink.person_id)
        )
        links = self.db.execute(
            select(near, far, KinshipLink.kind).where(near.in_(ids), KinshipLink.kind.in_(PARENT_KINDS))
        ).all()
        return self._named(ids, [(a, b, kind.value if edge == "up" else None) for a, b, kind in links], edge)

    def _siblings(self, ids: set[int]) -> Reached:
        """The other children of each person's live parents (half-siblings too), once each."""
        parents = self.follow("up", ids)
        children = self.follow("down", {p for found in parents.values() for p, _ in found})
        found: Reached = {i: [] for i in ids}
        for person in ids:
            seen = {person}
            for parent, _ in parents[person]:
                for child, word in children[parent]:
                    if child not in seen:
                        seen.add(child)
                        found[person].append((child, WORDS["sibling"][WORDS["down"].index(word)]))
        return found

    def _named(self, ids: set[int], pairs: list[tuple[int, int, str | None]], edge: Edge) -> Reached:
        """The pairs (person, other, the link's word if it names the other) whose other is live, worded."""
        others = {b for _, b, _ in pairs}
        rows = self.db.execute(
            people_of_every_barangay(self.account, Person.id, Person.gender).where(Person.id.in_(others))
        ).all()
        genders = {person_id: gender for person_id, gender in rows}
        found: Reached = {i: [] for i in ids}
        for a, b, word in sorted(pairs):
            if b in genders:
                found[a].append((b, word or _word(edge, genders[b])))  # type: ignore[arg-type]
        return found


def _word(edge: Edge, gender: Gender | None) -> Step:
    male, female, unknown = WORDS[edge]
    return male if gender == Gender.male else female if gender == Gender.female else unknown
