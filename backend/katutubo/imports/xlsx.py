"""The first sheet of an XLSX file read row by row, without holding the sheet: the sheet's XML is parsed as it
is decompressed (zipfile + ElementTree.iterparse) and each row is dropped once given; only the shared strings
and the cell styles' number formats are kept. Values as python-calamine gives them (tested against it): text,
numbers as floats, booleans, and numbers in a date or time format as date / datetime / time / timedelta
(dates by the styles' number formats, the 1900 or 1904 date system); empty cells and errors as ''. A row
is its cells from column A (by their r= reference) up to its last one, at least as wide as the first row;
empty rows are left out.

Bounded whatever the file says (katutubo.imports.unpacked): every part's decompressed bytes are counted as
read, the shared strings are kept compactly under a ceiling (katutubo.imports.shared_strings), a row's XML
may not pass ROW_CEILING, and a cell past Excel's last column (XFD) or row (1,048,576) refuses the file
instead of making a row that wide. A refusal is Refused, with a message for the person who uploaded it."""

import functools
import lzma
import os
import re
import zipfile
import zlib
from collections.abc import Iterator
from datetime import datetime, time, timedelta
from typing import IO, Any
from xml.etree import ElementTree

from katutubo.core.messages import Message
from katutubo.imports.shared_strings import SharedStrings
from katutubo.imports.unpacked import PART_CEILING, TOO_LARGE_UNPACKED, Budget, Counted, Refused, open_zip

MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
STRICT = "http://purl.oclc.org/ooxml/spreadsheetml/main"
RELATIONSHIPS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
STRICT_RELATIONSHIPS = "http://purl.oclc.org/ooxml/officeDocument/relationships"
PACKAGE_RELATIONSHIPS = "http://schemas.openxmlformats.org/package/2006/relationships"
DEFAULT_SHEET = "xl/worksheets/sheet1.xml"
# Excel's built-in number formats that show a date or time (calamine's list); 46 ([h]:mm:ss) is a duration.
BUILTIN_DATES = {14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 47}
BUILTIN_DURATIONS = {46}
ESCAPED = re.compile("_x([0-9A-Fa-f]{4})_")
DIGITS = "0123456789"
BLOCK = 256 * 1024  # bytes of the sheet's XML read at a time
FEED = 64 * 1024  # bytes given to the XML parser at a time: other requests wait for no longer than this takes
ROW_CEILING = 1024 * 1024  # one row's XML (a person's row is a few KB); more refuses the file
STRING_CEILING = 1024 * 1024  # one shared string's XML (Excel holds at most 32,767 characters in a cell)
MAX_COLUMNS = 16_384  # A to XFD
MAX_ROWS = 1_048_576
PLACE_SHOWN = 20  # characters of a cell reference repeated in a message
CELL_PAST_XFD = Message(
    "imports.cell_past_xfd",
    "Cell {cell} is past column XFD, the last one a spreadsheet may have: open the file in Excel or "
    "LibreOffice, save it again and upload that.",
)
ROW_PAST_LIMIT = Message(
    "imports.row_past_limit",
    "Row {row} is past row 1048576, the last one a spreadsheet may have: open the file in Excel or "
    "LibreOffice, save it again and upload that.",
)
ROOT_TAG = re.compile(rb"<(?![?!])([\w.:-]+)")
DATA_START = re.compile(rb"<((?:[\w.-]+:)?)sheetData\b[^>]*?(/?)>")
DAY_MS = 86_400_000
EPOCH_1900 = datetime(1899, 12, 31)  # serial 1 is 1900-01-01; from 61 on one day less (Excel's 1900-02-29)
EPOCH_1904 = datetime(1904, 1, 1)
XML_ERRORS = (
    ElementTree.ParseError,
    zipfile.BadZipFile,
    zlib.error,
    lzma.LZMAError,
    EOFError,
    KeyError,
    ValueError,
    IndexError,  # a shared string the table does not have
    OverflowError,  # a date past datetime's years
    NotImplementedError,  # a compression zipfile does not know
    RuntimeError,  # an encrypted member
)


