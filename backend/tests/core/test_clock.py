"""One office clock: "today" is the day in Manila whatever the server process's time zone; tests set it."""

import os
import time
from collections.abc import Iterator
from datetime import UTC, date, datetime

import pytest

from katutubo.core.clock import MANILA, office_day, office_now, office_today
from katutubo.people.form import DATE_IN_FUTURE
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
    process_in_utc, office_clock, ipmr_client
):
    office_clock.set(LATE_EVENING_UTC)
    r = ipmr_client.post("/api/people", json=person_payload(date_of_birth="2027-01-01"))
    assert r.status_code == 201, r.text
    assert r.json()["age"] == 0
    tomorrow = ipmr_client.post(
        "/api/people", json=person_payload(first_name="Pedro", date_of_birth="2027-01-02")
    )
    assert tomorrow.status_code == 422
    assert tomorrow.json()["detail"]["fields"] == {"date_of_birth": DATE_IN_FUTURE}
