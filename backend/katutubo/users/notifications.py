"""Emails about accounts: a new account waits for approval (to every active IPMR), and it was approved.

A failed email never undoes the account change: it is logged, and the IPMR sees the account in
/admin/users anyway."""

import logging

from sqlalchemy import select
from sqlalchemy.orm import Session

from katutubo.core.config import Settings
from katutubo.core.mail import send_mail
from katutubo.models import Role, User, UserStatus
from katutubo.users import emails

log = logging.getLogger(__name__)


def _send(settings: Settings, to: str, email: emails.Email) -> None:
    try:
        send_mail(settings, to, email.subject, email.body)
    except OSError:
        log.warning("Could not send the email '%s'", email.subject, exc_info=True)


def _link(settings: Settings, path: str) -> str:
    return f"{settings.public_url.rstrip('/')}{path}"


def active_ipmrs(db: Session) -> list[User]:
    stmt = select(User).where(User.role == Role.ipmr, User.status == UserStatus.active).order_by(User.id)
    return list(db.scalars(stmt))


def tell_ipmrs_about_signup(db: Session, settings: Settings, user: User) -> None:
    for ipmr in active_ipmrs(db):
        _send(settings, ipmr.email, emails.signup_waiting(ipmr, user, _link(settings, "/admin/users")))


def tell_user_approved(settings: Settings, user: User) -> None:
    _send(settings, user.email, emails.approved(user, _link(settings, "/login")))
