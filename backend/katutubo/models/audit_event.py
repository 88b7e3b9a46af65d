"""The audit trail: one row per recorded action, append-only and hash-chained (katutubo.audit).

There is deliberately no foreign key to users: an event keeps the actor's id and name as they were, even after
the account is rejected or deleted, and nothing ever updates an event (a cascade would). Ids are given by the
chain (katutubo.audit.chain), one after the other, so a missing row shows as a gap."""

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.base import Base, UTCDateTime

LABEL_LENGTH = 300


class AuditEvent(Base):
    __tablename__ = "audit_events"
    __table_args__ = (
        # Every filter of /admin/audit, newest first.
        Index("ix_audit_events_actor", "actor_id", "id"),
        Index("ix_audit_events_action", "action", "id"),
        Index("ix_audit_events_target", "target_type", "target_id", "id"),
        Index("ix_audit_events_at", "at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    at: Mapped[datetime] = mapped_column(UTCDateTime())
    actor_id: Mapped[int | None] = mapped_column(Integer)
    actor_name: Mapped[str | None] = mapped_column(String(200))
    action: Mapped[str] = mapped_column(String(40))
    target_type: Mapped[str | None] = mapped_column(String(20))
    target_id: Mapped[int | None] = mapped_column(Integer)
    target_label: Mapped[str | None] = mapped_column(String(LABEL_LENGTH))
    # {field: [old, new]}; never passwords, tokens or photo bytes.
    changes: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    ip: Mapped[str | None] = mapped_column(String(64))
    user_agent: Mapped[str | None] = mapped_column(String(LABEL_LENGTH))
    prev_hash: Mapped[str] = mapped_column(String(64))
    hash: Mapped[str] = mapped_column(String(64))


class AuditChainHead(Base):
    """One row: the newest event's id and hash. Appending locks it (UPDATE ... RETURNING), so two requests
    writing events at once take turns and never fork the chain; `audit verify` also checks that the newest
    event is still there."""

    __tablename__ = "audit_chain_head"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    last_id: Mapped[int] = mapped_column(Integer)
    last_hash: Mapped[str] = mapped_column(String(64))
