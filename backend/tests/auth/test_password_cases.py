"""The server's side of the password drift test: the same cases file the signup and reset forms' Vitest test
reads (frontend/src/features/auth/password-cases.test.ts)."""

import json
from pathlib import Path
from typing import Any

import pytest

from katutubo.auth.passwords import check_new_password
from katutubo.core.errors import FieldErrors

CASES: dict[str, Any] = json.loads(
    (Path(__file__).parent / "password_cases.json").read_text(encoding="utf-8")
)


@pytest.mark.parametrize(
    "case", CASES["new_password"], ids=lambda case: f"{case['password']}|{case['confirm']}"
)
def test_new_password_cases(case: dict[str, Any]) -> None:
    problem = case["problem"]
    if problem is None:
        check_new_password(case["password"], case["confirm"])
        return
    with pytest.raises(FieldErrors) as refused:
        check_new_password(case["password"], case["confirm"])
    assert refused.value.message == problem["message"]
    assert refused.value.detail == {"fields": {problem["field"]: problem["message"]}}
