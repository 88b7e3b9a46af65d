"""The Filipino name normaliser, case by case (name_cases.json)."""

import json
from pathlib import Path
from typing import Any

import pytest

from katutubo.rules.names import fold_full_name, fold_name, nicknames, surname_key

CASES: list[dict[str, Any]] = json.loads((Path(__file__).parent / "name_cases.json").read_text())


@pytest.mark.parametrize(
    "case", [c for c in CASES if c["kind"] == "full"], ids=lambda c: f"{c['given']} {c['last']}"
)
def test_a_name_folds_to_its_parts(case: dict[str, Any]) -> None:
    folded = fold_name(case["given"], case["middle"], case["last"])
    assert (folded.first, folded.last, folded.suffix, folded.nickname) == (
        case["first"],
        case["surname"],
        case["suffix"],
        case["nickname"],
    )


@pytest.mark.parametrize("case", [c for c in CASES if c["kind"] == "key"], ids=lambda c: c["last"] or "empty")
def test_the_stored_surname_key(case: dict[str, Any]) -> None:
    assert surname_key(case["last"]) == case["key"]


def test_both_forms_of_the_grandmother_are_one_name() -> None:
    assert fold_name("Ma. Luisa", None, "Dela Cruz") == fold_name("Maria Luisa", "", "de la Cruz")


def test_a_parent_typed_in_one_field() -> None:
    assert fold_full_name("Ma. Teresa de los Reyes") == fold_full_name("Maria Teresa Delos Reyes")
    assert fold_full_name("Ma. Teresa de los Reyes") == "maria teresa delosreyes"


def test_the_nickname_table_is_data() -> None:
    assert {"jun", "boy", "nene", "inday"} <= nicknames()
    assert "juan" not in nicknames()
