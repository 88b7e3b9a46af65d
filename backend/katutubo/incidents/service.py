"""Recording and changing incidents of the breach register; each save is audited in the same transaction.

The audit event says what changed of the incident (the people affected as their number: the names of the
listed people stay in the register, not in the trail)."""

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.access.people import Account, people_including_trash
from katutubo.core.clock import MANILA, utc_now
from katutubo.core.errors import FieldErrors, NotFound
from katutubo.core.messages import Message
from katutubo.incidents.schemas import IncidentIn
from katutubo.models import Incident, IncidentNature, IncidentPerson, Person, User
from katutubo.models.incident import DataCategory

NOT_FOUND = Message("incidents.not_found", "Incident not found.")
NATURE_OTHER = Message("incidents.nature_other_required", "Describe the nature of the breach.")
DATA_OTHER = Message("incidents.data_other_required", "Name the other personal data involved.")
PEOPLE_REQUIRED = Message(
    "incidents.people_required", "Give the number of people affected, or pick them from the registry."
)
UNKNOWN_PERSON = Message("incidents.unknown_person", "A person picked is no longer in the registry.")
FUTURE = Message("incidents.in_the_future", "This cannot be later than now.")
BEFORE_DISCOVERY = Message("incidents.before_discovery", "The notification cannot be before the discovery.")

AUDITED = (
    "discovered_at",
    "nature",
    "nature_other",
    "data_categories",
    "data_other",
    "description",
    "measures",
    "people_count",
    "dpo_contact",
    "npc_notified_at",
    "people_notified_at",
)


def get(db: Session, incident_id: int) -> Incident:
    incident = db.get(Incident, incident_id)
    if incident is None:
        raise NotFound(NOT_FOUND)
    return incident


def listed_people(db: Session, account: Account, incident_id: int) -> list[Person]:
    """The people listed as affected, those since in the Trash too (told to the NPC, they stay listed until
    purged): the breach register is the IPMR's, whose door opens the Trash."""
    stmt = (
        people_including_trash(account)
        .join(IncidentPerson, IncidentPerson.person_id == Person.id)
        .where(IncidentPerson.incident_id == incident_id)
        .order_by(Person.last_name, Person.first_name, Person.id)
    )
    return list(db.scalars(stmt))


def recorder_name(db: Session, incident: Incident) -> str | None:
    return db.scalar(select(User.display_name).where(User.id == incident.recorded_by))


def all_incidents(db: Session, start: datetime | None = None, end: datetime | None = None) -> list[Incident]:
    """Newest discovery first; between `start` (included) and `end` (excluded) when given."""
    stmt = select(Incident).order_by(Incident.discovered_at.desc(), Incident.id.desc())
    if start is not None and end is not None:
        stmt = stmt.where(Incident.discovered_at >= start, Incident.discovered_at < end)
    return list(db.scalars(stmt))


def _check(db: Session, actor: User, payload: IncidentIn) -> list[int]:
    """The form's rules; returns the listed people's ids (live records only)."""
    errors: dict[str, Message] = {}
    if payload.nature == IncidentNature.OTHER and not (payload.nature_other or "").strip():
        errors["nature_other"] = NATURE_OTHER
    if DataCategory.OTHER in payload.data_categories and not (payload.data_other or "").strip():
        errors["data_other"] = DATA_OTHER
    ids = sorted(set(payload.person_ids))
    if not ids and payload.people_count is None:
        errors["people_count"] = PEOPLE_REQUIRED
    if ids:
        # A listed person may since be in the Trash (still a record); one purged is gone.
        found = db.scalar(people_including_trash(actor, func.count()).where(Person.id.in_(ids)))
        if found != len(ids):
            errors["person_ids"] = UNKNOWN_PERSON
    now = utc_now()
    for name in ("discovered_at", "npc_notified_at", "people_notified_at"):
        moment: datetime | None = getattr(payload, name)
        if moment is not None and moment > now:
            errors[name] = FUTURE
        elif moment is not None and name != "discovered_at" and moment < payload.discovered_at:
            errors[name] = BEFORE_DISCOVERY
    if errors:
        raise FieldErrors(errors)
    return ids


def _utc(moment: datetime | None) -> datetime | None:
    return moment.astimezone(UTC) if moment is not None else None


def _values(payload: IncidentIn, ids: list[int], purged: int = 0) -> dict[str, Any]:
    """The stored values; with a list, the count is its length and the `purged` listed people before."""
    chosen = set(payload.data_categories)
    other = payload.nature_other.strip() if payload.nature_other else None
    data_other = payload.data_other.strip() if payload.data_other else None
    return {
        "discovered_at": _utc(payload.discovered_at),
        "nature": payload.nature,
        "nature_other": other if payload.nature == IncidentNature.OTHER else None,
        "data_categories": [c.value for c in DataCategory if c in chosen],
        "data_other": data_other if DataCategory.OTHER in chosen else None,
        "description": payload.description.strip(),
        "measures": payload.measures.strip(),
        "people_count": len(ids) + purged if ids else payload.people_count,
        "dpo_contact": payload.dpo_contact.strip(),
        "npc_notified_at": _utc(payload.npc_notified_at),
        "people_notified_at": _utc(payload.people_notified_at),
    }


def _link(db: Session, incident: Incident, ids: list[int]) -> None:
    db.execute(delete(IncidentPerson).where(IncidentPerson.incident_id == incident.id))
    db.add_all(IncidentPerson(incident_id=incident.id, person_id=person_id) for person_id in ids)


def _plain(value: Any) -> Any:
    """As the trail stores it: an instant as ISO text on the office clock."""
    return value.astimezone(MANILA).isoformat(timespec="minutes") if isinstance(value, datetime) else value


def _changes(before: dict[str, Any], after: dict[str, Any]) -> dict[str, list[Any]]:
    return {k: [_plain(before.get(k)), _plain(after[k])] for k in AUDITED if before.get(k) != after[k]}


def _target(incident: Incident) -> audit.Target:
    return audit.Target("incident", incident.id, f"Incident #{incident.id}")


def record(db: Session, actor: User, payload: IncidentIn) -> Incident:
    ids = _check(db, actor, payload)
    values = _values(payload, ids)
    now = utc_now()
    incident = Incident(**values, recorded_by=actor.id, recorded_at=now, updated_at=now)
    db.add(incident)
    db.flush()
    _link(db, incident, ids)
    audit.record(db, actor, "incident.recorded", _target(incident), _changes({}, values))
    db.flush()
    return incident


def update(db: Session, actor: User, incident: Incident, payload: IncidentIn) -> Incident:
    """The incident changed. Listed people purged since were told to the NPC: they stay in the count."""
    ids = _check(db, actor, payload)
    before = {k: getattr(incident, k) for k in AUDITED}
    before_ids = [p.id for p in listed_people(db, actor, incident.id)]
    purged = max(0, incident.people_count - len(before_ids)) if before_ids else 0
    values = _values(payload, ids, purged)
    for name, value in values.items():
        setattr(incident, name, value)
    incident.updated_at = utc_now()
    changes = _changes(before, values)
    if before_ids != ids:
        changes["people_listed"] = [len(before_ids), len(ids)]
    _link(db, incident, ids)
    audit.record(db, actor, "incident.updated", _target(incident), changes)
    db.flush()
    return incident
