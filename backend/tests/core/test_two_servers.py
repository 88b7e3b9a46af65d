"""More than one server: two real server processes (uvicorn, each with its own data folder) on one PostgreSQL
database and one object store, as behind a load balancer. What one knows, the other knows: sessions, new
people (on the other's live stream), spent captcha solutions, login lockouts, photos."""

import os
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import psycopg
import pytest
from sqlalchemy.orm import Session

from katutubo.core.csrf import CSRF_COOKIE, CSRF_HEADER
from katutubo.core.db import make_engine
from katutubo.core.migrate import upgrade
from katutubo.core.security import hash_password
from katutubo.dashboard.events import version_of
from katutubo.models import Role, User, UserStatus
from katutubo.people.tally import change_counter
from tests.conftest import PG_ADMIN_URL
from tests.factories import solve_captcha
from tests.people.factories import image_bytes, person_payload
from tests.ports import free_port

PASSWORD = "tamang-salita-9"


@pytest.fixture(scope="module")
def shared_database() -> Iterator[str]:
    name = f"katutubo_test_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    url = PG_ADMIN_URL.rsplit("/", 1)[0].replace("postgresql://", "postgresql+psycopg://") + f"/{name}"
    upgrade(url)
    engine = make_engine(url)
    with Session(engine) as db, db.begin():
        for email, role in (("ipmr@example.org", Role.ipmr), ("guard@example.org", Role.user)):
            db.add(
                User(
                    email=email,
                    display_name="Ana Reyes",
                    role=role,
                    status=UserStatus.active,
                    password_hash=hash_password(PASSWORD),
                )
            )
    engine.dispose()
    yield url
    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _start(url: str, storage_url: str, data_dir: Path) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    env = os.environ | {
        "KATUTUBO_DATABASE_URL": url,
        "KATUTUBO_STORAGE_URL": storage_url,
        "KATUTUBO_DATA_DIR": str(data_dir),
        "KATUTUBO_SECRET_KEY": "one-secret-for-every-server-of-this-registry",
        "KATUTUBO_CAPTCHA_COST": "20",
        "KATUTUBO_FRONTEND_DIST": str(data_dir / "no-frontend"),
    }
    data_dir.mkdir(parents=True)
    log = (data_dir / "server.log").open("wb")
    command = [sys.executable, "-m", "uvicorn", "katutubo.main:create_app", "--factory"]
    command += ["--host", "127.0.0.1", "--port", str(port), "--log-level", "warning"]
    process = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError((data_dir / "server.log").read_text())
        try:
            if httpx.get(f"{base}/api/session", timeout=2).status_code == 200:
                return process, base
        except httpx.HTTPError:
            time.sleep(0.2)
    process.kill()
    raise RuntimeError("the server did not start in 60 s")


@pytest.fixture(scope="module")
def servers(shared_database: str, object_store: str, tmp_path_factory) -> Iterator[tuple[str, str]]:
    storage_url = f"s3://photos?endpoint={object_store}&prefix=two-{uuid.uuid4().hex[:8]}/"
    started = [_start(shared_database, storage_url, tmp_path_factory.mktemp("servers") / n) for n in "ab"]
    try:
        yield started[0][1], started[1][1]
    finally:
        for process, _ in started:
            process.terminate()
        for process, _ in started:
            try:
                process.wait(15)
            except subprocess.TimeoutExpired:
                process.kill()


@contextmanager
def _browser(base: str, cookies: httpx.Cookies | None = None) -> Iterator[httpx.Client]:
    """A browser that sends the CSRF cookie back in the header, as the web app does."""
    with httpx.Client(base_url=base, timeout=15, cookies=cookies) as client:

        def echo(request: httpx.Request) -> None:
            if token := client.cookies.get(CSRF_COOKIE):
                request.headers[CSRF_HEADER] = token

        client.event_hooks["request"].append(echo)
        client.get("/api/session")
        yield client


def _login(client: httpx.Client, email: str, password: str = PASSWORD, altcha: str | None = None):  # type: ignore[no-untyped-def]
    body = {"email": email, "password": password, "altcha": altcha or solve_captcha(client)}  # type: ignore[arg-type]
    return client.post("/api/auth/login", json=body)


