from datetime import datetime

from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.base import Base, UTCDateTime


class ScheduledRun(Base):
    """When a periodic task (the Trash purge, a scheduled backup, the birthday age refresh) last ran: the one
    server process (of however many, on however many machines) that moves this time forward runs it, the
    others see it moved (katutubo.core.scheduled)."""

    __tablename__ = "scheduled_runs"

    name: Mapped[str] = mapped_column(String(40), primary_key=True)
    last_run_at: Mapped[datetime] = mapped_column(UTCDateTime())
