from datetime import datetime

from sqlalchemy import ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.base import Base, UTCDateTime, utcnow


class PrivacyNotice(Base):
    """The privacy notice handed to a person, one text per language ("en", "fil") as an IPMR last saved it
    (katutubo.privacy_notice). No row: the default text of katutubo.privacy_notice.defaults."""

    __tablename__ = "privacy_notices"

    language: Mapped[str] = mapped_column(String(8), primary_key=True)
    text: Mapped[str] = mapped_column(Text)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    updated_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
