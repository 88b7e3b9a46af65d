"""Engine and sessions. The request session commits in ONE place: get_db."""

import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Annotated, Any

from fastapi import Depends
from sqlalchemy import Engine, create_engine, event
from sqlalchemy.orm import Session, sessionmaker

from katutubo.core.config import get_settings
from katutubo.core.private_files import private_sqlite_file

log = logging.getLogger(__name__)
_KEPT = "katutubo.kept_writes"


def make_engine(url: str, **pool: Any) -> Engine:
    """`pool`: options of the connection pool, for tests (e.g. pool_size=1)."""
    if url.startswith("sqlite"):
        private_sqlite_file(url)
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30}, **pool)

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.execute("PRAGMA synchronous=NORMAL")
            # Deleted rows are overwritten, not left in free pages: a purged person's audit key (and row)
            # must not be readable in the file afterwards (katutubo.audit.erasure).
            cur.execute("PRAGMA secure_delete=ON")
            cur.close()

        return engine
    return create_engine(url, **({"pool_pre_ping": True, "pool_size": 10, "max_overflow": 20} | pool))


@lru_cache
def get_engine() -> Engine:
    return make_engine(get_settings().resolved_database_url)


@lru_cache
def get_sessionmaker() -> sessionmaker[Session]:
    return sessionmaker(bind=get_engine(), expire_on_commit=False)


def keep_even_if_refused(db: Session, write: Callable[[Session], None]) -> None:
    """`write` is committed whatever the request's outcome: with the request's own work, or, when that is
    rolled back, right after in a transaction of its own on the same session (whose connection went back to
    the pool with the rollback): a request never holds two pooled connections at once."""
    db.info.setdefault(_KEPT, []).append(write)


def _write_kept(session: Session) -> None:
    for write in session.info.pop(_KEPT, []):
        write(session)


def _write_kept_after_rollback(session: Session) -> None:
    try:
        _write_kept(session)
        session.commit()
    except Exception:
        session.rollback()
        log.exception("Could not write what a refused request had to keep")


@contextmanager
def transaction() -> Iterator[Session]:
    """A session whose work is committed when the block ends, or rolled back on any error."""
    session = get_sessionmaker()()
    try:
        yield session
        _write_kept(session)
        session.commit()
    except BaseException:
        session.rollback()
        _write_kept_after_rollback(session)
        raise
    finally:
        session.close()


def get_db() -> Iterator[Session]:
    """One transaction per request: commit on success, roll back on any error (before the response is sent,
    see DB's scope)."""
    with transaction() as session:
        yield session


# A separate, immediately committed transaction for facts that must be settled before a request goes on (a
# spent captcha, a rate limit's slot). Used before the request's own session touches the database.
independent_transaction = transaction


DB = Annotated[Session, Depends(get_db, scope="function")]
