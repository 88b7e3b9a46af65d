"""Rows of an XlsxWriter constant_memory worksheet written as one piece of XML each, the way XlsxWriter writes
them itself (inline strings, numbers as <v>, Excel's _xHHHH_ escapes for control characters, xml:space when a
text starts or ends with a space), into the worksheet's own row file: the workbook is then assembled by
XlsxWriter as usual. Uses three parts of XlsxWriter that are not its documented interface (`row_data_fh`,
`_check_dimensions`, `Format._get_xf_index`); tests/exports/test_sheet_rows.py reads a written file back and
fails if they change."""

import re
from datetime import date
from typing import Any

from xlsxwriter.format import Format
from xlsxwriter.utility import xl_col_to_name
from xlsxwriter.worksheet import Worksheet

EXCEL_TEXT_LIMIT = 32767
SPECIAL = re.compile("[&<>\x00-\x08\x0b-\x1f\ufffe\uffff]|_x[0-9a-fA-F]{4}_")
EXCEL_ESCAPE = re.compile("(_x[0-9a-fA-F]{4}_)")
CONTROL = re.compile("[\x00-\x08\x0b-\x1f]")
EXCEL_EPOCH = date(
    1899, 12, 30
)  # serial 61 is 1900-03-01: every date after Excel's 1900-02-29 counts from here


def _text(value: str) -> str:
    if SPECIAL.search(value) is None:
        return value
    value = EXCEL_ESCAPE.sub(r"_x005F\1", value)
    value = CONTROL.sub(lambda m: f"_x{ord(m.group(0)):04X}_", value)
    value = value.replace("\ufffe", "_xFFFE_").replace("\uffff", "_xFFFF_")
    return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class SheetRows:
    """Writes rows 1, 2, 3, … (Excel's numbers) of `width` cells; empty ('' or None) cells are left out, a
    `date` is a date cell in `date_style` (a number format showing a date)."""

    def __init__(self, sheet: Worksheet, width: int, date_style: Format | None = None) -> None:
        if not sheet.constant_memory:
            raise ValueError("SheetRows writes into a constant_memory worksheet.")
        self.sheet, self.width, self.count = sheet, width, 0
        self.date_style = date_style  # its style number is taken at the first date (after the header's)
        self.letters = [xl_col_to_name(col) for col in range(width)]
        self.out = sheet.row_data_fh
        self.pieces: list[str] = []

    def write(self, values: list[Any], style: Format | None = None) -> None:
        self.count = number = self.count + 1
        styled = f' s="{style._get_xf_index()}"' if style is not None else ""
        parts = [f'<row r="{number}">']
        for letter, value in zip(self.letters, values, strict=True):
            if value is None or value == "":
                continue
            if isinstance(value, int) and not isinstance(value, bool):
                parts.append(f'<c r="{letter}{number}"{styled}><v>{value}</v></c>')
                continue
            if isinstance(value, date):  # a real date: its serial number, shown by the date style
                serial = (value - EXCEL_EPOCH).days
                dated = f' s="{self.date_style._get_xf_index()}"' if self.date_style is not None else ""
                parts.append(f'<c r="{letter}{number}"{dated}><v>{serial}</v></c>')
                continue
            text = str(value)[:EXCEL_TEXT_LIMIT]
            space = ' xml:space="preserve"' if text[0].isspace() or text[-1].isspace() else ""
            parts.append(
                f'<c r="{letter}{number}"{styled} t="inlineStr"><is><t{space}>{_text(text)}</t></is></c>'
            )
        parts.append("</row>")
        self.pieces.append("".join(parts))
        if len(self.pieces) == 1000:
            self._flush()

    def _flush(self) -> None:
        self.out.write("".join(self.pieces))
        self.pieces.clear()

    def close(self) -> None:
        """The rows written so far are the sheet's: its dimensions (the <dimension> element) are set."""
        self._flush()
        if self.count:
            self.sheet._check_dimensions(0, 0)
            self.sheet._check_dimensions(self.count - 1, self.width - 1)
