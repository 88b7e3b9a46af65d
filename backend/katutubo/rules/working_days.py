"""Working days of the office, for a data subject's request: due on the 30th working day after the day the
office received it (NPC Advisory 2021-01).

A working day is Monday to Friday and not one of the Philippines' national regular holidays or special
non-working days, as the `holidays` package has them (its "public" category holds both; its "workday"
category holds the special WORKING days, which stay working days). The special non-working days are
proclaimed year by year, and the package lists them only for the years it knows
(`PhilippinesStaticHolidays.special_public_holidays`): for a year past the last of them the count skips
weekends only, and says so (`DueDate.weekdays_only`), rather than miss a Christmas Eve nobody listed."""

from dataclasses import dataclass
from datetime import date, timedelta
from functools import lru_cache

import holidays
from holidays.countries.philippines import Philippines, PhilippinesStaticHolidays

WORKING_DAYS_TO_ANSWER = 30
SATURDAY = 5


@dataclass(frozen=True)
class DueDate:
    due_on: date
    weekdays_only: bool  # a year the count ran through is not covered by the holiday data


def last_covered_year() -> int:
    return max(PhilippinesStaticHolidays.special_public_holidays)


def is_covered(year: int) -> bool:
    """Whether the holiday data lists this year's special non-working days."""
    return Philippines.start_year <= year <= last_covered_year()


@lru_cache(maxsize=64)
def days_off(year: int) -> frozenset[date]:
    """The regular holidays and special non-working days of a year (none for a year not covered)."""
    if not is_covered(year):
        return frozenset()
    return frozenset(holidays.country_holidays("PH", years=year, categories=("public",)))


def is_working_day(day: date, weekdays_only: bool = False) -> bool:
    return day.weekday() < SATURDAY and (weekdays_only or day not in days_off(day.year))


def add_working_days(start: date, count: int, weekdays_only: bool = False) -> date:
    """The `count`-th working day after `start` (start itself not counted)."""
    day, left = start, count
    while left > 0:
        day += timedelta(days=1)
        if is_working_day(day, weekdays_only):
            left -= 1
    return day


def due_date(received_on: date, count: int = WORKING_DAYS_TO_ANSWER) -> DueDate:
    """The due date of a request received that day; on weekdays only when the holiday data does not cover
    a year between the day of receipt and the due date."""
    due = add_working_days(received_on, count)
    if all(is_covered(year) for year in range(received_on.year, due.year + 1)):
        return DueDate(due, weekdays_only=False)
    return DueDate(add_working_days(received_on, count, weekdays_only=True), weekdays_only=True)
