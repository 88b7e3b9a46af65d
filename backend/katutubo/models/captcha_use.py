from datetime import datetime

from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.base import Base, UTCDateTime


class CaptchaUse(Base):
    """A solved challenge, kept until it expires so one solution is accepted once."""

    __tablename__ = "captcha_uses"

    signature: Mapped[str] = mapped_column(String(128), primary_key=True)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime(), index=True)