class BadWorkbook(ValueError):
    """The file is not a readable XLSX workbook."""


def _local(tag: str) -> str:
    return tag.rpartition("}")[2]


def _unescape(text: str) -> str:
    """Excel's _xHHHH_ escapes (characters XML cannot hold; _x005F_ is a literal underscore)."""
    return ESCAPED.sub(lambda m: chr(int(m.group(1), 16)), text) if "_x" in text else text


def _text(element: ElementTree.Element) -> str:
    """A shared or inline string: its <t>, or its rich-text runs' <t>s, without phonetic guides (<rPh>)."""
    parts: list[str] = []
    for child in element:
        name = _local(child.tag)
        if name == "t":
            parts.append(child.text or "")
        elif name == "r":
            parts.extend(t.text or "" for t in child if _local(t.tag) == "t")
    return _unescape("".join(parts))


@functools.cache
def _letters(letters: str) -> int:
    """'A' -> 0, 'XFD' -> 16383; -1 past XFD (without computing a number of any size)."""
    if not letters.isascii() or not letters.isalpha() or not letters.isupper():
        raise ValueError(letters)
    if len(letters) > 3:
        return -1
    number = 0
    for letter in letters:
        number = number * 26 + ord(letter) - 64
    return number - 1 if number <= MAX_COLUMNS else -1


def _column(reference: str) -> int:
    """'A1' -> 0, 'AB7' -> 27; Refused past XFD."""
    column = _letters(reference.rstrip(DIGITS))
    if column < 0:
        raise Refused(CELL_PAST_XFD.format(cell=reference[:PLACE_SHOWN]))
    return column


def _row_number(written: str | None, previous: int) -> int:
    """The row's r= (or the one after the previous row); Refused past row 1,048,576."""
    if written is not None and not (written.isascii() and written.isdigit()):
        raise ValueError(written)
    if written is not None and len(written) > len(str(MAX_ROWS)):
        raise Refused(ROW_PAST_LIMIT.format(row=written[:PLACE_SHOWN]))
    number = int(written) if written else previous + 1
    if number > MAX_ROWS:
        raise Refused(ROW_PAST_LIMIT.format(row=number))
    return number


def is_date_format(code: str) -> str | None:
    """'date' or 'duration' when the number format shows a date or time (calamine's reading of the first
    section: quoted text, escaped characters and [colours] do not count; [h] is a duration), else None."""
    escaped = quoted = ampm = duration = False
    brackets, previous = 0, " "
    for char in code:
        if escaped:
            escaped = False
        elif char in "_\\":
            escaped = True
        elif quoted:
            quoted = char != '"'
        elif char == '"':
            quoted = True
        elif char == ";":
            return None
        elif char == "[":
            brackets += 1
        elif char == "]" and brackets == 1 and duration:
            return "duration"
        elif char == "]":
            brackets = max(brackets - 1, 0)
        elif brackets == 0 and not ampm and char in "aA":
            ampm = True
        elif brackets == 0 and char in ("pmPM/" if ampm else "dmhysDMHYS"):
            return "date"
        elif not (duration and char.lower() == previous.lower()):
            duration = previous == "[" and char in "mhsMHS"
        previous = char
    return None


