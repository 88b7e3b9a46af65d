"""Every test runs on SQLite and on PostgreSQL (a throwaway database per run)."""

import os
import shutil
import socket
import threading
import time
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg
import pytest
import uvicorn
from fastapi.testclient import TestClient
from sqlalchemy import delete, insert
from sqlalchemy.orm import Session

from katutubo import system_clock
from katutubo.audit.chain import GENESIS, HEAD_ID
from katutubo.audit.checkpoint import FOLDER as CHECKPOINTS_FOLDER
from katutubo.core import certificate_key, config, db
from katutubo.core.migrate import upgrade
from katutubo.main import create_app
from katutubo.models import AuditChainHead, Base, PeopleTally
from tests.factories import UserFactory, prime_csrf

PG_ADMIN_URL = os.environ.get("KATUTUBO_TEST_PG", "postgresql://postgres@127.0.0.1:5432/postgres")
# Both by default; `make test` runs each in a process of its own, side by side (scripts/test_backend.py).
DATABASES = os.environ.get("KATUTUBO_TEST_DATABASES", "sqlite,postgresql").split(",")


def new_pg_database() -> str:
    """The URL of a new, empty PostgreSQL database (drop it with drop_pg_database)."""
    name = f"katutubo_test_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    return PG_ADMIN_URL.rsplit("/", 1)[0].replace("postgresql://", "postgresql+psycopg://") + f"/{name}"


def drop_pg_database(url: str) -> None:
    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{url.rsplit("/", 1)[1]}" WITH (FORCE)')


def _clear_caches() -> None:
    config.get_settings.cache_clear()
    db.get_sessionmaker.cache_clear()
    db.get_engine.cache_clear()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests that need no database run once: with SQLite, or alone when SQLite is not among the databases."""
    if "sqlite" in DATABASES:
        return

    def on_a_database(item: pytest.Item) -> bool:
        callspec = getattr(item, "callspec", None)
        return callspec is not None and "database_url" in callspec.params

    kept = [item for item in items if on_a_database(item)]
    if len(kept) < len(items):
        config.hook.pytest_deselected(items=[item for item in items if not on_a_database(item)])
        items[:] = kept


@pytest.fixture(scope="session", params=DATABASES)
def database_url(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    data_dir = tmp_path_factory.mktemp(f"data-{request.param}")
    os.environ["KATUTUBO_DATA_DIR"] = str(data_dir)
    os.environ["KATUTUBO_CAPTCHA_COST"] = "20"
    os.environ["KATUTUBO_FRONTEND_DIST"] = str(data_dir / "no-frontend")
    if request.param == "sqlite":
        url = f"sqlite:///{data_dir / 'test.sqlite3'}"
        os.environ["KATUTUBO_DATABASE_URL"] = url
        _clear_caches()
        upgrade(url)
        yield url
    else:
        url = new_pg_database()
        os.environ["KATUTUBO_DATABASE_URL"] = url
        _clear_caches()
        upgrade(url)
        yield url
        db.get_engine().dispose()
        drop_pg_database(url)
    _clear_caches()


class OfficeClock:
    """The registry's one clock (katutubo.system_clock) as a test sets it: every "now" and "today" reads it
    (the office's day, the rows' timestamps, sessions, rate limits; tests/core/test_clock.py keeps it so)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self._monkeypatch = monkeypatch

    def set(self, moment: datetime) -> None:
        """From now on the registry's clock stands still at `moment` (an aware datetime)."""
        fixed = moment.astimezone(UTC)
        self._monkeypatch.setattr(system_clock, "system_now", lambda: fixed)

    def advance(self, delta: timedelta) -> None:
        """The clock stands still `delta` after what it reads now (the real time, when it was not set)."""
        self.set(system_clock.system_now() + delta)


@pytest.fixture
def office_clock(monkeypatch: pytest.MonkeyPatch) -> OfficeClock:
    return OfficeClock(monkeypatch)


@pytest.fixture
def settings(database_url: str) -> config.Settings:
    return config.get_settings()


@pytest.fixture
def trash_days(settings: config.Settings, monkeypatch: pytest.MonkeyPatch) -> int:
    """KATUTUBO_TRASH_DAYS=30: the automatic purge on (unset by default: no automatic purge)."""
    monkeypatch.setattr(settings, "trash_days", 30)
    return 30


@pytest.fixture
def data_dir(settings: config.Settings) -> Path:
    return settings.data_dir


