"""The timestamp forms the original's export tools write, read into aware datetimes (UTC) or calendar dates.

Accepted: {"_seconds": s, "_nanoseconds": n}, {"seconds": s, "nanos" | "nanoseconds": n}, {"__time__": ISO},
ISO strings (with or without a zone: UTC is assumed), epoch milliseconds (or seconds, when small), and
YYYY-MM-DD. A date of birth saved as a timestamp is read as its calendar day in the Philippines (the original
saved local midnight, which is the previous day in UTC)."""

from datetime import UTC, date, datetime
from typing import Any

from katutubo.core.clock import office_day

_MILLIS_FROM = 10**11  # a number above this is epoch milliseconds (1973 in ms), below it seconds


class NotATimestamp(ValueError):
    pass


def _from_epoch(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


def _number(value: float) -> datetime:
    return _from_epoch(value / 1000 if abs(value) > _MILLIS_FROM else value)


def _from_text(text: str) -> datetime:
    cleaned = text.strip()
    if cleaned.lstrip("-").isdigit():
        return _number(int(cleaned))
    try:
        parsed = datetime.fromisoformat(cleaned.replace("Z", "+00:00"))
    except ValueError:
        raise NotATimestamp(text) from None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def _from_mapping(value: dict[str, Any]) -> datetime:
    if "__time__" in value:
        return _from_text(str(value["__time__"]))
    seconds = value.get("_seconds", value.get("seconds"))
    nanos = value.get("_nanoseconds", value.get("nanoseconds", value.get("nanos", 0))) or 0
    if not isinstance(seconds, int | float) or isinstance(seconds, bool):
        raise NotATimestamp(str(value))
    return _from_epoch(float(seconds) + float(nanos) / 1e9)


def timestamp(value: Any) -> datetime | None:
    """An aware UTC datetime; None when empty; NotATimestamp for anything else."""
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        raise NotATimestamp(str(value))
    if isinstance(value, int | float):
        return _number(value)
    if isinstance(value, str):
        return _from_text(value)
    if isinstance(value, dict):
        return _from_mapping(value)
    raise NotATimestamp(str(value))


def calendar_day(value: Any) -> date | str | None:
    """A date of birth: YYYY-MM-DD text stays text (the form's parser checks it and says what is wrong); a
    timestamp becomes its calendar day in the Philippines. NotATimestamp for a value that is neither."""
    if isinstance(value, str):
        cleaned = value.strip()
        if not cleaned or len(cleaned) == 10:
            return cleaned or None
    moment = timestamp(value)
    return office_day(moment) if moment else None
