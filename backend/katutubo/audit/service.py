"""Writing the audit trail (record: THE one way in) and reading it back (the admin list, a person's History).

record() is called by services inside the request's own transaction: the change and its event commit
together or not at all. The only events written in a transaction of their own are the failed-login ones,
together with the failed-login counter that must outlive the refused request (katutubo.auth.limits)."""

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.orm import Session

from katutubo.audit import chain, erasure, proposed
from katutubo.audit.actions import PERSON_HISTORY_ACTIONS, Action
from katutubo.audit.request_info import RequestInfo, current_request_info
from katutubo.core.clock import MANILA
from katutubo.models import AuditEvent, User
from katutubo.models.audit_event import LABEL_LENGTH
from katutubo.models.base import utcnow

Changes = dict[str, list[Any]]


@dataclass(frozen=True)
class Target:
    type: str
    id: int | None
    label: str | None = None


def record(
    db: Session,
    actor: User | None,
    action: Action,
    target: Target | None = None,
    changes: Changes | None = None,
    request_info: RequestInfo | None = None,
) -> AuditEvent:
    """One event; a person's values in it are sealed with their keys (katutubo.audit.erasure)."""
    changes = proposed.with_author(db, target.type if target else None, changes)
    keys = erasure.ciphers(db, _people(target, changes), create=True)
    return chain.append(db, AuditEvent(**_event_values(keys, actor, action, target, changes, request_info)))


def record_many(db: Session, actor: User | None, events: list[tuple[Action, Target, Changes]]) -> None:
    """Many events by one actor (an import's people): one query for their people's keys, one turn on the
    chain's lock and one INSERT for all of them (their rows, not ORM objects)."""
    people = set().union(*(_people(target, changes) for _, target, changes in events)) if events else set()
    keys = erasure.ciphers(db, people, create=True)
    chain.append_rows(
        db, [_event_values(keys, actor, action, target, changes, None) for action, target, changes in events]
    )


def _owner(target: Target | None) -> int | None:
    """The person an event is about, whose key seals its label and values."""
    return target.id if target and target.type == "person" else None


def _people(target: Target | None, changes: Changes | None) -> set[int]:
    owner = _owner(target)
    return erasure.mentioned(changes or {}) | ({owner} if owner is not None else set())


def _label(keys: erasure.Ciphers, target: Target | None) -> str | None:
    if target is None or not target.label:
        return None
    owner = _owner(target)
    return target.label[:LABEL_LENGTH] if owner is None else erasure.seal_label(keys, owner, target.label)


def _event_values(
    keys: erasure.Ciphers,
    actor: User | None,
    action: Action,
    target: Target | None,
    changes: Changes | None,
    request_info: RequestInfo | None,
) -> dict[str, Any]:
    """The stored columns: dates as ISO text and enums as their values (exactly what reading the row back
    gives, and hashes), the person's values sealed."""
    info = request_info or current_request_info()
    return dict(
        at=utcnow(),
        actor_id=actor.id if actor else None,
        actor_name=actor.display_name if actor else None,
        action=action,
        target_type=target.type if target else None,
        target_id=target.id if target else None,
        target_label=_label(keys, target),
        changes=erasure.seal_changes(keys, _owner(target), changes or {}),
        ip=info.ip,
        user_agent=info.user_agent,
    )


def diff(old: dict[str, Any], new: dict[str, Any]) -> Changes:
    """{field: [old, new]} for every field whose value differs."""
    return {name: [old.get(name), new.get(name)] for name in new if old.get(name) != new.get(name)}


@dataclass(frozen=True)
class AuditFilter:
    actor_id: int | None = None
    action: Action | None = None
    person_id: int | None = None
    date_from: date | None = None
    date_to: date | None = None


def _manila_midnight(day: date) -> datetime:
    return datetime.combine(day, time(), tzinfo=MANILA)


def _conditions(f: AuditFilter) -> list[ColumnElement[bool]]:
    where: list[ColumnElement[bool]] = []
    if f.actor_id is not None:
        where.append(AuditEvent.actor_id == f.actor_id)
    if f.action:
        where.append(AuditEvent.action == f.action)
    if f.person_id is not None:
        where += [AuditEvent.target_type == "person", AuditEvent.target_id == f.person_id]
    if f.date_from:
        where.append(AuditEvent.at >= _manila_midnight(f.date_from))
    if f.date_to:
        where.append(AuditEvent.at < _manila_midnight(f.date_to + timedelta(days=1)))
    return where


def list_events(db: Session, f: AuditFilter, page: int, page_size: int) -> tuple[list[AuditEvent], int]:
    where = _conditions(f)
    total = db.scalar(select(func.count()).select_from(AuditEvent).where(*where)) or 0
    items = db.scalars(
        select(AuditEvent)
        .where(*where)
        .order_by(AuditEvent.id.desc())
        .limit(page_size)
        .offset((page - 1) * page_size)
    ).all()
    return list(items), total


def actors(db: Session) -> list[tuple[int, str]]:
    """Everyone who did something, with the newest name they acted under, by name."""
    newest = (
        select(func.max(AuditEvent.id))
        .where(AuditEvent.actor_id.is_not(None))
        .group_by(AuditEvent.actor_id)
        .scalar_subquery()
    )
    rows = db.execute(
        select(AuditEvent.actor_id, AuditEvent.actor_name).where(AuditEvent.id.in_(newest))
    ).all()
    named = [(actor_id, name or "") for actor_id, name in rows if actor_id is not None]
    return sorted(named, key=lambda a: (a[1].lower(), a[0]))


def person_history(db: Session, person_id: int) -> list[AuditEvent]:
    return list(
        db.scalars(
            select(AuditEvent)
            .where(
                AuditEvent.target_type == "person",
                AuditEvent.target_id == person_id,
                AuditEvent.action.in_(PERSON_HISTORY_ACTIONS),
            )
            .order_by(AuditEvent.id.desc())
        )
    )
