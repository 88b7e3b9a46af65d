"""What the audit trail records about a person: the form's values before and after a change, field by field.

Only what a person typed is recorded (names, birth, family, schooling, work, health, …): not the values
derived from them, the bookkeeping columns, or the photo's storage keys (a photo change is recorded by file
name, see katutubo.photos.service)."""

from types import SimpleNamespace
from typing import Any, cast

from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.models import Person, User
from katutubo.people.names import list_name

NOT_RECORDED = {
    "id",
    "first_name_lower",
    "last_name_lower",
    "surname_key",
    "merged_into",
    "lineage_lower",
    "search_text",
    "age_valid_until",
    "is_student",
    "is_unemployed",
    "is_non_student",
    "has_health_condition",
    "legacy_photo",
    "photo_key",
    "thumb_key",
    "photo_version",
    "created_at",
    "updated_at",
    "created_by",
    "updated_by",
    "version",
    "deleted_at",
    "deleted_by",
    # who recorded a consent or its withdrawal: the event's own actor
    "consent_recorded_by",
    "withdrawal_recorded_by",
}
RECORDED = tuple(c.key for c in Person.__table__.columns if c.key not in NOT_RECORDED)


def target(person: Person) -> audit.Target:
    return audit.Target("person", person.id, list_name(person))


def snapshot(person: Person | dict[str, Any]) -> dict[str, Any]:
    """The recorded values of a person, or of a person's row as inserted (katutubo.imports.rows)."""
    if isinstance(person, dict):
        return {name: _plain(person.get(name)) for name in RECORDED}
    return {name: _plain(getattr(person, name)) for name in RECORDED}


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, list) else value


def _created(person: Person | dict[str, Any]) -> dict[str, list[Any]]:
    return {name: [None, value] for name, value in snapshot(person).items() if value not in (None, "", [])}


def record_created(db: Session, actor: User | None, person: Person) -> None:
    audit.record(db, actor, "person.created", target(person), _created(person))


def record_created_many(db: Session, actor: User | None, people: list[Person | dict[str, Any]]) -> None:
    """One person.created event each (flushed people, or inserted rows: they have ids), under one lock of the
    chain."""
    audit.record_many(db, actor, [("person.created", _target_of(p), _created(p)) for p in people])


def _target_of(person: Person | dict[str, Any]) -> audit.Target:
    return target(cast(Person, SimpleNamespace(**person)) if isinstance(person, dict) else person)


def record_updated(db: Session, actor: User | None, person: Person, before: dict[str, Any]) -> None:
    audit.record(db, actor, "person.updated", target(person), audit.diff(before, snapshot(person)))


def record_viewed(db: Session, actor: User, person: Person) -> None:
    """The Data Privacy Act access log: who opened the full profile."""
    audit.record(db, actor, "person.viewed", target(person))