class Workbook:
    """The parts of the workbook the first sheet's values need."""

    def __init__(self, archive: zipfile.ZipFile, budget: Budget) -> None:
        self.archive, self.budget = archive, budget
        self.sheet, self.date1904 = self._first_sheet()
        self.strings = self._shared_strings()
        self.formats = self._styles()

    def _open(self, name: str, ceiling: int | None = None) -> Counted:
        return Counted(self.archive.open(name), self.budget, ceiling)

    def _parse(self, name: str) -> ElementTree.Element | None:
        try:
            part = self._open(name, PART_CEILING)
        except KeyError:
            return None
        with part:
            return ElementTree.parse(part).getroot()  # type: ignore[arg-type]

    def _first_sheet(self) -> tuple[str, bool]:
        workbook = self._parse("xl/workbook.xml")
        if workbook is None:
            raise BadWorkbook("xl/workbook.xml")
        date1904 = any(
            _local(e.tag) == "workbookPr" and e.get("date1904", "").lower() in ("1", "true") for e in workbook
        )
        sheets = [e for e in workbook.iter() if _local(e.tag) == "sheet"]
        if not sheets:
            raise BadWorkbook("no sheet")
        rel_id = sheets[0].get(f"{{{RELATIONSHIPS}}}id") or sheets[0].get(f"{{{STRICT_RELATIONSHIPS}}}id")
        relations = self._parse("xl/_rels/workbook.xml.rels")
        for relation in relations if relations is not None else []:
            if relation.get("Id") == rel_id and relation.get("Target"):
                target = str(relation.get("Target"))
                return (target.lstrip("/") if target.startswith("/") else f"xl/{target}"), date1904
        return DEFAULT_SHEET, date1904

    def _shared_strings(self) -> SharedStrings:
        """Each <si> kept as it ends and dropped from the tree; one may not pass STRING_CEILING of XML."""
        strings = SharedStrings()
        try:
            part = self._open("xl/sharedStrings.xml")
        except KeyError:
            return strings
        with part:
            root, item_start = None, 0
            for event, element in ElementTree.iterparse(part, events=("start", "end")):  # type: ignore[arg-type]
                if root is None:
                    root = element
                elif event == "end" and _local(element.tag) == "si":
                    strings.append(_text(element))
                    root.clear()
                    item_start = part.count
                elif part.count - item_start > STRING_CEILING:
                    raise Refused(TOO_LARGE_UNPACKED)
        return strings

    def _styles(self) -> list[str | None]:
        """For each cell style (s=): 'date', 'duration' or None, by its number format."""
        styles = self._parse("xl/styles.xml")
        if styles is None:
            return []
        custom: dict[int, str] = {}
        kinds: list[str | None] = []
        for part in styles:
            if _local(part.tag) == "numFmts":
                custom = {int(f.get("numFmtId", -1)): f.get("formatCode", "") for f in part}
            elif _local(part.tag) == "cellXfs":
                for xf in part:
                    number = int(xf.get("numFmtId", 0))
                    if number in custom:
                        kinds.append(is_date_format(custom[number]))
                    else:
                        builtin = number in BUILTIN_DATES and "date"
                        kinds.append(builtin or ("duration" if number in BUILTIN_DURATIONS else None))
        return kinds

    def _date(self, serial: float, kind: str) -> Any:
        if kind == "duration":
            return timedelta(milliseconds=round(serial * DAY_MS))
        epoch = EPOCH_1904 if self.date1904 else EPOCH_1900
        if not self.date1904 and serial >= 60:
            serial -= 1
        moment = epoch + timedelta(milliseconds=round(serial * DAY_MS))
        if serial < 1:  # as calamine: a time of day (dates before 1904 in the 1904 system too)
            return moment.time()
        if moment.time() == time():
            return moment.date()
        return moment

    def value(self, cell: ElementTree.Element, tags: "Tags") -> Any:
        kind = cell.get("t", "n")
        if kind == "inlineStr":
            inline = cell.find(tags.inline)
            if inline is None:
                return ""
            if len(inline) == 1 and inline[0].tag == tags.text:  # plain text, not rich
                return _unescape(inline[0].text or "")
            return _text(inline)
        raw = cell.findtext(tags.value)
        if not raw:
            return ""
        if kind == "n":
            style = cell.get("s")
            date_kind = self.formats[int(style)] if style and int(style) < len(self.formats) else None
            return self._date(float(raw), date_kind) if date_kind else float(raw)
        if kind == "s":
            return self.strings[int(raw)]
        if kind == "b":
            return raw.strip() in ("1", "true")
        if kind == "d":
            return _iso_date(raw)
        if kind == "e":
            return ""
        return _unescape(raw)  # "str": a formula's text

    def rows(self) -> Iterator[tuple[int, list[Any]]]:
        with self._open(self.sheet) as part:
            yield from self._rows(part)  # type: ignore[arg-type]

    def _rows(self, part: IO[bytes]) -> Iterator[tuple[int, list[Any]]]:
        """The sheet's XML is cut after a row's end tag about every BLOCK bytes; each piece, between the
        sheet's own beginning (its namespaces) and end, is parsed on its own and its rows given."""
        buffer = b""
        while (start := DATA_START.search(buffer)) is None:
            block = part.read(BLOCK)
            if not block:
                return  # no sheetData: no rows
            if len(buffer) > ROW_CEILING:
                raise Refused(TOO_LARGE_UNPACKED)
            buffer += block
        root = ROOT_TAG.search(buffer)
        if root is None or start.group(2):  # <sheetData/>: no rows
            return
        head, body = buffer[: start.end()], buffer[start.end() :]
        row_end, data_end = b"</%srow>" % start.group(1), b"</%ssheetData>" % start.group(1)
        tail = data_end + b"</%s>" % root.group(1)
        state = _State()
        while True:
            end = body.find(data_end)
            if end != -1:
                yield from self._piece(head + body[:end] + tail, state)
                return
            cut = body.rfind(row_end)
            if cut != -1:
                cut += len(row_end)
                yield from self._piece(head + body[:cut] + tail, state)
                body = body[cut:]
            block = part.read(BLOCK)
            if not block:
                raise BadWorkbook("the sheet ends early")
            if len(body) > ROW_CEILING:  # a row this long is not a person's
                raise Refused(TOO_LARGE_UNPACKED)
            body += block

    def _piece(self, xml: bytes, state: "_State") -> Iterator[tuple[int, list[Any]]]:
        parser = ElementTree.XMLParser()
        for start in range(0, len(xml), FEED):  # the parser holds the interpreter while it parses
            parser.feed(xml[start : start + FEED])
        root = parser.close()
        tags = state.tags or state.named(root.tag)
        data = root.find(tags.data)
        for row in data if data is not None else ():
            state.number = _row_number(row.get("r") or None, state.number)
            cells: list[Any] = []
            for cell in row:
                reference = cell.get("r")
                column = _column(reference) if reference else len(cells)
                if column >= MAX_COLUMNS:
                    raise Refused(CELL_PAST_XFD.format(cell=f"{len(cells) + 1} of row {state.number}"))
                if column >= len(cells):
                    cells.extend([""] * (column - len(cells) + 1))
                cells[column] = self.value(cell, tags)
            if any(value != "" for value in cells):
                state.width = state.width or len(cells)
                if len(cells) < state.width:
                    cells.extend([""] * (state.width - len(cells)))
                yield state.number, cells


class Tags:
    """The sheet's element names in its namespace."""

    def __init__(self, ns: str) -> None:
        self.data, self.inline, self.text, self.value = (
            f"{ns}{name}" for name in ("sheetData", "is", "t", "v")
        )


class _State:
    def __init__(self) -> None:
        self.number = self.width = 0
        self.tags: Tags | None = None

    def named(self, root_tag: str) -> Tags:
        self.tags = Tags(root_tag[: root_tag.index("}") + 1] if "}" in root_tag else "")
        return self.tags


def _iso_date(text: str) -> Any:
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return text
    return moment.date() if moment.time() == time() and "T" not in text else moment


def rows(source: str) -> Iterator[tuple[int, list[Any]]]:
    """(row number, cells) of the first sheet's non-empty rows; BadWorkbook when it cannot be read, Refused
    when it breaks a bound."""
    try:
        with open_zip(source) as archive:
            yield from Workbook(archive, Budget(os.path.getsize(source))).rows()
    except XML_ERRORS as exc:
        raise BadWorkbook(str(exc)) from None
