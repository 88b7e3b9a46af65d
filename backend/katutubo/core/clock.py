"""The office's clock: the one "now" and "today" of every rule a person reads the result of.

The registry serves an office in Catanauan, Quezon, so "today" is the calendar day in the Philippines
(Asia/Manila, UTC+8, no daylight saving), whatever time zone the server process runs in: a server set to UTC
would otherwise refuse a date of birth of today entered before 08:00 and change ages at 08:00. Ages, the
date-of-birth check, certificate serials and issue dates, export file names and the audit trail's days all
read `office_today()` / `office_now()`.

Everything here reads the one system clock, katutubo.system_clock (the lowest layer, so the rows' own
timestamps, models.base.utcnow, read the same). Tests set that clock instead of reading it (the `office_clock`
fixture in tests/conftest.py), and every reader below follows; importing the functions below by name is safe:
they look the clock up at each call."""

from datetime import date, datetime
from zoneinfo import ZoneInfo

from katutubo import system_clock

MANILA = ZoneInfo("Asia/Manila")


def utc_now() -> datetime:
    """The current instant, timezone-aware (UTC)."""
    return system_clock.system_now()


def office_now() -> datetime:
    """The current time in Manila, timezone-aware."""
    return utc_now().astimezone(MANILA)


def office_today() -> date:
    """Today's date in Manila: the day a clerk at the office would write."""
    return office_now().date()


def office_day(moment: datetime) -> date:
    """The calendar day in Manila of an aware instant."""
    return moment.astimezone(MANILA).date()
