"""One office clock: "today" is the day in Manila whatever the server process's time zone; tests set it. One
reading of the system clock in the whole backend: setting it moves everything."""

import ast
import os
import time
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import select

import katutubo
from katutubo.core.clock import MANILA, office_day, office_now, office_today
from katutubo.core.db import get_sessionmaker
from katutubo.models import User, UserSession
from katutubo.people.form import DATE_IN_FUTURE
from tests.auth.test_login import login
from tests.factories import prime_csrf
from tests.people.factories import person_payload

# 23:30 UTC on 31 December is 07:30 on 1 January in Manila: the hours in which a server set to UTC and the
# office disagree on the day (and on the year).
LATE_EVENING_UTC = datetime(2026, 12, 31, 23, 30, tzinfo=UTC)


@pytest.fixture
def process_in_utc() -> Iterator[None]:
    """The server process's own time zone is UTC (as on most servers), whatever this machine's is."""
    before = os.environ.get("TZ")
    os.environ["TZ"] = "UTC"
    time.tzset()
    yield
    if before is None:
        del os.environ["TZ"]
    else:
        os.environ["TZ"] = before
    time.tzset()


def test_the_office_day_is_manilas_when_the_process_runs_in_utc(process_in_utc, office_clock):
    office_clock.set(LATE_EVENING_UTC)
    assert time.localtime().tm_gmtoff == 0
    assert office_now() == datetime(2027, 1, 1, 7, 30, tzinfo=MANILA)
    assert office_today() == date(2027, 1, 1)
    assert office_day(LATE_EVENING_UTC) == date(2027, 1, 1)


def test_a_date_of_birth_of_today_in_manila_is_accepted_at_2330_utc(
    process_in_utc, office_clock, client, users
):
    office_clock.set(LATE_EVENING_UTC)  # before signing in: a session started before would be idle by then
    prime_csrf(client)
    users.sign_in(client, users.create(role="ipmr"))
    ipmr_client = client
    r = ipmr_client.post("/api/people", json=person_payload(date_of_birth="2027-01-01"))
    assert r.status_code == 201, r.text
    assert r.json()["age"] == 0
    tomorrow = ipmr_client.post(
        "/api/people", json=person_payload(first_name="Pedro", date_of_birth="2027-01-02")
    )
    assert tomorrow.status_code == 422
    assert tomorrow.json()["detail"]["fields"] == {"date_of_birth": DATE_IN_FUTURE}


# One clock ----------------------------------------------------------------------------------------------

KATUTUBO = Path(katutubo.__file__).resolve().parent
THE_CLOCK = "system_clock.py"
READINGS = {
    "datetime.datetime.now",
    "datetime.datetime.utcnow",
    "datetime.datetime.today",
    "datetime.date.today",
    "time.time",
}  # not time.time_ns(): the backend takes it for names that must differ (files, photo versions), not a time
# The wall clock where the registry's would be wrong: each file's readings, and why.
WALL_CLOCK = {
    # altcha.verify_solution checks a challenge's expiry against time.time() itself.
    "auth/captcha.py": ["time.time()"],
    # Leftover temporary files are judged by their modification times, which the file system stamps.
    "backups/service.py": ["time.time()"],
}


def readings_of_the_clock(source: str) -> list[str]:
    """The calls of `source` that read the system clock (`datetime.now(`, `datetime.utcnow(`, `date.today(`,
    `datetime.today(`, `time.time(`), however their module was imported (whole, its classes, renamed)."""
    tree = ast.parse(source)
    imported: dict[str, str] = {}  # a local name -> what it names
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {a.asname or a.name: a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            imported |= {a.asname or a.name: f"{node.module}.{a.name}" for a in node.names}

    def qualified(node: ast.expr) -> str | None:
        if isinstance(node, ast.Name):
            return imported.get(node.id)
        if isinstance(node, ast.Attribute) and (owner := qualified(node.value)):
            return f"{owner}.{node.attr}"
        return None

    return [
        ast.unparse(node)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and qualified(node.func) in READINGS
    ]


def test_the_finder_finds_every_way_of_reading_the_clock():
    source = """
import datetime
import datetime as dt
import time
from datetime import UTC, date
from datetime import datetime as moment
from time import time as seconds

datetime.datetime.now(UTC)
dt.date.today()
moment.utcnow()
moment.today()
date.today()
moment.now(UTC).date()
seconds()
time.time()
date.fromisoformat("2026-01-01")
moment.fromtimestamp(0)
time.monotonic()
"""
    assert sorted(readings_of_the_clock(source)) == sorted(
        [
            "datetime.datetime.now(UTC)",
            "dt.date.today()",
            "moment.utcnow()",
            "moment.today()",
            "date.today()",
            "moment.now(UTC)",
            "seconds()",
            "time.time()",
        ]
    )


def test_the_backend_reads_the_system_clock_in_one_place_only():
    """Everything else calls katutubo.system_clock (through core.clock's utc_now, office_now, office_today or
    models.base.utcnow), so a test that sets that clock moves every "now"; the wall clock is read only where
    WALL_CLOCK says why, and Alembic's versions are left as they are (each is pinned to its day)."""
    readings = {
        path.relative_to(KATUTUBO).as_posix(): found
        for path in sorted(KATUTUBO.rglob("*.py"))
        if "migrations" not in path.relative_to(KATUTUBO).parts
        if (found := readings_of_the_clock(path.read_text(encoding="utf-8")))
    }
    assert readings == {THE_CLOCK: ["datetime.now(UTC)"], **WALL_CLOCK}


def test_moving_the_clock_moves_the_sessions_the_limits_and_the_rows(office_clock, client, users):
    """The fixture sets the one clock: a session ends when the clock passes its idle time, a lockout ends with
    its window, and a row's timestamp is the clock's time."""
    start = datetime.now(UTC) + timedelta(days=3)
    office_clock.set(start)
    account = users.create(email="clock@example.org")
    users.sign_in(client, account)
    assert client.get("/api/session").json()["user"]["email"] == "clock@example.org"
    with get_sessionmaker()() as db:
        session = db.scalars(select(UserSession).where(UserSession.user_id == account.id)).one()
        assert (session.created_at, session.last_seen_at) == (start, start)  # the rows' defaults
        assert session.expires_at == start + timedelta(days=30)

    office_clock.advance(timedelta(minutes=31))  # past the idle time, by the clock alone
    assert client.get("/api/session").json()["user"] is None

    for _ in range(5):
        assert login(client, "clock@example.org", "wrong-guess").status_code == 401
    assert login(client, "clock@example.org").status_code == 429
    office_clock.advance(timedelta(minutes=15, seconds=1))  # the lockout's window, by the clock alone
    assert login(client, "clock@example.org").status_code == 200
    with get_sessionmaker()() as db:
        last_login = db.scalar(select(User.last_login_at).where(User.id == account.id))
    assert last_login == start + timedelta(minutes=46, seconds=1)
