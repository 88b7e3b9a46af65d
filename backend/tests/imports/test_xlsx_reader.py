"""The streaming XLSX reader (katutubo.imports.xlsx) gives the cells python-calamine gives: shared and inline
strings (rich text, Excel's _xHHHH_ escapes, spaces kept), numbers, booleans, formulas' values, dates and
times by the styles' number formats (built-in and custom, 1900 and 1904 date systems), empty cells and
rows."""

import io
import zipfile
from datetime import date, datetime, time, timedelta
from pathlib import Path
from typing import Any

import pytest
import xlsxwriter
from python_calamine import CalamineWorkbook

from katutubo.imports import xlsx
from katutubo.imports.spreadsheet import UNREADABLE, UnreadableSheet, xlsx_rows

from .test_spreadsheet_import import ENGLISH, xlsx_bytes


def _write(path: Path, options: dict[str, Any]) -> None:
    book = xlsxwriter.Workbook(str(path), options)
    sheet = book.add_worksheet("People")
    book.add_worksheet("Second")  # only the first sheet is read
    formats = {
        code: book.add_format({"num_format": code})
        for code in ("yyyy-mm-dd", "d/m/yyyy h:mm", "hh:mm", "[h]:mm:ss", "0.00%", '"day"0', "[Red]0.0")
    }
    builtin_date = book.add_format({"num_format": 14})
    bold = book.add_format({"bold": True})
    sheet.write_row(2, 1, ["Last Name", "First Name", "Date of Birth", "Age", "Note"])  # starts at B3
    sheet.write_row(3, 1, ["Dela Cruz", "Juan"])
    sheet.write_datetime(3, 3, date(1990, 5, 17), formats["yyyy-mm-dd"])
    sheet.write_number(3, 4, 35)
    sheet.write_string(3, 5, " spaces kept ")
    sheet.write_row(4, 1, ["Reyes", "Ana"])
    sheet.write_number(4, 3, 32980, builtin_date)  # a date by a built-in format
    sheet.write_number(4, 4, 4.5)
    sheet.write_rich_string(4, 5, "plain ", bold, "bold")
    # row 6 is empty; row 7 has empty cells between values
    sheet.write_string(6, 1, "a_x0041_b & <c>")
    sheet.write_boolean(6, 3, True)
    sheet.write_number(6, 6, 0.25, formats["0.00%"])
    sheet.write_number(6, 7, 7, formats['"day"0'])
    sheet.write_number(6, 8, 7, formats["[Red]0.0"])
    sheet.write_datetime(7, 1, datetime(1990, 5, 17, 13, 45), formats["d/m/yyyy h:mm"])
    sheet.write_datetime(7, 2, time(12, 30), formats["hh:mm"])
    sheet.write_number(7, 3, 1.25, formats["[h]:mm:ss"])
    sheet.write_datetime(7, 4, date(1900, 1, 1), formats["yyyy-mm-dd"])
    sheet.write_datetime(7, 5, date(1900, 3, 1), formats["yyyy-mm-dd"])
    sheet.write_formula(8, 1, '="x"&"y"', None, "xy")
    sheet.write_formula(8, 2, "=1/0", None, "#DIV/0!")
    sheet.write_formula(8, 3, "=2+3", None, 5)
    sheet.write_string(8, 4, "Filipino: Ñ, ñ — “Ama”")
    book.close()


def _calamine(path: Path) -> dict[tuple[int, int], Any]:
    sheet = CalamineWorkbook.from_path(str(path)).get_sheet_by_index(0)
    col0 = (sheet.start or (0, 0))[1]
    return {  # python-calamine's rows start at the sheet's first row, its columns at the first one used
        (r + 1, col0 + c): value
        for r, cells in enumerate(sheet.iter_rows())
        for c, value in enumerate(cells)
        if value != ""
    }


def _streamed(path: Path) -> dict[tuple[int, int], Any]:
    return {
        (n, c): value for n, cells in xlsx.rows(str(path)) for c, value in enumerate(cells) if value != ""
    }


@pytest.mark.parametrize(
    "options",
    [{}, {"constant_memory": True}, {"date_1904": True}],
    ids=["shared strings", "inline strings", "1904 dates"],
)
def test_the_same_cells_as_calamine(tmp_path, options):
    path = tmp_path / "people.xlsx"
    _write(path, options)
    streamed, expected = _streamed(path), _calamine(path)
    assert streamed == expected
    assert {type(v) for v in streamed.values()} == {
        str,
        float,
        bool,
        date,
        datetime,
        time,
        timedelta,  # [h]:mm:ss, a duration
    }
    serial_32980 = date(1994, 4, 18) if options.get("date_1904") else date(1990, 4, 17)
    assert streamed[(4, 3)] == date(1990, 5, 17) and streamed[(5, 3)] == serial_32980
    assert streamed[(7, 1)] == "a_x0041_b & <c>" and streamed[(5, 5)] == "plain bold"
    assert streamed[(9, 1)] == "xy" and (9, 2) not in streamed  # an error is an empty cell


def test_rows_by_their_numbers_from_column_a(tmp_path):
    path = tmp_path / "people.xlsx"
    _write(path, {"constant_memory": True})
    rows = dict(xlsx.rows(str(path)))
    assert sorted(rows) == [3, 4, 5, 7, 8, 9]  # the empty rows are left out
    assert rows[3] == ["", "Last Name", "First Name", "Date of Birth", "Age", "Note"]
    assert rows[4] == ["", "Dela Cruz", "Juan", date(1990, 5, 17), 35.0, " spaces kept "]
    assert rows[7][:4] == ["", "a_x0041_b & <c>", "", True]  # the gaps are empty cells


def test_the_import_fixture_as_calamine_reads_it(tmp_path):
    path = tmp_path / "people.xlsx"
    path.write_bytes(xlsx_bytes(ENGLISH))
    assert _streamed(path) == _calamine(path)


def test_a_sheet_with_an_inline_rich_string_and_no_references(tmp_path):
    """Cells and rows without r= (allowed by the format) follow each other; rich inline text is joined and
    phonetic guides left out."""
    sheet = (
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
        '<row><c t="inlineStr"><is><t>Last Name</t></is></c>'
        '<c t="inlineStr"><is><t>First Name</t></is></c></row>'
        '<row><c t="inlineStr"><is><r><t>Dela </t></r><r><t>Cruz</t></r><rPh><t>x</t></rPh></is></c>'
        "<c><v>7</v></c></row></sheetData></worksheet>"
    )
    workbook = (
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets>'
        '<sheet name="A" sheetId="1"/></sheets></workbook>'
    )
    path = tmp_path / "hand.xlsx"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("xl/workbook.xml", workbook)
        archive.writestr("xl/worksheets/sheet1.xml", sheet)
    assert list(xlsx.rows(str(path))) == [(1, ["Last Name", "First Name"]), (2, ["Dela Cruz", 7.0])]


@pytest.mark.parametrize("content", [b"PK\x03\x04broken", b"not a zip"])
def test_a_broken_workbook_is_unreadable(tmp_path, content):
    path = tmp_path / "broken.xlsx"
    if content.startswith(b"PK"):
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w") as archive:
            archive.writestr("xl/workbook.xml", "<workbook><sheets")  # cut short
        content = out.getvalue()
    path.write_bytes(content)
    with pytest.raises(UnreadableSheet, match=UNREADABLE):
        list(xlsx_rows(path))
