"""/api/admin/users (IPMR): the accounts table and what an IPMR may do to an account."""

from typing import Annotated

from fastapi import APIRouter, Query, Response

from katutubo.admin_users import service
from katutubo.admin_users.dependencies import OtherUserById, UserById
from katutubo.admin_users.schemas import AdminUserOut, AdminUserPage, RoleIn, admin_user_out
from katutubo.auth.dependencies import IPMR, SettingsDep
from katutubo.core.bounds import PageNumber
from katutubo.core.db import DB
from katutubo.core.messages import MessageOut
from katutubo.models import Role, UserStatus

router = APIRouter(prefix="/api/admin/users", tags=["admin"])

MAX_PAGE_SIZE = 100


@router.get("", response_model=AdminUserPage)
def list_users(
    db: DB,
    _user: IPMR,
    status: UserStatus | None = None,
    role: Role | None = None,
    q: Annotated[str, Query(max_length=100)] = "",
    page: PageNumber = 1,
    page_size: Annotated[int, Query(ge=1, le=MAX_PAGE_SIZE)] = 50,
) -> AdminUserPage:
    """Accounts, pending first and then the newest; filtered by status and role, searched by name or email."""
    users, total = service.list_users(db, service.UserFilter(status, role, q), page, page_size)
    return AdminUserPage(
        items=[admin_user_out(u) for u in users], total=total, page=page, page_size=page_size
    )


@router.post("/{user_id:int}/approve", response_model=AdminUserOut)
def approve(db: DB, settings: SettingsDep, actor: IPMR, user: OtherUserById, body: RoleIn) -> AdminUserOut:
    """The pending account becomes active with the given role; the person is told by email."""
    return admin_user_out(service.approve(db, settings, actor, user, body.role, body.barangays))


@router.post("/{user_id:int}/reject", status_code=204)
def reject(db: DB, actor: IPMR, user: OtherUserById) -> Response:
    """The pending account is deleted."""
    service.reject(db, actor, user)
    return Response(status_code=204)


@router.post("/{user_id:int}/role", response_model=AdminUserOut)
def change_role(db: DB, actor: IPMR, user: OtherUserById, body: RoleIn) -> AdminUserOut:
    return admin_user_out(service.change_role(db, actor, user, body.role, body.barangays))


@router.post("/{user_id:int}/disable", response_model=AdminUserOut)
def disable(db: DB, actor: IPMR, user: OtherUserById) -> AdminUserOut:
    """The account cannot sign in any more; its open sessions end at once."""
    return admin_user_out(service.disable(db, actor, user))


@router.post("/{user_id:int}/enable", response_model=AdminUserOut)
def enable(db: DB, actor: IPMR, user: OtherUserById) -> AdminUserOut:
    return admin_user_out(service.enable(db, actor, user))


@router.post("/{user_id:int}/password-reset", response_model=MessageOut)
def password_reset(db: DB, settings: SettingsDep, actor: IPMR, user: UserById) -> MessageOut:
    """Emails the account a single-use reset link (allowed for your own account too)."""
    return MessageOut.of(service.send_password_reset(db, settings, actor, user))
