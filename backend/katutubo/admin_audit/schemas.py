from datetime import datetime
from typing import Any

from pydantic import BaseModel

from katutubo.audit.actions import Action


class AuditEventOut(BaseModel):
    id: int
    at: datetime
    actor_id: int | None
    actor_name: str | None
    action: Action
    target_type: str | None
    target_id: int | None
    target_label: str | None
    changes: dict[str, list[Any]]
    ip: str | None
    user_agent: str | None


class AuditPage(BaseModel):
    items: list[AuditEventOut]
    total: int
    page: int
    page_size: int


class ActorOut(BaseModel):
    id: int
    name: str


class HistoryEntryOut(BaseModel):
    at: datetime
    actor_name: str | None
    action: Action
    changes: dict[str, list[Any]]
