"""The server's side of the drift test: the same cases file the form's Vitest test reads."""

import json
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from katutubo.people.ages import age_on
from katutubo.people.normalise import Invalid, phone_number

CASES: dict[str, Any] = json.loads((Path(__file__).parent / "rule_cases.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", CASES["phone"], ids=lambda case: case["in"])
def test_phone_cases(case: dict[str, str | None]) -> None:
    if case["out"] is None:
        with pytest.raises(Invalid):
            phone_number(case["in"])
    else:
        assert phone_number(case["in"]) == case["out"]


@pytest.mark.parametrize("case", CASES["age"], ids=lambda case: f"{case['born']}@{case['today']}")
def test_age_cases(case: dict[str, Any]) -> None:
    assert age_on(date.fromisoformat(case["born"]), date.fromisoformat(case["today"])) == case["age"]
