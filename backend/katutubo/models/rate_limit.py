from datetime import datetime

from sqlalchemy import Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.base import Base, UTCDateTime


class RateLimitCounter(Base):
    """One counter of katutubo.auth.limits: how often a subject (an email, a client address, or both) did a
    limited thing in the current window. Counted in the database so limits hold across server processes; the
    key is a SHA-256 of the limit's name and the subject, so no email or address is kept here."""

    __tablename__ = "rate_limits"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    count: Mapped[int] = mapped_column(Integer)
    # How many of `count` ended as failures (the others are still being evaluated): katutubo.auth.limits.
    settled: Mapped[int] = mapped_column(Integer, server_default="0")
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime(), index=True)
