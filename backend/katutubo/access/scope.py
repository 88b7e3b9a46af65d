"""THE scope of an account over people: the barangays whose people it may see.

An IPMR, a Chieftain and a user see every barangay; an encoder sees the people of the barangays given to
the account (katutubo.models.user_barangay), and none while it has none. The statements that apply it are
katutubo.access.people's and katutubo.access.households'; `Scope.condition` is for the tables that hold a
barangay but no person (the people tally, the barangays' counts). tests/core/test_people_scope.py calls every
route as an encoder and fails when one answers with a person of another barangay.
"""

from dataclasses import dataclass
from typing import Annotated, Any

from fastapi import Depends
from sqlalchemy import ColumnElement, false, true

from katutubo.auth.dependencies import CurrentUser, PassiveUser
from katutubo.models import Person, Role, User


@dataclass(frozen=True)
class Scope:
    """None: every barangay; otherwise the barangays whose people the account may see."""

    barangays: frozenset[str] | None = None

    @property
    def is_whole(self) -> bool:
        return self.barangays is None

    def condition(self, barangay: Any = Person.barangay) -> ColumnElement[bool]:
        """Rows of the scope, over any column holding a barangay's name (the people's, the tally's)."""
        if self.barangays is None:
            return true()
        if not self.barangays:
            return false()
        return barangay.in_(sorted(self.barangays))

    def conditions(self, barangay: Any = Person.barangay) -> list[ColumnElement[bool]]:
        """`condition` as a WHERE list: empty for the whole registry, so an IPMR's read adds no condition at
        all (its query and plan are exactly those without a scope)."""
        return [] if self.barangays is None else [self.condition(barangay)]

    def includes_barangay(self, name: str | None) -> bool:
        return self.barangays is None or name in self.barangays

    def includes(self, person: Person) -> bool:
        return self.includes_barangay(person.barangay)

    def offered_barangays(self, names: tuple[str, ...] | list[str]) -> list[str]:
        """The barangays of a list (in its order) the account works with: its dropdowns and cards."""
        return [name for name in names if self.includes_barangay(name)]


WHOLE = Scope()


def scope_of(user: User | None) -> Scope:
    if user is None or user.role != Role.encoder:
        return WHOLE
    return Scope(frozenset(user.barangays))


def _scope(user: CurrentUser) -> Scope:
    return scope_of(user)


def _passive_scope(user: PassiveUser) -> Scope:
    return scope_of(user)


PeopleScope = Annotated[Scope, Depends(_scope)]
# The scope of the live stream's caller (whose call does not keep the session from going idle).
PassivePeopleScope = Annotated[Scope, Depends(_passive_scope)]
