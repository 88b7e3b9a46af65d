import enum
from datetime import datetime

from sqlalchemy import Enum, String
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.base import Base, UTCDateTime, utcnow


class Role(enum.StrEnum):
    ipmr = "ipmr"
    chieftain = "chieftain"
    user = "user"


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
