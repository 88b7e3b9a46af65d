"""Server-side sessions behind an httpOnly, SameSite=Lax cookie; 30 days, sliding."""

from datetime import UTC, datetime, timedelta

from fastapi import Response
from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from katutubo.core.config import Settings
from katutubo.core.security import new_token, token_digest
from katutubo.models import User, UserSession

SESSION_COOKIE = "katutubo_session"
# A session is pushed forward at most once a day, so most requests write nothing.
SLIDE_AFTER = timedelta(days=1)


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
            expires_at=datetime.now(UTC) + _lifetime(settings),
        )
    )
    set_cookie(response, token, settings)


def resolve(db: Session, token: str | None, response: Response, settings: Settings) -> User | None:
    """The signed-in user for this cookie, sliding the expiry forward; None if absent or expired."""
    if not token:
        return None
    row = db.execute(
        select(UserSession, User)
        .join(User, User.id == UserSession.user_id)
        .where(UserSession.token_hash == token_digest(token))
    ).first()
    if row is None:
        return None
    session, user = row
    now = datetime.now(UTC)
    if session.expires_at <= now:
        db.delete(session)
        return None
    new_expiry = now + _lifetime(settings)
    if new_expiry - session.expires_at >= SLIDE_AFTER:
        session.expires_at = new_expiry
        set_cookie(response, token, settings)
    return user


def end(db: Session, token: str | None, response: Response) -> None:
    if token:
        db.execute(delete(UserSession).where(UserSession.token_hash == token_digest(token)))
    response.delete_cookie(SESSION_COOKIE, path="/")


def end_all_for(db: Session, user_id: int) -> None:
    db.execute(delete(UserSession).where(UserSession.user_id == user_id))
