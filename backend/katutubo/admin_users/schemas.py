from datetime import datetime

from pydantic import BaseModel, Field

from katutubo.models import Role, User, UserStatus
from katutubo.users.roles import display_role
from katutubo.users.schemas import encoder_barangays


class AdminUserOut(BaseModel):
    id: int
    email: str
    display_name: str
    role: Role
    role_label: str
    status: UserStatus
    created_at: datetime
    last_login_at: datetime | None
    barangays: list[str]


class AdminUserPage(BaseModel):
    items: list[AdminUserOut]
    total: int
    page: int
    page_size: int


class RoleIn(BaseModel):
    role: Role
    barangays: list[str] = Field(
        default_factory=list, max_length=100, description="An encoder's barangays; ignored for other roles."
    )


def admin_user_out(user: User) -> AdminUserOut:
    return AdminUserOut(
        id=user.id,
        email=user.email,
        display_name=user.display_name,
        role=user.role,
        role_label=display_role(user.role),
        status=user.status,
        created_at=user.created_at,
        last_login_at=user.last_login_at,
        barangays=encoder_barangays(user),
    )
