"""Sign-in, sign-up and password reset. Texts are the spec's error catalogue."""

import re
from datetime import UTC, datetime, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from katutubo.auth import limits
from katutubo.auth.passwords import check_new_password, check_strength
from katutubo.core.config import Settings
from katutubo.core.errors import (
    AppError,
    BadRequest,
    Conflict,
    FieldErrors,
    NotFound,
    TooManyRequests,
    Unauthorized,
)
from katutubo.core.mail import send_mail
from katutubo.core.security import hash_password, new_token, token_digest, verify_password
from katutubo.models import AttemptKind, PasswordResetToken, Role, User

INVALID_CREDENTIALS = "Invalid email or password."
TOO_MANY_LOGINS = "Too many failed login attempts. Please try again later."
EMAIL_IN_USE = "Email is already in use."
INVALID_EMAIL = "Invalid email address."
NAME_REQUIRED = "Display name is required."
EMAIL_REQUIRED = "Email is required."
NO_ACCOUNT = "No account found with this email address."
TOO_MANY_REQUESTS = "Too many requests. Please try again later."
RESET_SEND_FAILED = "Failed to send password reset email. Please try again."
RESET_SENT = "Password reset instructions have been sent to your email address."
RESET_LINK_INVALID = "This password reset link is invalid or has expired."
PASSWORD_CHANGED = "Your password has been changed. You can now log in."
RESET_TTL = timedelta(hours=1)

_EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s.]+$")


def normalise_email(email: str) -> str:
    return email.strip().lower()


def check_email(email: str) -> None:
    if not _EMAIL_RE.match(email) or len(email) > 320:
        raise FieldErrors({"email": INVALID_EMAIL})


def find_user(db: Session, email: str) -> User | None:
    return db.scalar(select(User).where(User.email == normalise_email(email)))


def authenticate(db: Session, email: str, password: str) -> User:
    email = normalise_email(email)
    if not email or not password:
        raise FieldErrors({"email" if not email else "password": "Email and password are required."})
    if limits.recent_count(db, AttemptKind.login_failure, email) >= limits.LOGIN_FAILURE_LIMIT:
        raise TooManyRequests(TOO_MANY_LOGINS)
    user = find_user(db, email)
    if not verify_password(password, user.password_hash if user else None) or user is None:
        limits.record(AttemptKind.login_failure, email)
        raise Unauthorized(INVALID_CREDENTIALS)
    limits.clear(db, AttemptKind.login_failure, email)
    return user


SIGNUP_ROLES = (Role.chieftain, Role.ipmr)
ROLE_NOT_OFFERED = "Choose Chieftain or IPMR."


def check_signup_form(display_name: str, password: str, confirm: str, role: Role) -> None:
    """The spec's order: passwords match, length, display name (the captcha comes next)."""
    check_new_password(password, confirm)
    if not display_name.strip():
        raise FieldErrors({"display_name": NAME_REQUIRED})
    if role not in SIGNUP_ROLES:
        raise FieldErrors({"role": ROLE_NOT_OFFERED})


def create_user(db: Session, email: str, display_name: str, password: str, role: Role) -> User:
    email = normalise_email(email)
    check_email(email)
    check_strength(password, email)
    if find_user(db, email) is not None:
        raise Conflict(EMAIL_IN_USE, detail={"fields": {"email": EMAIL_IN_USE}})
    user = User(
        email=email, display_name=display_name.strip(), role=role, password_hash=hash_password(password)
    )
    db.add(user)
    db.flush()
    return user


def check_forgot_form(email: str) -> str:
    email = normalise_email(email)
    if not email:
        raise FieldErrors({"email": EMAIL_REQUIRED})
    return email


def request_reset(db: Session, settings: Settings, email: str) -> None:
    check_email(email)
    if limits.recent_count(db, AttemptKind.reset_request, email) >= limits.RESET_REQUEST_LIMIT:
        raise TooManyRequests(TOO_MANY_REQUESTS)
    limits.record(AttemptKind.reset_request, email)
    user = find_user(db, email)
    if user is None:
        raise NotFound(NO_ACCOUNT, detail={"fields": {"email": NO_ACCOUNT}})
    token = new_token()
    db.add(
        PasswordResetToken(
            token_hash=token_digest(token), user_id=user.id, expires_at=datetime.now(UTC) + RESET_TTL
        )
    )
    db.flush()
    link = f"{settings.public_url.rstrip('/')}/reset-password?token={token}"
    body = (
        f"Hello {user.display_name},\n\n"
        "Someone asked to reset the password of your Katutubo Registry account.\n"
        f"Open this link to set a new password (it expires in 1 hour and works once):\n\n{link}\n\n"
        "If it was not you, ignore this email: your password stays as it is.\n"
    )
    try:
        send_mail(settings, user.email, "Reset your Katutubo Registry password", body)
    except OSError as exc:
        raise AppError(RESET_SEND_FAILED, status_code=502) from exc


def reset_password(db: Session, token: str, password: str, confirm: str) -> User:
    row = db.scalar(select(PasswordResetToken).where(PasswordResetToken.token_hash == token_digest(token)))
    if row is None or row.used_at is not None or row.expires_at <= datetime.now(UTC):
        raise BadRequest(RESET_LINK_INVALID)
    user = db.get_one(User, row.user_id)
    check_new_password(password, confirm)
    check_strength(password, user.email)
    user.password_hash = hash_password(password)
    row.used_at = datetime.now(UTC)
    return user
