"""Emails about accounts: a new account waits for approval (to every active IPMR), and it was approved.

A failed email never undoes the account change: it is logged, and the IPMR sees the account in
/admin/users anyway."""

import logging

from sqlalchemy import select
from sqlalchemy.orm import Session

from katutubo.core.config import Settings
from katutubo.core.mail import send_mail
from katutubo.models import Role, User, UserStatus
from katutubo.users.roles import display_role

log = logging.getLogger(__name__)


def _send(settings: Settings, to: str, subject: str, body: str) -> None:
    try:
        send_mail(settings, to, subject, body)
    except OSError:
        log.warning("Could not send the email '%s'", subject, exc_info=True)


def _link(settings: Settings, path: str) -> str:
    return f"{settings.public_url.rstrip('/')}{path}"


def active_ipmrs(db: Session) -> list[User]:
    stmt = select(User).where(User.role == Role.ipmr, User.status == UserStatus.active).order_by(User.id)
    return list(db.scalars(stmt))


def tell_ipmrs_about_signup(db: Session, settings: Settings, user: User) -> None:
    body = (
        f"{user.display_name} <{user.email}> signed up for the Katutubo Registry as "
        f"{display_role(user.role)} and is waiting for approval.\n\n"
        f"Approve or reject the account here:\n\n{_link(settings, '/admin/users')}\n"
    )
    for ipmr in active_ipmrs(db):
        _send(settings, ipmr.email, "A new Katutubo Registry account is waiting for approval", body)


def tell_user_approved(settings: Settings, user: User) -> None:
    body = (
        f"Hello {user.display_name},\n\n"
        f"Your Katutubo Registry account was approved as {display_role(user.role)}. You can log in now:\n\n"
        f"{_link(settings, '/login')}\n"
    )
    _send(settings, user.email, "Your Katutubo Registry account was approved", body)
