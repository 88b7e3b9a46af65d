"""A signed checkpoint of the audit chain (katutubo.audit.checkpoints): the newest event's id and hash at a
moment, signed with the registry's key. Kept here, in DATA_DIR/checkpoints, in each backup's manifest and in
the IPMRs' email: rewriting the whole chain (every later hash and the head recomputed) no longer matches it.

The signed fields are stored exactly as they were signed (the time as its ISO text), so the signature
checks against the row itself. Rows are only ever added (`katutubo audit grants` keeps the app from
changing them)."""

from sqlalchemy import Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.base import Base


class AuditCheckpoint(Base):
    __tablename__ = "audit_checkpoints"
    __table_args__ = (Index("ix_audit_checkpoints_event", "event_id", "id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(Integer)
    head_hash: Mapped[str] = mapped_column(String(64))
    time: Mapped[str] = mapped_column(String(40))  # ISO 8601 with its offset (Manila), as signed
    public_key: Mapped[str] = mapped_column(String(64))  # base64 of the raw Ed25519 key
    signature: Mapped[str] = mapped_column(String(128))  # base64
