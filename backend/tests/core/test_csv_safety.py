"""The one rule every CSV the registry writes follows (katutubo.core.csv_safety)."""

import pytest

from katutubo.core.csv_safety import original_cell, safe_row

QUOTED = [
    "=1+1",
    "+639171234567",
    "-5",
    "@SUM(A1)",
    "\t=1+1",
    "\rhello",
    "  =1+1",
    "\u00a0+1",
    "＝1+1",
    "'=1+1",
    "''@x",
]
LEFT_AS_THEY_ARE = ["Dela Cruz", "09171234567", "'quoted'", " Ajos", "a=b", "", "'", "Jose-Maria"]


@pytest.mark.parametrize("text", QUOTED)
def test_a_text_a_spreadsheet_would_evaluate_gets_one_quote(text):
    assert safe_row([text]) == ["'" + text]


@pytest.mark.parametrize("text", LEFT_AS_THEY_ARE)
def test_other_texts_numbers_and_blanks_stay(text):
    assert safe_row([text, 7, -3, None]) == [text, 7, -3, None]


@pytest.mark.parametrize("text", QUOTED + LEFT_AS_THEY_ARE)
def test_original_cell_gives_back_exactly_what_was_stored(text):
    assert original_cell(safe_row([text])[0]) == text
