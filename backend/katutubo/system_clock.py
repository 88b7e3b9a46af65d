"""The system clock, read here only: the one "now" of the whole registry.

Every other reading of the time goes through `system_now`: the office's day and time (katutubo.core.clock),
the rows' timestamps (katutubo.models.base.utcnow, the column defaults), the sessions, the rate limits, the
captcha, the backups' names. It is the lowest layer, below the models, so that every package may read it.
Tests set the clock by replacing `system_now` (the `office_clock` fixture in tests/conftest.py), and all
follows; tests/core/test_clock.py fails on any other reading of the clock in the backend. A duration
(`time.monotonic()`) is not a reading of "now"."""

from datetime import UTC, datetime


def system_now() -> datetime:
    """The current instant, timezone-aware (UTC). Callers look it up at each call (`system_clock.system_now()`
    or a function that does), never keep the function itself: a test replaces it."""
    return datetime.now(UTC)
