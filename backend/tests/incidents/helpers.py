"""An incident as the form sends it, and reading what the trail recorded of incidents."""

from typing import Any

from sqlalchemy import select

from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent

URL = "/api/admin/incidents"


def incident(**values: Any) -> dict[str, Any]:
    form: dict[str, Any] = {
        "discovered_at": "2026-11-27T13:12",
        "nature": "loss_or_theft",
        "data_categories": ["names", "ethnic_origin", "health"],
        "description": "A laptop with the registry's export was stolen from the office.",
        "measures": "The laptop's accounts were disabled and the police were told.",
        "people_count": 120,
        "dpo_contact": "Maria Reyes, DPO, dpo@catanauan.gov.ph, 0917 000 0000",
    }
    return form | values


def incident_events() -> list[tuple[str, int | None, dict[str, Any]]]:
    with get_sessionmaker()() as db:
        rows = db.scalars(
            select(AuditEvent).where(AuditEvent.target_type == "incident").order_by(AuditEvent.id)
        ).all()
        return [(e.action, e.target_id, dict(e.changes or {})) for e in rows]
