"""Server-side sessions behind an httpOnly, SameSite=Lax cookie; 30 days, sliding; ended after
KATUTUBO_IDLE_MINUTES without a request that counts as activity, and at once when the account is disabled."""

from datetime import datetime, timedelta

from fastapi import Response
from sqlalchemy import delete, select
from sqlalchemy.orm import Session, joinedload

from katutubo.core.clock import utc_now
from katutubo.core.config import Settings
from katutubo.core.security import new_token, token_digest
from katutubo.models import User, UserSession, UserStatus

SESSION_COOKIE = "katutubo_session"
# A session is pushed forward at most once a day, so most requests write nothing.
SLIDE_AFTER = timedelta(days=1)
# Activity is written at most this often, so a burst of requests writes once; the idle limit is then kept to
# within these seconds (far less than the app's one-minute warning).
ACTIVITY_EVERY = timedelta(seconds=15)


def is_live(session: UserSession, settings: Settings, at: datetime) -> bool:
    idle_limit = timedelta(minutes=settings.idle_minutes)
    return session.expires_at > at and session.last_seen_at + idle_limit > at


def _lifetime(settings: Settings) -> timedelta:
    return timedelta(days=settings.session_days)


def set_cookie(response: Response, token: str, settings: Settings) -> None:
    response.set_cookie(
        SESSION_COOKIE,
        token,
        max_age=int(_lifetime(settings).total_seconds()),
        httponly=True,
        samesite="lax",
        secure=settings.secure_cookies,
        path="/",
    )


def start(db: Session, user: User, response: Response, settings: Settings) -> None:
    token = new_token()
    db.add(
        UserSession(
            token_hash=token_digest(token),
            user_id=user.id,
            expires_at=utc_now() + _lifetime(settings),
            last_seen_at=utc_now(),
        )
    )
    set_cookie(response, token, settings)


def resolve(
    db: Session, token: str | None, response: Response, settings: Settings, activity: bool = True
) -> User | None:
    """The signed-in user for this cookie, sliding the expiry forward; None if absent, expired, idle too long
    or disabled. `activity=False` (the live dashboard stream) looks without counting as activity."""
    if not token:
        return None
    # An encoder's barangays (the people scope of nearly every call) come in the same query.
    row = (
        db.execute(
            select(UserSession, User)
            .join(User, User.id == UserSession.user_id)
            .where(UserSession.token_hash == token_digest(token))
            .options(joinedload(User.barangay_rows))
        )
        .unique()
        .first()
    )
    if row is None:
        return None
    session, user = row
    at = utc_now()
    if not is_live(session, settings, at) or user.status == UserStatus.disabled:
        db.delete(session)
        return None
    if not activity:
        return user
    if at - session.last_seen_at >= ACTIVITY_EVERY:
        session.last_seen_at = at
    new_expiry = at + _lifetime(settings)
    if new_expiry - session.expires_at >= SLIDE_AFTER:
        session.expires_at = new_expiry
        set_cookie(response, token, settings)
    return user


def end(db: Session, token: str | None, response: Response) -> None:
    if token:
        db.execute(delete(UserSession).where(UserSession.token_hash == token_digest(token)))
    response.delete_cookie(SESSION_COOKIE, path="/")


def end_all_for(db: Session, user_id: int, keep_token: str | None = None) -> None:
    """Every session of the account ends (but the one of `keep_token`, when given)."""
    stmt = delete(UserSession).where(UserSession.user_id == user_id)
    if keep_token:
        stmt = stmt.where(UserSession.token_hash != token_digest(keep_token))
    db.execute(stmt)
