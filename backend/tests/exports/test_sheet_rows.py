"""The export's fast XLSX rows: the very sheet XlsxWriter's own cell-by-cell writing makes (awkward text
included; the header bold and frozen), and the same cells read back."""

import zipfile
from pathlib import Path

import xlsxwriter
from python_calamine import CalamineWorkbook

from katutubo.exports.columns import Column
from katutubo.exports.writers import write_xlsx

AWKWARD = [
    "Dela Cruz, Juan",
    "Ñora & <Niña>",
    " leading space",
    "trailing space ",
    "bell\x07 and tab\there",
    "literal _x0041_ escape",
    "line\nbreak",
    "emoji 🌾 and ü",
    "x" * 40000,
]
ROWS = [[n, text, None, "", True, 2.5] for n, text in enumerate(AWKWARD, start=1)]
COLUMNS = tuple(Column(f"H{i}", lambda row, _n, i=i: row[i]) for i in range(6))


def by_xlsxwriter(path: Path) -> None:
    workbook = xlsxwriter.Workbook(str(path), {"constant_memory": True, "strings_to_numbers": False})
    sheet = workbook.add_worksheet("People")
    bold = workbook.add_format({"bold": True})
    for col, column in enumerate(COLUMNS):
        sheet.write_string(0, col, column.header, bold)
    for row, line in enumerate(ROWS, start=1):
        for col, value in enumerate(line):
            if value is None or value == "":
                continue
            if isinstance(value, int) and not isinstance(value, bool):
                sheet.write_number(row, col, value)
            else:
                sheet.write_string(row, col, str(value))
    sheet.freeze_panes(1, 0)
    workbook.close()


def cells(path: Path) -> list[list]:
    return CalamineWorkbook.from_path(str(path)).get_sheet_by_index(0).to_python()


def sheet_xml(path: Path) -> str:
    with zipfile.ZipFile(path) as archive:
        assert archive.testzip() is None
        return archive.read("xl/worksheets/sheet1.xml").decode()


def test_the_same_cells_as_xlsxwriters_own_writing(tmp_path):
    by_xlsxwriter(tmp_path / "own.xlsx")
    path, count = write_xlsx(COLUMNS, ROWS)
    try:
        assert count == len(AWKWARD)
        ours, theirs = cells(path), cells(tmp_path / "own.xlsx")
        assert ours == theirs
        assert ours[2][:2] == [2, "Ñora & <Niña>"] and ours[3][1] == " leading space"
        assert ours[5][1] == "bell\x07 and tab\there" and ours[6][1] == "literal _x0041_ escape"
        assert len(ours[9][1]) == 32767
        assert ours[1][4:] == ["True", "2.5"]
        assert sheet_xml(path) == sheet_xml(tmp_path / "own.xlsx")
        assert '<dimension ref="A1:F10"/>' in sheet_xml(path)
    finally:
        path.unlink()
