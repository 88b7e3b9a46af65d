"""Rate limits counted in the database (they hold across server processes)."""

from datetime import UTC, datetime, timedelta

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from katutubo.core.db import independent_transaction
from katutubo.models import AttemptKind, AuthAttempt

LOGIN_FAILURE_LIMIT = 5
RESET_REQUEST_LIMIT = 3
WINDOW = timedelta(minutes=15)


def recent_count(db: Session, kind: AttemptKind, email: str) -> int:
    since = datetime.now(UTC) - WINDOW
    stmt = select(func.count()).where(
        AuthAttempt.kind == kind, AuthAttempt.email == email, AuthAttempt.created_at >= since
    )
    return db.scalar(stmt) or 0


def add(db: Session, kind: AttemptKind, email: str) -> None:
    """Call inside a transaction of its own (see record), so the count survives the failed request."""
    db.execute(delete(AuthAttempt).where(AuthAttempt.created_at < datetime.now(UTC) - WINDOW))
    db.add(AuthAttempt(kind=kind, email=email))


def record(kind: AttemptKind, email: str) -> None:
    """Committed on its own, so the count survives the failed request's rollback."""
    with independent_transaction() as db:
        add(db, kind, email)


def clear(db: Session, kind: AttemptKind, email: str) -> None:
    db.execute(delete(AuthAttempt).where(AuthAttempt.kind == kind, AuthAttempt.email == email))