@pytest.fixture(autouse=True)
def _empty_tables(request: pytest.FixtureRequest) -> Iterator[None]:
    yield
    if "database_url" not in request.fixturenames:
        return
    with db.get_sessionmaker().begin() as session:
        for table in reversed(Base.metadata.sorted_tables):
            session.execute(delete(table))
        session.execute(delete(PeopleTally))  # what deleting the people added to it (katutubo.people.tally)
        session.execute(insert(AuditChainHead).values(id=HEAD_ID, last_id=0, last_hash=GENESIS))
    # The audit checkpoints kept beside the table (katutubo.audit.checkpoints) go with it.
    shutil.rmtree(config.get_settings().data_dir / CHECKPOINTS_FOLDER, ignore_errors=True)


@pytest.fixture
def app(database_url: str):  # type: ignore[no-untyped-def]
    return create_app()


@pytest.fixture(autouse=True)
def _public_url_as_it_was() -> Iterator[None]:
    """`katutubo serve` writes the address it listens on into KATUTUBO_PUBLIC_URL for its workers: a test that
    calls it leaves the next test the address it found."""
    before = os.environ.get("KATUTUBO_PUBLIC_URL")
    yield
    if os.environ.get("KATUTUBO_PUBLIC_URL") != before:
        if before is None:
            os.environ.pop("KATUTUBO_PUBLIC_URL", None)
        else:
            os.environ["KATUTUBO_PUBLIC_URL"] = before
        config.get_settings.cache_clear()


@pytest.fixture
def client(app) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    """A browser that sends the CSRF token like the web app does."""
    with TestClient(app) as c:
        prime_csrf(c)
        yield c


@pytest.fixture
def raw_client(app) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    """A client that does not send the CSRF header."""
    with TestClient(app) as c:
        yield c


@pytest.fixture
def session(database_url: str) -> Iterator[Session]:
    with db.get_sessionmaker().begin() as s:
        yield s


@pytest.fixture
def users(database_url: str) -> UserFactory:
    return UserFactory()


def _signed_in(app, users: UserFactory, role: str) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    """Signed in for the whole test, wherever it sets the clock (tests of the sessions sign in themselves)."""
    with TestClient(app) as c:
        prime_csrf(c)
        users.sign_in(c, users.create(role=role), lasting=True)
        yield c


@pytest.fixture
def ipmr_client(app, users: UserFactory) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    yield from _signed_in(app, users, "ipmr")


@pytest.fixture
def chieftain_client(app, users: UserFactory) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    yield from _signed_in(app, users, "chieftain")


@pytest.fixture
def user_client(app, users: UserFactory) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    yield from _signed_in(app, users, "user")


@pytest.fixture
def live_url(app) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """The app served by a real uvicorn server on a free port (in a thread of this process)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    # The grace as `katutubo serve`'s, shorter: open event streams are cut instead of waited for.
    config = uvicorn.Config(
        app, host="127.0.0.1", port=port, log_level="warning", timeout_graceful_shutdown=1
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.time() + 10
    while not server.started and time.time() < deadline:
        time.sleep(0.02)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(10)


@pytest.fixture(scope="session")
def object_store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real S3-compatible server (SeaweedFS) for the whole run; its endpoint URL."""
    from tests.object_store import seaweedfs

    os.environ.setdefault("AWS_ACCESS_KEY_ID", "katutubo-test")
    os.environ.setdefault("AWS_SECRET_ACCESS_KEY", "katutubo-test-secret")
    with seaweedfs(tmp_path_factory.mktemp("seaweedfs")) as endpoint:
        yield endpoint


@pytest.fixture
def s3_url(object_store: str, settings: config.Settings, monkeypatch: pytest.MonkeyPatch) -> str:
    """The app keeps photos in the object store, under a prefix of this test's own."""
    url = f"s3://photos?endpoint={object_store}&prefix=t{uuid.uuid4().hex[:8]}/"
    monkeypatch.setattr(settings, "storage_url", url)
    return url


@pytest.fixture
def certificate_keys_put_back(settings: config.Settings) -> Iterator[None]:
    """A rotation changes the session's data folder: its key files are put back after the test."""
    files = [settings.data_dir / certificate_key.KEY_FILE, settings.data_dir / certificate_key.RETIRED_FILE]
    kept = {path: path.read_bytes() for path in files if path.exists()}
    yield
    for path in files:
        if path in kept:
            path.write_bytes(kept[path])
        else:
            path.unlink(missing_ok=True)
