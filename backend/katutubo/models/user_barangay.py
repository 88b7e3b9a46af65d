"""The barangays an encoder keeps: a row per account and barangay (its listed name, as people store it)."""

from sqlalchemy import ForeignKey
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.barangay_code import BarangayCode
from katutubo.models.base import Base


class UserBarangay(Base):
    __tablename__ = "user_barangays"

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    barangay: Mapped[str] = mapped_column(BarangayCode(), primary_key=True)
