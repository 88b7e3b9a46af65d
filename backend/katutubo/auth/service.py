"""Sign-in, sign-up and password reset. Texts are the spec's error catalogue."""

import re
from datetime import timedelta

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.audit.request_info import current_request_info
from katutubo.auth import limits
from katutubo.auth.passwords import check_new_password, check_strength
from katutubo.core.clock import utc_now
from katutubo.core.config import Settings
from katutubo.core.db import keep_even_if_refused
from katutubo.core.errors import (
    AppError,
    BadRequest,
    Conflict,
    FieldErrors,
    Forbidden,
    NotFound,
    Unauthorized,
)
from katutubo.core.mail import send_mail
from katutubo.core.messages import Message
from katutubo.core.security import hash_password, new_token, token_digest, verify_password
from katutubo.models import PasswordResetToken, Role, User, UserStatus
from katutubo.models.base import utcnow
from katutubo.users import emails
from katutubo.users.notifications import active_ipmrs, tell_ipmrs_about_signup

INVALID_CREDENTIALS = Message("auth.invalid_credentials", "Invalid email or password.")
TOO_MANY_LOGINS = Message("auth.too_many_logins", "Too many failed login attempts. Please try again later.")
EMAIL_IN_USE = Message("auth.email_in_use", "Email is already in use.")
INVALID_EMAIL = Message("auth.invalid_email", "Invalid email address.")
NAME_REQUIRED = Message("auth.name_required", "Display name is required.")
DISPLAY_NAME_LENGTH = 200  # the column's
NAME_TOO_LONG = Message(
    "auth.name_too_long", f"Display name must be {DISPLAY_NAME_LENGTH} characters or fewer."
)
CREDENTIALS_REQUIRED = Message("auth.credentials_required", "Email and password are required.")
EMAIL_REQUIRED = Message("auth.email_required", "Email is required.")
NO_ACCOUNT = Message("auth.no_account", "No account found with this email address.")
TOO_MANY_REQUESTS = Message("auth.too_many_requests", "Too many requests. Please try again later.")
RESET_SEND_FAILED = Message(
    "auth.reset_send_failed", "Failed to send password reset email. Please try again."
)
RESET_SENT = Message("auth.reset_sent", "Password reset instructions have been sent to your email address.")
RESET_LINK_INVALID = Message("auth.reset_link_invalid", "This password reset link is invalid or has expired.")
PASSWORD_CHANGED = Message("auth.password_changed", "Your password has been changed. You can now log in.")
ACCOUNT_DISABLED = Message(
    "auth.account_disabled", "This account has been disabled. Contact the IPMR office."
)
RESET_TTL = timedelta(hours=1)

_EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s.]+$")


def normalise_email(email: str) -> str:
    return email.strip().lower()


def check_email(email: str) -> None:
    if not _EMAIL_RE.match(email) or len(email) > 320:
        raise FieldErrors({"email": INVALID_EMAIL})


def find_user(db: Session, email: str) -> User | None:
    return db.scalar(select(User).where(User.email == normalise_email(email)))


def account_target(user: User) -> audit.Target:
    return audit.Target("account", user.id, user.email)


def client_address() -> str:
    """The address the request came from (behind a reverse proxy on this machine: the one it forwards)."""
    return current_request_info().ip or "unknown"


def login_slots(email: str, address: str) -> list[limits.Slot]:
    return [
        limits.Slot(limits.LOGIN_PER_EMAIL_AND_ADDRESS, f"{email}\n{address}"),
        limits.Slot(limits.LOGIN_PER_EMAIL, email),
        limits.Slot(limits.LOGIN_PER_ADDRESS, address),
    ]


def _record_failure(db: Session, email: str, user: User | None, slot: limits.Slot, locked_out: bool) -> None:
    """Audited, and settled in the email-and-address counter, even though the refused request rolls back
    (core.db.keep_even_if_refused)."""
    target = account_target(user) if user else audit.Target("account", None, email)

    def write(session: Session) -> None:
        limits.settle(session, slot)
        audit.record(session, None, "login.failed", target)
        if locked_out:
            audit.record(session, None, "login.locked_out", target)

    keep_even_if_refused(db, write)


def authenticate(db: Session, email: str, password: str) -> User:
    """The account for these credentials: refused when wrong, locked out or disabled; the sign-in is
    recorded (time and audit event). The attempt takes its rate-limit slots before the password is checked,
    so however many arrive at once, no more guesses are checked than the limits allow."""
    email = normalise_email(email)
    if not email or not password:
        raise FieldErrors({"email" if not email else "password": CREDENTIALS_REQUIRED})
    slots = login_slots(email, client_address())
    counts = limits.take(slots, TOO_MANY_LOGINS)
    user = find_user(db, email)
    if not verify_password(password, user.password_hash if user else None) or user is None:
        _record_failure(db, email, user, slots[0], limits.is_full(counts))
        raise Unauthorized(INVALID_CREDENTIALS)
    if user.status == UserStatus.disabled:
        raise Forbidden(ACCOUNT_DISABLED)
    limits.forgive(db, slots[0], counts[slots[0]])  # the failures before it, never those in flight
    limits.give_back(db, slots[1:])
    user.last_login_at = utcnow()
    audit.record(db, user, "login.succeeded", account_target(user))
    return user


SIGNUP_ROLES = (Role.chieftain, Role.ipmr)
ROLE_NOT_OFFERED = Message("auth.role_not_offered", "Choose Chieftain or IPMR.")


