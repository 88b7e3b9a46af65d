"""Rate limits counted in the database (they hold across server processes)."""

from datetime import UTC, datetime, timedelta

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from katutubo.core.db import independent_transaction
from katutubo.models import AttemptKind, AuthAttempt

LOGIN_FAILURE_LIMIT = 5
RESET_REQUEST_LIMIT = 3
WINDOW = timedelta(minutes=15)


def now() -> datetime:
    """The rate limits' clock: when an attempt happened and what counts as recent (tests replace it)."""
    return datetime.now(UTC)


def recent_count(db: Session, kind: AttemptKind, email: str) -> int:
    since = now() - WINDOW
    stmt = select(func.count()).where(
        AuthAttempt.kind == kind, AuthAttempt.email == email, AuthAttempt.created_at >= since
    )
    return db.scalar(stmt) or 0


def add(db: Session, kind: AttemptKind, email: str) -> None:
    """Call inside a transaction of its own (see record), so the count survives the failed request."""
    at = now()
    db.execute(delete(AuthAttempt).where(AuthAttempt.created_at < at - WINDOW))
    db.add(AuthAttempt(kind=kind, email=email, created_at=at))


def record(kind: AttemptKind, email: str) -> None:
    """Committed on its own, so the count survives the failed request's rollback."""
    with independent_transaction() as db:
        add(db, kind, email)


def clear(db: Session, kind: AttemptKind, email: str) -> None:
    db.execute(delete(AuthAttempt).where(AuthAttempt.kind == kind, AuthAttempt.email == email))
