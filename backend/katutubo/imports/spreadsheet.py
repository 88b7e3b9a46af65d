"""CSV (UTF-8 with or without BOM; comma, semicolon or tab) and XLSX files with a header row, read row by row
into Candidates. Both are streamed: CSV by the csv module, XLSX by katutubo.imports.xlsx (the sheet's XML
parsed as it is decompressed; python-calamine would hold the whole sheet, ~2 KB a row). Row numbers are the
sheet's own: the header is row 1, so the first person is on row 2. A CSV line may not pass LINE_CEILING
characters (a row is held whole); an XLSX's bounds are katutubo.imports.xlsx's."""

import csv
import io
from collections.abc import Iterable, Iterator
from datetime import date, datetime
from pathlib import Path
from typing import Any

from katutubo.core.csv_safety import original_cell
from katutubo.core.messages import Message
from katutubo.imports import households, xlsx
from katutubo.imports.candidate import Candidate
from katutubo.imports.headers import match_headers
from katutubo.imports.unpacked import Refused
from katutubo.people.fields import STORED_COLUMNS

NO_HEADERS = Message(
    "imports.no_headers", "The first row must name the columns (Last name, First name, Date of birth, ...)."
)
UNREADABLE = Message("imports.unreadable", "The file is not a CSV or XLSX spreadsheet.")
NOT_XLSX = Message(
    "imports.not_xlsx",
    "The file is not an XLSX workbook: open it in Excel or LibreOffice, save it as an Excel Workbook (.xlsx) "
    "and upload that.",
)
LINE_TOO_LONG = Message(
    "imports.line_too_long",
    "Line {line} of the file is longer than a spreadsheet row may be: check that the file is a CSV "
    "spreadsheet saved from Excel or LibreOffice.",
)
LINE_CEILING = 1_000_000  # characters of one line of a CSV file
DELIMITERS = ",;\t"
CSV_FIELD_LIMIT = 1_000_000


class UnreadableSheet(ValueError):
    """The file cannot be imported: `message` says why, to the clerk."""

    def __init__(self, message: Message) -> None:
        super().__init__(message)
        self.message = message


def _cell(value: Any) -> Any:
    """Spreadsheet values as the form sends them: whole numbers without '.0', dates as YYYY-MM-DD."""
    if isinstance(value, datetime):
        return value.date().isoformat()
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    return value


def _candidates(rows: Iterable[tuple[int, list[Any]]]) -> Iterator[Candidate]:
    iterator = iter(rows)
    header_row = next(iterator, None)
    columns = match_headers([str(h) for h in header_row[1]]) if header_row else {}
    household_at, relationship_at = (
        households.columns([str(h) for h in header_row[1]]) if header_row else (None, None)
    )
    if "last_name" not in columns.values() and "first_name" not in columns.values():
        raise UnreadableSheet(NO_HEADERS)
    for number, cells in iterator:
        if not any(str(c).strip() for c in cells if c is not None):
            continue
        candidate = Candidate(row=number, ref=f"row {number}", form={"family_tree": {}})
        for index, name in columns.items():
            value = _cell(cells[index]) if index < len(cells) else None
            candidate.sources[name] = str(header_row[1][index]) if header_row else name
            if name in STORED_COLUMNS:
                if isinstance(value, str) and value.strip():
                    candidate.stored[name] = " ".join(value.split())
            elif name.startswith("family_tree."):
                candidate.form["family_tree"][name.split(".", 1)[1]] = value
            else:
                candidate.form[name] = value
        _household(candidate, cells, household_at, relationship_at, header_row[1] if header_row else [])
        yield candidate


def _household(
    candidate: Candidate, cells: list[Any], at: int | None, relationship_at: int | None, headers: list[Any]
) -> None:
    """The row's household id and relationship to the head (katutubo.imports.households)."""
    household = _cell(cells[at]) if at is not None and at < len(cells) else None
    if household is None or not str(household).strip():
        return
    candidate.household = " ".join(str(household).split())
    written = (
        _cell(cells[relationship_at])
        if relationship_at is not None and relationship_at < len(cells)
        else None
    )
    if written is None or not str(written).strip():
        return
    candidate.relationship = households.relationship_of(str(written))
    if candidate.relationship is None and relationship_at is not None:
        value = " ".join(str(written).split())[:50]
        candidate.errors[str(headers[relationship_at])] = households.UNKNOWN_RELATIONSHIP.format(value=value)


def _delimiter(first_line: str) -> str:
    return max(DELIMITERS, key=first_line.count)


def csv_rows(path: Path) -> Iterator[tuple[int, list[Any]]]:
    csv.field_size_limit(CSV_FIELD_LIMIT)
    with path.open("rb") as raw:
        text = io.TextIOWrapper(raw, encoding="utf-8-sig", newline="")
        try:
            first = text.readline(LINE_CEILING)
        except UnicodeDecodeError:
            raise UnreadableSheet(UNREADABLE) from None
        delimiter = _delimiter(first)
        reader = csv.reader(_lines(first, text), delimiter=delimiter)
        try:
            # A cell the registry's own CSV export quoted (katutubo.core.csv_safety) reads back as stored.
            yield from ((n, [original_cell(cell) for cell in row]) for n, row in enumerate(reader, start=1))
        except (UnicodeDecodeError, csv.Error):
            raise UnreadableSheet(UNREADABLE) from None


def _lines(first: str, rest: io.TextIOWrapper) -> Iterator[str]:
    """The file's lines, none read past LINE_CEILING characters."""
    line, number = first, 1
    while line:
        if len(line) >= LINE_CEILING and not line.endswith("\n"):
            raise UnreadableSheet(LINE_TOO_LONG.format(line=number))
        yield line
        line, number = rest.readline(LINE_CEILING), number + 1


def xlsx_rows(path: Path) -> Iterator[tuple[int, list[Any]]]:
    try:
        yield from xlsx.rows(str(path))
    except (xlsx.BadWorkbook, OSError):
        raise UnreadableSheet(UNREADABLE) from None
    except Refused as exc:
        raise UnreadableSheet(exc.message) from None


def is_xlsx(path: Path) -> bool:
    with path.open("rb") as f:
        return f.read(4) == b"PK\x03\x04"


def candidates(path: Path) -> Iterator[Candidate]:
    """The file's people; a file named .xlsx must be one (a CSV is recognised by its content)."""
    if is_xlsx(path):
        return _candidates(xlsx_rows(path))
    if path.suffix.lower() == ".xlsx":
        raise UnreadableSheet(NOT_XLSX)
    return _candidates(csv_rows(path))
