"""Hostile import files built small in the test: hand-made workbooks (a cell far past XFD, shared strings or
a sheet that unpack to far more than the file), JSON nested deep or made of many empty objects."""

import io
import json
import zipfile
from typing import Any

from tests.imports.legacy_fixture import records

MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
WORKBOOK = f'<workbook xmlns="{MAIN}"><sheets><sheet name="A" sheetId="1"/></sheets></workbook>'
HEADER_ROW = (
    '<row r="1"><c r="A1" t="inlineStr"><is><t>Last Name</t></is></c>'
    '<c r="B1" t="inlineStr"><is><t>First Name</t></is></c></row>'
)


def workbook(rows: str, shared: list[str] | None = None, padding: int = 0) -> bytes:
    """A one-sheet XLSX: the header row, then `rows` (XML); `padding` bytes of spaces between rows, which
    deflate packs a thousand to one."""
    sheet = f'<worksheet xmlns="{MAIN}"><sheetData>{HEADER_ROW}{" " * padding}{rows}</sheetData></worksheet>'
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("xl/workbook.xml", WORKBOOK)
        archive.writestr("xl/worksheets/sheet1.xml", sheet)
        if shared is not None:
            items = "".join(f"<si><t>{text}</t></si>" for text in shared)
            archive.writestr("xl/sharedStrings.xml", f'<sst xmlns="{MAIN}">{items}</sst>')
    return out.getvalue()


def person_row(number: int, cell: str = "A", last: str = "Dela Cruz") -> str:
    return (
        f'<row r="{number}"><c r="{cell}{number}" t="inlineStr"><is><t>{last}</t></is></c>'
        f'<c r="B{number}" t="inlineStr"><is><t>Juan</t></is></c></row>'
    )


def shared_strings_bomb(strings: int, length: int) -> bytes:
    """A valid workbook whose shared strings are `strings` copies of a `length`-character text."""
    rows = '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c></row>'
    return workbook(rows, shared=["x" * length] * strings)


def nested_json(depth: int) -> bytes:
    return ("[" * depth + "]" * depth).encode()


def empty_objects(count: int) -> bytes:
    return ("[" + ",".join(["{}"] * count) + "]").encode()


def people_with_ids(ids: list[str]) -> bytes:
    person: dict[str, Any] = records()["docA"]
    del person["photoURL"]
    return json.dumps(
        [{**person, "id": doc_id, "firstName": f"Juan {n}"} for n, doc_id in enumerate(ids)]
    ).encode()
