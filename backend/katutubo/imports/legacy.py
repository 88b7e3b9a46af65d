"""The original app's `indigenousPeople` collection as export tools write it, read into Candidates.

Shapes: an object keyed by document id (also wrapped as {"indigenousPeople": ...} or
{"__collections__": {"indigenousPeople": ...}}), an array of objects with `id`, `_id` or `__id__`, or one
JSON object per line. Field variants and the late-2025 status fields: katutubo.imports.legacy_fields.

The file is read twice, a record at a time (katutubo.imports.json_records): first to find the collection and
its shape (a wrapper key may come after the records beside it) and count its records (a file of more than
bounds.MAX_ROWS is refused before any is checked), then to give its records; neither holds more than one.
Two records with the same id are refused by row, naming both.
"""

import io
from collections.abc import Iterator
from hashlib import blake2b
from pathlib import Path
from typing import Any

from katutubo.core.messages import Message
from katutubo.imports import bounds
from katutubo.imports.candidate import Candidate
from katutubo.imports.json_records import NOT_JSON, VALUE_CEILING, Reader, UnreadableFile
from katutubo.imports.legacy_fields import candidate_of

__all__ = ["NOT_JSON", "UnreadableFile", "candidates", "documents"]

COLLECTION = "indigenousPeople"
WRAPPERS = {"__collections__": "{", COLLECTION: "{["}  # a wrapper key and the values it may hold
ID_KEYS = ("id", "_id", "__id__")
SAME_ID = Message("imports.same_id", "Rows {first} and {row} have the same id {id}.")
LINE_NOT_JSON = Message("imports.line_not_json", "Line {number} is not JSON.")
# (document id, whether the file gave it, fields)
Document = tuple[str, bool, dict[str, Any]]


def _keyed(item: Any, fallback: str) -> Document:
    item = item if isinstance(item, dict) else {}
    doc_id = next((str(item[k]) for k in ID_KEYS if item.get(k) not in (None, "")), None)
    return (doc_id, True, item) if doc_id is not None else (fallback, False, item)


def _key(reader: Reader) -> str:
    key = reader.value()
    if not isinstance(key, str):
        raise UnreadableFile(NOT_JSON)
    reader.take(":")
    return key


def _wrapped(reader: Reader, key: str) -> bool:
    return key in WRAPPERS and reader.peek() in WRAPPERS[key]


def _skip_rest(reader: Reader, closing: str, depth: int, counted: bool = False) -> None:
    """The rest of an object's pairs (or an array's items) after the one just read, up to its end; when they
    are the collection's records, no more than bounds.MAX_ROWS of them."""
    count = 1
    while not reader.take_if(closing):
        reader.take(",")
        if closing == "}":
            _key(reader)
        reader.value(depth)
        count += 1
        if counted and count > bounds.MAX_ROWS:
            raise UnreadableFile(bounds.TOO_MANY_ROWS)


def _survey(reader: Reader) -> tuple[list[str], str]:
    """The wrapper keys leading to the collection, and its shape: 'list', 'keyed' (by document id),
    'single' (one record) or 'lines' (one record per line)."""
    route: list[str] = []
    while True:
        depth = len(route) + 1
        if reader.take_if("["):
            if not reader.take_if("]"):
                reader.value(depth)
                _skip_rest(reader, "]", depth, counted=True)
            shape = "list"
            break
        reader.take("{")
        count, all_records, wrapper = 0, True, None
        while not reader.take_if("}"):
            if count:
                reader.take(",")
            key = _key(reader)
            if _wrapped(reader, key):
                wrapper = key
                break
            all_records = isinstance(reader.value(depth), dict) and all_records
            count += 1
            if count > bounds.MAX_ROWS:
                raise UnreadableFile(bounds.TOO_MANY_ROWS)
        if wrapper is None:
            shape = "keyed" if count and all_records else "single"
            break
        route.append(wrapper)
    for depth in range(len(route), 0, -1):  # the wrappers' other keys
        _skip_rest(reader, "}", depth)
    return route, "lines" if reader.peek() else shape


def _collection(reader: Reader, route: list[str], shape: str) -> Iterator[Document]:
    for depth, wanted in enumerate(route, start=1):
        reader.take("{")
        while not ((key := _key(reader)) == wanted and _wrapped(reader, key)):
            reader.value(depth)
            reader.take(",")
    depth = len(route) + 1
    if shape == "single":
        yield _keyed(reader.value(depth - 1), "#1")
        return
    closing = "]" if shape == "list" else "}"
    reader.take("[" if shape == "list" else "{")
    index = 0
    while not reader.take_if(closing):
        if index:
            reader.take(",")
        index += 1
        if shape == "list":
            yield _keyed(reader.value(depth), f"#{index}")
        else:
            doc_id = _key(reader)
            yield doc_id, True, reader.value(depth)


def _json_lines(path: Path) -> Iterator[Document]:
    with path.open(encoding="utf-8-sig") as lines:
        number = 0
        while line := lines.readline(VALUE_CEILING):
            number += 1
            if not line.strip():
                continue
            reader = Reader(io.StringIO(line))
            try:
                item = reader.value()
                extra = reader.peek()
            except UnreadableFile as exc:
                if str(exc) != NOT_JSON:
                    raise
                extra = "not JSON"
            if extra or not line.endswith("\n") and len(line) >= VALUE_CEILING:
                raise UnreadableFile(LINE_NOT_JSON.format(number=number))
            yield _keyed(item, f"#{number}")


def documents(path: Path) -> Iterator[Document]:
    """(document id, whether the file gave it, fields) of every record in the file, in the file's order."""
    try:
        with path.open(encoding="utf-8-sig") as text:
            route, shape = _survey(Reader(text))
        if shape == "lines":
            yield from _json_lines(path)
            return
        with path.open(encoding="utf-8-sig") as text:
            yield from _collection(Reader(text), route, shape)
    except UnicodeDecodeError:
        raise UnreadableFile(NOT_JSON) from None


def _fingerprint(doc_id: str) -> int:
    """8 bytes standing for an id: a million ids seen are ~100 MB as strings, a third of that as these."""
    return int.from_bytes(blake2b(doc_id.encode("utf-8", "surrogatepass"), digest_size=8).digest(), "big")


def candidates(path: Path) -> Iterator[Candidate]:
    """The file's people; a record whose id an earlier one has is refused, naming both rows."""
    seen: dict[int, int] = {}
    for row, (doc_id, given, record) in enumerate(documents(path), start=1):
        candidate = candidate_of(row, doc_id, record)
        first = seen.setdefault(_fingerprint(doc_id), row) if given else row
        if first != row:
            candidate.errors["id"] = SAME_ID.format(first=first, row=row, id=doc_id)
        yield candidate