def check_signup_form(display_name: str, password: str, confirm: str, role: Role) -> None:
    """The spec's order: passwords match, length, display name (the captcha comes next)."""
    check_new_password(password, confirm)
    if not display_name.strip():
        raise FieldErrors({"display_name": NAME_REQUIRED})
    if role not in SIGNUP_ROLES:
        raise FieldErrors({"role": ROLE_NOT_OFFERED})


def create_user(
    db: Session,
    email: str,
    display_name: str,
    password: str,
    role: Role,
    status: UserStatus = UserStatus.active,
) -> User:
    email = normalise_email(email)
    check_email(email)
    if len(display_name.strip()) > DISPLAY_NAME_LENGTH:
        raise FieldErrors({"display_name": NAME_TOO_LONG})
    check_strength(password, email)
    if find_user(db, email) is not None:
        raise Conflict(EMAIL_IN_USE, detail={"fields": {"email": EMAIL_IN_USE}})
    user = User(
        email=email,
        display_name=display_name.strip(),
        role=role,
        status=status,
        password_hash=hash_password(password),
    )
    db.add(user)
    db.flush()
    return user


def signup_status(db: Session, settings: Settings, role: Role) -> UserStatus:
    """Pending until an IPMR approves, unless approval is switched off, or this is the first IPMR of a
    registry that has no active IPMR yet (so a new installation is usable from the browser)."""
    if not settings.signup_approval:
        return UserStatus.active
    if role == Role.ipmr and not active_ipmrs(db):
        return UserStatus.active
    return UserStatus.pending


def sign_up(
    db: Session,
    settings: Settings,
    email: str,
    display_name: str,
    password: str,
    role: Role,
    language: str = "en",
) -> User:
    """A few signups an hour from one address (found or refused alike), besides the captcha. `language`: the
    device's language at signup, the account's until changed."""
    limits.take([limits.Slot(limits.SIGNUP_PER_ADDRESS, client_address())], TOO_MANY_REQUESTS)
    user = create_user(db, email, display_name, password, role, signup_status(db, settings, role))
    user.language = language
    user.last_login_at = utcnow()  # signed in by the signup itself: Users shows it, not "Never"
    audit.record(db, user, "account.signed_up", account_target(user), {"role": [None, user.role]})
    if user.status == UserStatus.pending:
        tell_ipmrs_about_signup(db, settings, user)
    return user


def log_out(db: Session, user: User | None) -> None:
    if user is not None:
        audit.record(db, user, "logout", account_target(user))


def check_forgot_form(email: str) -> str:
    email = normalise_email(email)
    if not email:
        raise FieldErrors({"email": EMAIL_REQUIRED})
    return email


def request_reset(db: Session, settings: Settings, email: str) -> None:
    """Every request counts, whether the email is found or not: a few reset emails to one address, and a few
    requests an hour from one client address (so "No account found" cannot test thousands of addresses)."""
    check_email(email)
    limits.take(
        [
            limits.Slot(limits.RESET_PER_EMAIL, email),
            limits.Slot(limits.RESET_PER_ADDRESS, client_address()),
        ],
        TOO_MANY_REQUESTS,
    )
    user = find_user(db, email)
    if user is None:
        raise NotFound(NO_ACCOUNT, detail={"fields": {"email": NO_ACCOUNT}})
    send_reset_link(db, settings, user, actor=None)


def send_reset_link(db: Session, settings: Settings, user: User, actor: User | None) -> None:
    """A single-use, one-hour link by email (asked for by the person, or by an IPMR for them): the newest
    link only; every older one of the account ends."""
    token = new_token()
    end_reset_links(db, user)
    db.add(
        PasswordResetToken(token_hash=token_digest(token), user_id=user.id, expires_at=utc_now() + RESET_TTL)
    )
    db.flush()
    audit.record(db, actor, "password.reset_requested", account_target(user))
    link = f"{settings.public_url.rstrip('/')}/reset-password?token={token}"
    email = emails.reset_link(user, link)
    try:
        send_mail(settings, user.email, email.subject, email.body)
    except OSError as exc:
        raise AppError(RESET_SEND_FAILED, status_code=502) from exc


def end_reset_links(db: Session, user: User) -> None:
    """Every reset link of the account not used yet stops working (a newer link, a new password)."""
    db.execute(
        update(PasswordResetToken)
        .where(PasswordResetToken.user_id == user.id, PasswordResetToken.used_at.is_(None))
        .values(used_at=utc_now())
        .execution_options(synchronize_session="fetch")
    )


def set_password_hash(db: Session, user: User, password: str) -> None:
    """THE change of an account's password (a reset, a change, a command): stored hashed, and every reset
    link sent before ends, so an older link never sets it again."""
    user.password_hash = hash_password(password)
    end_reset_links(db, user)


def reset_password(db: Session, token: str, password: str, confirm: str) -> User:
    row = db.scalar(select(PasswordResetToken).where(PasswordResetToken.token_hash == token_digest(token)))
    if row is None or row.used_at is not None or row.expires_at <= utc_now():
        raise BadRequest(RESET_LINK_INVALID)
    user = db.get_one(User, row.user_id)
    check_new_password(password, confirm)
    check_strength(password, user.email)
    set_password_hash(db, user, password)  # this link among the ended
    audit.record(db, user, "password.reset_completed", account_target(user))
    return user
