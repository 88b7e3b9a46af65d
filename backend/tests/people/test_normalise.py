"""Phone numbers, ages from dates of birth, and the small parsers of the person form."""

import re
from datetime import date

import pytest

from katutubo.people import normalise
from katutubo.people.ages import age_on, next_birthday
from katutubo.people.normalise import PHONE_HINT, Invalid


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("09171234567", "+639171234567"),
        ("0917 123 4567", "+639171234567"),
        ("0917-123-4567", "+639171234567"),
        (" 0917 - 123 - 4567 ", "+639171234567"),
        ("+639171234567", "+639171234567"),
        ("+63 917 123 4567", "+639171234567"),
        ("+63-917-123-4567", "+639171234567"),
        ("0421234567", None),  # too short
        ("", None),
        ("  -  ", None),
    ],
)
def test_phone_number_normalised(typed: str, stored: str | None) -> None:
    if stored is None and typed.strip(" -"):
        with pytest.raises(Invalid, match=re.escape(PHONE_HINT)):
            normalise.phone_number(typed)
    else:
        assert normalise.phone_number(typed) == stored


@pytest.mark.parametrize(
    "typed",
    ["9171234567", "+6309171234567", "+63917123456", "091712345678", "639171234567", "0917.123.4567",
     "(0917) 123 4567", "0917123456a", "+1 917 123 4567", "०९१७१२३४५६७"],
)  # fmt: skip
def test_phone_number_refused(typed: str) -> None:
    with pytest.raises(Invalid) as exc:
        normalise.phone_number(typed)
    assert str(exc.value) == "Enter 11-digit PH number (09XXXXXXXXX) or +639XXXXXXXXX"


@pytest.mark.parametrize(
    ("born", "today", "age"),
    [
        (date(2000, 5, 17), date(2026, 5, 16), 25),  # the day before the birthday
        (date(2000, 5, 17), date(2026, 5, 17), 26),  # on the birthday
        (date(2000, 5, 17), date(2026, 12, 31), 26),
        (date(2026, 11, 22), date(2026, 11, 22), 0),  # born today
        (date(2025, 11, 23), date(2026, 11, 22), 0),
        (date(2004, 2, 29), date(2026, 2, 28), 21),  # leap-day birthday in a common year
        (date(2004, 2, 29), date(2026, 3, 1), 22),
        (date(2004, 2, 29), date(2028, 2, 29), 24),
    ],
)
def test_age_on(born: date, today: date, age: int) -> None:
    assert age_on(born, today) == age


@pytest.mark.parametrize(
    ("born", "today", "next_day"),
    [
        (date(2000, 5, 17), date(2026, 5, 16), date(2026, 5, 17)),
        (date(2000, 5, 17), date(2026, 5, 17), date(2027, 5, 17)),
        (date(2004, 2, 29), date(2026, 1, 1), date(2026, 3, 1)),
        (date(2004, 2, 29), date(2027, 3, 1), date(2028, 2, 29)),
    ],
)
def test_next_birthday_is_when_the_age_changes(born: date, today: date, next_day: date) -> None:
    assert next_birthday(born, today) == next_day
    assert age_on(born, next_day) == age_on(born, today) + 1


@pytest.mark.parametrize(
    ("value", "expected"),
    [(0, 0), (7, 7), ("12", 12), (" 3 ", 3), (4.0, 4), (None, None), ("", None), ("  ", None)],
)
def test_whole_number(value: object, expected: int | None) -> None:
    assert normalise.whole_number(value, "bad") == expected


@pytest.mark.parametrize("value", [-1, "-2", 2.5, "2.5", "abc", True, "1e3", [3]])
def test_whole_number_refused(value: object) -> None:
    with pytest.raises(Invalid, match="bad"):
        normalise.whole_number(value, "bad")


@pytest.mark.parametrize(
    ("value", "names"),
    [
        ("Jose, Rosa ,, Ana ", ["Jose", "Rosa", "Ana"]),
        (["  Jose ", "", " ", "Rosa  Cruz"], ["Jose", "Rosa Cruz"]),
        ("", []),
        (None, []),
        (" , ,", []),
    ],
)
def test_name_list(value: str | list[str] | None, names: list[str]) -> None:
    assert normalise.name_list(value) == names


def test_text_is_trimmed_and_empty_is_none() -> None:
    assert normalise.text("  Juan   Carlo \t") == "Juan Carlo"
    assert normalise.text("   ") is None
    assert normalise.text(None) is None


@pytest.mark.parametrize(
    ("value", "day"), [("1990-05-17", date(1990, 5, 17)), ("1990-05-17T00:00:00", date(1990, 5, 17))]
)
def test_calendar_date(value: str, day: date) -> None:
    assert normalise.calendar_date(value, "bad") == day


@pytest.mark.parametrize("value", ["17/05/1990", "1990-02-30", "yesterday"])
def test_calendar_date_refused(value: str) -> None:
    with pytest.raises(Invalid, match="bad"):
        normalise.calendar_date(value, "bad")
