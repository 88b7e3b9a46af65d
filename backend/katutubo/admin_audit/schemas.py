from datetime import datetime
from typing import Any

from pydantic import BaseModel, Field

from katutubo.audit.actions import Action
from katutubo.audit.erasure import Opened
from katutubo.audit.proposed import PROPOSED_BY, split
from katutubo.models import AuditEvent


class AuditEventOut(BaseModel):
    """`target_label` and the values of `changes` as readable as the keys of the people they belong to
    allow: a purged person's are None, with `erased` true and the fields named in `erased_fields`."""

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
    erased: bool
    erased_fields: list[str]
    proposed_by: str | None = Field(
        default=None, description="A change approved from a proposal: its author (the actor approved it)."
    )

    @classmethod
    def of(cls, event: AuditEvent, opened: Opened) -> "AuditEventOut":
        return cls.model_validate(_values(cls, event, opened))


class AuditPage(BaseModel):
    items: list[AuditEventOut]
    total: int
    page: int
    page_size: int


class ActorOut(BaseModel):
    id: int
    name: str


class HistoryEntryOut(BaseModel):
    """As AuditEventOut: a relative's purge erases their name from this person's link events."""

    at: datetime
    actor_name: str | None
    action: Action
    changes: dict[str, list[Any]]
    erased: bool
    erased_fields: list[str]
    proposed_by: str | None = Field(
        default=None, description="A change approved from a proposal: its author (the actor approved it)."
    )

    @classmethod
    def of(cls, event: AuditEvent, opened: Opened) -> "HistoryEntryOut":
        return cls.model_validate(_values(cls, event, opened))


def _values(model: type[BaseModel], event: AuditEvent, opened: Opened) -> dict[str, Any]:
    """The event's columns, with the label and changes as opened; a proposal's author apart from the changes
    (katutubo.audit.proposed)."""
    changes, author = split(opened.changes)
    readable = {
        "target_label": opened.target_label,
        "changes": changes,
        "erased": opened.erased,
        "erased_fields": [name for name in opened.erased_fields if name != PROPOSED_BY],
        "proposed_by": author,
    }
    return {
        name: readable[name] if name in readable else getattr(event, name, None)
        for name in model.model_fields
    }
