import enum
from datetime import datetime

from sqlalchemy import Enum, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.base import Base, UTCDateTime, utcnow


class AttemptKind(enum.StrEnum):
    login_failure = "login_failure"
    reset_request = "reset_request"


class AuthAttempt(Base):
    """Counted in the database so rate limits hold across server processes."""

    __tablename__ = "auth_attempts"
    __table_args__ = (Index("ix_auth_attempts_kind_email_created_at", "kind", "email", "created_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[AttemptKind] = mapped_column(Enum(AttemptKind, native_enum=False, length=20))
    email: Mapped[str] = mapped_column(String(320))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
