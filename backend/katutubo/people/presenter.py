"""A stored person as the API shows it: the values PersonOut computes from the stored columns."""

from functools import cached_property
from typing import Any

from sqlalchemy.orm import object_session

from katutubo.access.scope import Scope
from katutubo.models import Person, User
from katutubo.people.household_link import HouseholdLink, household_link
from katutubo.rules.classification import not_attending_school


def photo_url(person: Person, size: str | None = None) -> str | None:
    if not person.photo_key:
        return None
    url = f"/api/people/{person.id}/photo?v={person.photo_version}"
    return f"{url}&size={size}" if size else url


class ShownPerson:
    """A stored row read by PersonOut (from_attributes): its columns, plus what the API computes from them."""

    def __init__(
        self, row: Person, scope: Scope, household_links: dict[int, HouseholdLink] | None = None
    ) -> None:
        self._row = row
        self._scope = scope  # the reader's: what they may know of the household's head
        self._links = household_links  # read ahead for a list's page (katutubo.people.listing)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._row, name)

    @cached_property
    def household(self) -> HouseholdLink | None:
        """The person's current household as the reader may see its head (read through the row's own session;
        none for a detached row)."""
        if self._links is not None:
            return self._links.get(self._row.id)
        session = object_session(self._row)
        if session is None or self._row.id is None:
            return None
        return household_link(session, self._scope, self._row.id)

    @property
    def household_members(self) -> int | None:
        """In a household: its current members, the head included (derived); otherwise the typed number."""
        link = self.household
        return link.size if link is not None else self._row.household_members

    @property
    def birthplace(self) -> str | None:
        return self._row.birthplace or self._row.address

    @property
    def photo_url(self) -> str | None:
        return photo_url(self._row)

    @property
    def thumb_url(self) -> str | None:
        return photo_url(self._row, "thumb")

    @property
    def family_tree(self) -> "ShownPerson":
        return self  # father, mother, spouse, siblings, children

    @property
    def siblings(self) -> list[str]:
        return list(self._row.siblings or [])

    @property
    def children(self) -> list[str]:
        return list(self._row.children or [])

    @property
    def flags(self) -> dict[str, bool]:
        row = self._row
        return {
            "student": row.is_student,
            "non_student": row.is_non_student,
            "unemployed": row.is_unemployed,
            "pwd": row.has_health_condition,
            "not_attending_school": not_attending_school(row.age, row.is_student),
        }

    @property
    def consent_recorded_by_name(self) -> str | None:
        return self._account_name(self._row.consent_recorded_by)

    @property
    def withdrawal_recorded_by_name(self) -> str | None:
        return self._account_name(self._row.withdrawal_recorded_by)

    def _account_name(self, user_id: int | None) -> str | None:
        """An account's name, read through the row's session (its identity map reads each account once)."""
        session = object_session(self._row)
        user = session.get(User, user_id) if session is not None and user_id is not None else None
        return user.display_name if user is not None else None
