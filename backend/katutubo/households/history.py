"""A household's History: every change of it, newest first, as a person's History shows theirs (the same
entry shape); for an encoder, a member of a barangay outside theirs is left out of the entries."""

from typing import Any, cast

from sqlalchemy import select
from sqlalchemy.orm import Session

from katutubo.access.people import people
from katutubo.access.scope import Scope
from katutubo.audit import erasure
from katutubo.audit.actions import HOUSEHOLD_HISTORY_ACTIONS, Action
from katutubo.households.schemas import HouseholdHistoryEntry
from katutubo.models import AuditEvent, Household, Person


def _shown(db: Session, scope: Scope, events: list[AuditEvent]) -> erasure.MentionShown | None:
    if scope.is_whole:
        return None
    named = erasure.people_named(events)
    inside = set(db.scalars(people(scope, Person.id).where(Person.id.in_(named)))) if named else set()

    def shown(person_id: int, _field: str, value: Any) -> Any:
        return value if person_id in inside else erasure.HIDDEN

    return shown


def household_history(db: Session, scope: Scope, household: Household) -> list[HouseholdHistoryEntry]:
    events = list(
        db.scalars(
            select(AuditEvent)
            .where(
                AuditEvent.target_type == "household",
                AuditEvent.target_id == household.id,
                AuditEvent.action.in_(HOUSEHOLD_HISTORY_ACTIONS),
            )
            .order_by(AuditEvent.id.desc())
        )
    )
    opened = erasure.open_events(db, events, _shown(db, scope, events))
    return [
        HouseholdHistoryEntry(
            at=e.at,
            actor_name=e.actor_name,
            action=cast(Action, e.action),
            changes=o.changes,
            erased=o.erased,
            erased_fields=o.erased_fields,
        )
        for e, o in zip(events, opened, strict=True)
    ]
