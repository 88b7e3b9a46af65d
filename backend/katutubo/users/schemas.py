"""An account as the API shows it (the session, the account page, the users list)."""

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from katutubo.models import User
from katutubo.models.user import Role, UserStatus
from katutubo.users.roles import display_role

Language = Literal["en", "fil"]


class UserOut(BaseModel):
    id: int
    email: str
    display_name: str
    role: Role
    role_label: str
    status: UserStatus
    created_at: datetime
    language: "Language" = Field(description="The account's language: the interface and its emails.")
    barangays: list[str] = Field(
        default_factory=list,
        description="An encoder's barangays (whose people it sees); empty otherwise.",
    )


def user_out(user: User) -> UserOut:
    return UserOut(
        id=user.id,
        email=user.email,
        display_name=user.display_name,
        role=user.role,
        role_label=display_role(user.role),
        status=user.status,
        created_at=user.created_at,
        language="fil" if user.language == "fil" else "en",
        barangays=encoder_barangays(user),
    )


def encoder_barangays(user: User) -> list[str]:
    """The barangays an encoder keeps (read only for encoders: other roles see every barangay)."""
    return user.barangays if user.role == Role.encoder else []
