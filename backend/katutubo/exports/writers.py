"""Spreadsheet files written row by row: CSV as a stream of text chunks, XLSX with XlsxWriter's
constant_memory mode (each row goes to a temporary file as soon as it is written, so memory stays flat)."""

import csv
import io
import os
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import xlsxwriter

from katutubo.exports.columns import Column

CSV_BATCH = 1000


def cells(columns: tuple[Column, ...], rows: Iterable[Any]) -> Iterator[list[Any]]:
    for number, row in enumerate(rows, start=1):
        yield [column.value(row, number) for column in columns]


def csv_chunks(columns: tuple[Column, ...], rows: Iterable[Any]) -> Iterator[bytes]:
    """UTF-8 with a BOM (so Excel reads the accents), comma separated, CSV_BATCH rows per chunk."""
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    buffer.write("\ufeff")
    writer.writerow([c.header for c in columns])
    for index, line in enumerate(cells(columns, rows), start=1):
        writer.writerow(["" if v is None else v for v in line])
        if index % CSV_BATCH == 0:
            yield buffer.getvalue().encode()
            buffer.seek(0)
            buffer.truncate()
    yield buffer.getvalue().encode()


def write_xlsx(
    columns: tuple[Column, ...], rows: Iterable[Any], sheet_name: str = "People"
) -> tuple[Path, int]:
    """A temporary .xlsx file (the caller deletes it) and the number of rows written."""
    descriptor, name = tempfile.mkstemp(prefix="katutubo-export-", suffix=".xlsx")
    os.close(descriptor)
    workbook = xlsxwriter.Workbook(name, {"constant_memory": True, "strings_to_numbers": False})
    sheet = workbook.add_worksheet(sheet_name)
    bold = workbook.add_format({"bold": True})
    for col, column in enumerate(columns):
        sheet.write_string(0, col, column.header, bold)
    count = 0
    for count, line in enumerate(cells(columns, rows), start=1):
        for col, value in enumerate(line):
            if value is None or value == "":
                continue
            if isinstance(value, int):
                sheet.write_number(count, col, value)
            else:
                sheet.write_string(count, col, str(value))
    sheet.freeze_panes(1, 0)
    workbook.close()
    return Path(name), count
