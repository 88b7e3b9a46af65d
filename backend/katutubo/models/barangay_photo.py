from datetime import datetime

from sqlalchemy import BigInteger, ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.barangay_code import BarangayCode
from katutubo.models.base import Base, UTCDateTime, utcnow


class BarangayPhoto(Base):
    """An uploaded photo of a barangay; barangays without one get a generated placeholder."""

    __tablename__ = "barangay_photos"

    name: Mapped[str] = mapped_column(BarangayCode(), primary_key=True)  # stored as the PSGC code
    photo_key: Mapped[str] = mapped_column(String(300))
    version: Mapped[int] = mapped_column(BigInteger)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    updated_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