def _moved_to(client: httpx.Client, base: str):  # type: ignore[no-untyped-def]
    """The same browser (its cookies) now sent to the other server, as a load balancer would."""
    return _browser(base, client.cookies)


def test_a_session_made_on_one_server_works_on_the_other(servers):
    a, b = servers
    with _browser(a) as on_a:
        assert _login(on_a, "ipmr@example.org").status_code == 200
        with _moved_to(on_a, b) as on_b:
            assert on_b.get("/api/session").json()["user"]["email"] == "ipmr@example.org"
            person = on_b.post(
                "/api/people", json=person_payload(first_name="Dalawa")
            )  # a write, CSRF and all
            assert person.status_code == 201, person.text
            assert on_a.get(f"/api/people/{person.json()['id']}").json()["first_name"] == "Dalawa"
            assert on_b.post("/api/auth/logout").status_code == 204
        assert on_a.get("/api/session").json()["user"] is None  # signed out everywhere


def _people_version(url: str) -> str:
    """The change counter's version, as a stream names it (the id of its events)."""
    engine = make_engine(url)
    try:
        with Session(engine) as db:
            return version_of(change_counter(db))
    finally:
        engine.dispose()


def test_a_person_added_on_one_server_reaches_a_dashboard_stream_on_the_other(servers, shared_database):
    a, b = servers
    with _browser(a) as on_a:
        assert _login(on_a, "ipmr@example.org").status_code == 200
        with _moved_to(on_a, b) as on_b:
            # The stream says it has seen the registry as it is before the write (as a reconnecting browser
            # does): whenever B's poller first looks, before or after the write, the write is news to it.
            before = _people_version(shared_database)
            events: list[str] = []  # the ids of the 'people-changed' events, in order

            def listen() -> None:
                headers = {"Last-Event-ID": before}
                with on_b.stream("GET", "/api/dashboard/events", headers=headers, timeout=30) as stream:
                    event_id = None
                    for line in stream.iter_lines():
                        if line.startswith("id: "):
                            event_id = line.removeprefix("id: ")
                        elif line == "event: people-changed":
                            events.append(event_id or "")
                            return

            listener = threading.Thread(target=listen, daemon=True)
            listener.start()
            assert on_a.post("/api/people", json=person_payload(first_name="Bago")).status_code == 201
            listener.join(30)  # a bound for a broken stream, not a measure: the event comes within a poll
            assert events == [_people_version(shared_database)]
            assert events[0] != before


def test_a_captcha_solution_spent_on_one_server_is_refused_by_the_other(servers):
    a, b = servers
    with _browser(a) as on_a, _browser(b) as on_b:
        payload = solve_captcha(on_a)
        assert _login(on_a, "guard@example.org", altcha=payload).status_code == 200
        replay = _login(on_b, "guard@example.org", altcha=payload)
        assert replay.status_code == 400
        assert replay.json()["error"] == "Captcha error occurred. Please try again."


def test_failed_logins_on_both_servers_lock_the_account_on_both(servers):
    a, b = servers
    with _browser(a) as on_a, _browser(b) as on_b:
        for attempt in range(5):
            client = on_a if attempt % 2 == 0 else on_b
            assert _login(client, "guard@example.org", "wrong-guess").status_code == 401
        for client in (on_a, on_b):
            locked = _login(client, "guard@example.org")
            assert locked.status_code == 429
            assert locked.json()["error"] == "Too many failed login attempts. Please try again later."


def test_a_photo_uploaded_on_one_server_is_served_by_the_other(servers):
    a, b = servers
    with _browser(a) as on_a:
        assert _login(on_a, "ipmr@example.org").status_code == 200
        person = on_a.post("/api/people", json=person_payload(first_name="Litrato")).json()
        files = {"file": ("a.jpg", image_bytes(), "image/jpeg")}
        upload = on_a.post(f"/api/people/{person['id']}/photo", files=files)
        assert upload.status_code == 200, upload.text
        with _moved_to(on_a, b) as on_b:
            photo = on_b.get(upload.json()["photo_url"])
            assert photo.status_code == 200 and photo.content == on_a.get(upload.json()["photo_url"]).content
