import enum
from datetime import datetime

from sqlalchemy import Enum, String
from sqlalchemy.orm import Mapped, mapped_column, relationship

from katutubo.models.base import Base, UTCDateTime, utcnow
from katutubo.models.user_barangay import UserBarangay


class Role(enum.StrEnum):
    ipmr = "ipmr"
    chieftain = "chieftain"
    user = "user"
    # Keeps the records of the barangays given to the account (katutubo.models.user_barangay): sees only their
    # people, and what they add, edit or delete becomes a proposal an IPMR approves.
    encoder = "encoder"


class UserStatus(enum.StrEnum):
    """pending: signed up, waiting for an IPMR's approval; disabled: may not sign in."""

    pending = "pending"
    active = "active"
    disabled = "disabled"


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    # Stored lower-cased and trimmed, so the unique constraint is case-insensitive.
    email: Mapped[str] = mapped_column(String(320), unique=True)
    display_name: Mapped[str] = mapped_column(String(200))
    role: Mapped[Role] = mapped_column(
        Enum(Role, native_enum=False, length=20, validate_strings=True), default=Role.user
    )
    status: Mapped[UserStatus] = mapped_column(
        Enum(UserStatus, native_enum=False, length=20, validate_strings=True),
        default=UserStatus.active,
        server_default=UserStatus.active.value,
        index=True,
    )
    password_hash: Mapped[str] = mapped_column(String(255))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    last_login_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    # The interface's and the emails' language: "en" or "fil" (chosen in the header's language switch).
    language: Mapped[str] = mapped_column(String(8), default="en", server_default="en")
    # An encoder's barangays (read only for encoders: the scope of katutubo.access.scope).
    barangay_rows: Mapped[list[UserBarangay]] = relationship(
        cascade="all, delete-orphan", order_by=UserBarangay.barangay, passive_deletes=True
    )

    @property
    def barangays(self) -> list[str]:
        return [row.barangay for row in self.barangay_rows]
