"""Approving, rejecting, changing roles, disabling and enabling accounts; each change is audited.

The registry must keep at least one active IPMR. The rule is checked after the change, with the remaining
IPMR rows locked (SQLite: the write lock the change already holds), so two IPMRs disabling each other at the
same moment cannot both succeed."""

from dataclasses import dataclass

from sqlalchemy import ColumnElement, case, func, or_, select
from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.auth import sessions
from katutubo.auth.service import account_target, send_reset_link
from katutubo.core.config import Settings
from katutubo.core.errors import Conflict, FieldErrors
from katutubo.core.messages import Message
from katutubo.models import Role, User, UserBarangay, UserStatus
from katutubo.people.form import barangay_unknown
from katutubo.reference.data import canonical_barangay
from katutubo.users.notifications import tell_user_approved

KEEP_ONE_IPMR = Message("admin_users.keep_one_ipmr", "The registry must keep at least one active IPMR.")
NOT_PENDING = Message("admin_users.not_pending", "This account is not waiting for approval.")
NOT_DISABLED = Message("admin_users.not_disabled", "This account is not disabled.")
RESET_SENT = Message("admin_users.reset_sent", "A password reset email has been sent to {email}.")


@dataclass(frozen=True)
class UserFilter:
    status: UserStatus | None = None
    role: Role | None = None
    q: str = ""


def _conditions(f: UserFilter) -> list[ColumnElement[bool]]:
    where: list[ColumnElement[bool]] = []
    if f.status:
        where.append(User.status == f.status)
    if f.role:
        where.append(User.role == f.role)
    for word in f.q.lower().split():
        where.append(
            or_(
                func.lower(User.display_name).contains(word, autoescape=True),
                User.email.contains(word, autoescape=True),
            )
        )
    return where


def list_users(db: Session, f: UserFilter, page: int, page_size: int) -> tuple[list[User], int]:
    """Pending accounts first, then the newest."""
    where = _conditions(f)
    total = db.scalar(select(func.count()).select_from(User).where(*where)) or 0
    pending_first = case((User.status == UserStatus.pending, 0), else_=1)
    users = db.scalars(
        select(User)
        .where(*where)
        .order_by(pending_first, User.created_at.desc(), User.id.desc())
        .limit(page_size)
        .offset((page - 1) * page_size)
    ).all()
    return list(users), total


def _check_an_active_ipmr_remains(db: Session) -> None:
    db.flush()
    remaining = db.scalars(
        select(User.id).where(User.role == Role.ipmr, User.status == UserStatus.active).with_for_update()
    ).all()
    if not remaining:
        raise Conflict(KEEP_ONE_IPMR)


def encoder_barangays(role: Role, names: list[str]) -> list[str]:
    """The barangays an encoder is given, in their listed spelling, each once; none for other roles."""
    if role != Role.encoder:
        return []
    known = [canonical_barangay(name) for name in names]
    if any(name is None for name in known):
        raise FieldErrors({"barangays": barangay_unknown()})
    return sorted({name for name in known if name is not None})


def _give_barangays(user: User, names: list[str]) -> dict[str, list[object]]:
    """Sets the account's barangays; the audit's change, or nothing when they stay the same."""
    before = user.barangays
    if before == names:
        return {}
    user.barangay_rows = [UserBarangay(barangay=name) for name in names]
    return {"barangays": [before, names]}


def approve(
    db: Session, settings: Settings, actor: User, user: User, role: Role, barangays: list[str] | None = None
) -> User:
    if user.status != UserStatus.pending:
        raise Conflict(NOT_PENDING)
    given = encoder_barangays(role, barangays or [])
    changes = audit.diff(
        {"status": user.status, "role": user.role}, {"status": UserStatus.active, "role": role}
    )
    user.status, user.role = UserStatus.active, role
    changes |= _give_barangays(user, given)
    audit.record(db, actor, "account.approved", account_target(user), changes)
    db.flush()
    tell_user_approved(settings, user)
    return user


def reject(db: Session, actor: User, user: User) -> None:
    """A pending account is deleted (with its sessions)."""
    if user.status != UserStatus.pending:
        raise Conflict(NOT_PENDING)
    audit.record(db, actor, "account.rejected", account_target(user), {"role": [user.role, None]})
    db.delete(user)
    db.flush()


def change_role(db: Session, actor: User, user: User, role: Role, barangays: list[str] | None = None) -> User:
    """The account's role, and an encoder's barangays (changing only them is a change too)."""
    given = encoder_barangays(role, barangays or [])
    changes: dict[str, list[object]] = {"role": [user.role, role]} if role != user.role else {}
    changes |= _give_barangays(user, given)
    if not changes:
        return user
    user.role = role
    _check_an_active_ipmr_remains(db)
    audit.record(db, actor, "account.role_changed", account_target(user), changes)
    return user


def disable(db: Session, actor: User, user: User) -> User:
    """The account can no longer sign in, and every open session of it ends now."""
    if user.status == UserStatus.disabled:
        return user
    changes = {"status": [user.status, UserStatus.disabled]}
    user.status = UserStatus.disabled
    _check_an_active_ipmr_remains(db)
    sessions.end_all_for(db, user.id)
    audit.record(db, actor, "account.disabled", account_target(user), changes)
    return user


def enable(db: Session, actor: User, user: User) -> User:
    if user.status != UserStatus.disabled:
        raise Conflict(NOT_DISABLED)
    user.status = UserStatus.active
    audit.record(db, actor, "account.enabled", account_target(user), {"status": ["disabled", "active"]})
    db.flush()
    return user


def send_password_reset(db: Session, settings: Settings, actor: User, user: User) -> Message:
    send_reset_link(db, settings, user, actor=actor)
    return RESET_SENT.format(email=user.email)
