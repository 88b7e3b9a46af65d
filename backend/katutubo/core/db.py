"""Engine and sessions. The request session commits in ONE place: get_db."""

import logging
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Annotated, Any

from anyio import Semaphore, to_thread
from anyio.lowlevel import RunVar
from fastapi import Depends
from fastapi.concurrency import contextmanager_in_threadpool
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


def truncate_log_after_commit(db: Session) -> None:
    """Once the transaction commits, SQLite's write-ahead log is copied into the database and emptied
    (`wal_checkpoint(TRUNCATE)`): the old pages of erased data (a purged person) leave the `-wal` file at once
    instead of whenever they are overwritten. PostgreSQL: nothing (no log file in the data folder)."""
    engine = db.get_bind()
    if engine.dialect.name != "sqlite":
        return

    def _truncate(_session: Session) -> None:
        with engine.connect() as conn:  # type: ignore[union-attr]
            conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")

    event.listen(db, "after_commit", _truncate, once=True)


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


# Requests inside the database at once, per server process; the others wait for a place without holding a
# thread. Why: a request's answer is checked against its response model on one of the threads (FastAPI does
# that for every plain `def` endpoint) *before* its transaction commits, so it still holds its locks — the
# audit trail's head, taken by every audited act, even viewing a profile. When every thread was taken by
# requests waiting on that very lock, the answer never got a thread and the lock was never released: at 250
# people working at once on a million records the whole server stopped (docs/performance.md, "Load"). With
# fewer requests inside than threads, a request that has done its work always finds a thread to finish on.
REQUEST_SESSIONS = 24
SPARE_THREADS = 16  # threads for the answers of finished requests and for work outside the database
_request_sessions: RunVar[Semaphore] = RunVar("katutubo_request_sessions")


def _places() -> Semaphore:
    """This event loop's places (each test's server has its own loop), and threads enough beside them."""
    try:
        return _request_sessions.get()
    except LookupError:
        places = Semaphore(REQUEST_SESSIONS)
        _request_sessions.set(places)
        threads = to_thread.current_default_thread_limiter()
        threads.total_tokens = max(threads.total_tokens, REQUEST_SESSIONS + SPARE_THREADS)
        return places


async def get_db() -> AsyncIterator[Session]:
    """One transaction per request: commit on success, roll back on any error (before the response is sent,
    see DB's scope); entered once a place is free (REQUEST_SESSIONS); its commit waits for no thread."""
    async with _places(), contextmanager_in_threadpool(transaction()) as session:
        yield session


# A separate, immediately committed transaction for facts that must be settled before a request goes on (a
# spent captcha, a rate limit's slot). Used before the request's own session touches the database.
independent_transaction = transaction


DB = Annotated[Session, Depends(get_db, scope="function")]
