"""Small parsers for the person form: each returns the clean value or raises Invalid with the message."""

import re
import sys
import unicodedata
from datetime import date, datetime
from functools import cache
from typing import Any

from katutubo.core.messages import Message

PHONE_HINT = Message("people.phone_hint", "Enter 11-digit PH number (09XXXXXXXXX) or +639XXXXXXXXX")
_PHONE_SEPARATORS = re.compile(r"[\s-]+")
_PH_INTERNATIONAL = re.compile(r"\+63[0-9]{10}")
_PH_LOCAL = re.compile(r"0[0-9]{10}")
# Longer runs of digits are no count of anything here (and Python refuses to read past 4,300 of them).
_WHOLE_NUMBER = re.compile(r"[+-]?[0-9]{1,9}")


class Invalid(ValueError):
    """A field's value is wrong; the message is shown beside the field."""

    def __init__(self, message: Message) -> None:
        super().__init__(message)
        self.message = message


@cache
def _invisible_formatting() -> re.Pattern[str]:
    """Unicode's format characters (Cf): bidi overrides and marks, zero-width spaces and joiners, the BOM."""
    found = (chr(c) for c in range(sys.maxunicode + 1) if unicodedata.category(chr(c)) == "Cf")
    return re.compile("[" + "".join(re.escape(ch) for ch in found) + "]")


def text(value: str | None) -> str | None:
    """Trimmed, inner runs of whitespace made one space, invisible formatting characters taken out (a name
    sent as "Ana\u202eztreP" would show as "AnaPertz" in a list); empty becomes None (never 'N/A')."""
    if value is None:
        return None
    visible = value if value.isascii() else _invisible_formatting().sub("", value)
    cleaned = " ".join(visible.split())
    return cleaned or None


def name_list(value: str | list[str] | None) -> list[str]:
    """Siblings and children: a comma-separated string or a list; items trimmed, empties dropped."""
    if value is None:
        return []
    items = value.split(",") if isinstance(value, str) else value
    return [name for name in (text(item) for item in items) if name]


def whole_number(value: Any, message: Message) -> int | None:
    """An integer >= 0 from a number or a numeric string; None when empty."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if isinstance(value, bool):
        raise Invalid(message)
    if isinstance(value, float):
        if not value.is_integer():
            raise Invalid(message)
        value = int(value)
    if isinstance(value, str):
        if not _WHOLE_NUMBER.fullmatch(value.strip()):
            raise Invalid(message)
        value = int(value.strip())
    if not isinstance(value, int) or value < 0:
        raise Invalid(message)
    return value


def calendar_date(value: str | None, message: Message) -> date | None:
    """YYYY-MM-DD, or a timestamp whose date part is taken; None when empty."""
    cleaned = text(value)
    if cleaned is None:
        return None
    try:
        return date.fromisoformat(cleaned)
    except ValueError:
        pass
    try:
        return datetime.fromisoformat(cleaned).date()
    except ValueError:
        raise Invalid(message) from None


def phone_number(value: str | None) -> str | None:
    """+63 and 10 digits, or 0 and 10 digits (stored as +63 and the 10 digits); spaces and hyphens ignored."""
    if value is None:
        return None
    compact = _PHONE_SEPARATORS.sub("", value)
    if not compact:
        return None
    if _PH_INTERNATIONAL.fullmatch(compact):
        return compact
    if _PH_LOCAL.fullmatch(compact):
        return "+63" + compact[1:]
    raise Invalid(PHONE_HINT)
