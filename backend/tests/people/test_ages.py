"""Stored ages follow birthdays: the day's first request refreshes the rows whose birthday has passed."""

from datetime import date, timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from katutubo.core.clock import office_today
from katutubo.models import Person
from katutubo.people import ages
from tests.people.factories import add_person, born_years_ago


def test_refresh_recomputes_only_stale_ages(session: Session) -> None:
    stored_on = date(2026, 5, 16)
    birthday_tomorrow = add_person(today=stored_on, date_of_birth="2000-05-17")
    later = add_person(today=stored_on, date_of_birth="2000-08-01")
    assert birthday_tomorrow.age == 25 and birthday_tomorrow.age_valid_until == date(2026, 5, 17)

    assert ages.refresh_stale_ages(session, date(2026, 5, 16)) == 0
    assert ages.refresh_stale_ages(session, date(2026, 5, 17)) == 1
    session.expire_all()
    refreshed = session.get(Person, birthday_tomorrow.id)
    assert refreshed is not None and refreshed.age == 26 and refreshed.age_valid_until == date(2027, 5, 17)
    unchanged = session.get(Person, later.id)
    assert unchanged is not None and unchanged.age == 25


def test_the_days_first_request_refreshes(user_client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    a_year_ago = office_today() - timedelta(days=366)
    person = add_person(today=a_year_ago, date_of_birth=(a_year_ago - timedelta(days=3650)).isoformat())
    monkeypatch.setattr(ages, "_refreshed_on", None)
    r = user_client.get(f"/api/people/{person.id}")
    assert r.json()["age"] == (person.age or 0) + 1
    assert ages._refreshed_on == office_today()


@pytest.mark.parametrize(
    "today", [date(2026, 1, 1), date(2026, 2, 28), date(2026, 3, 1), date(2028, 2, 29), date(2026, 12, 31)]
)
def test_born_years_ago_gives_that_age_on_any_day(today: date) -> None:
    for years in (0, 1, 25, 26, 90):
        assert ages.age_on(date.fromisoformat(born_years_ago(years, today)), today) == years
