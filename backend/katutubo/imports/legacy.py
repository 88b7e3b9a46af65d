"""The original app's `indigenousPeople` collection as export tools write it, read into Candidates.

Shapes: an object keyed by document id (also wrapped as {"indigenousPeople": ...} or
{"__collections__": {"indigenousPeople": ...}}), an array of objects with `id`, `_id` or `__id__`, or one
JSON object per line. Field variants and the late-2025 status fields: katutubo.imports.legacy_fields.
"""

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from katutubo.imports.candidate import Candidate
from katutubo.imports.legacy_fields import candidate_of

COLLECTION = "indigenousPeople"
ID_KEYS = ("id", "_id", "__id__")
NOT_JSON = "The file is not a JSON export of the people collection."


class UnreadableFile(ValueError):
    pass


def _unwrap(data: Any) -> Any:
    while isinstance(data, dict):
        if "__collections__" in data and isinstance(data["__collections__"], dict):
            data = data["__collections__"]
        elif COLLECTION in data and isinstance(data[COLLECTION], dict | list):
            data = data[COLLECTION]
        else:
            break
    return data


def _keyed(item: dict[str, Any], fallback: str) -> tuple[str, dict[str, Any]]:
    doc_id = next((str(item[k]) for k in ID_KEYS if item.get(k) not in (None, "")), fallback)
    return doc_id, item


def _documents(data: Any) -> Iterator[tuple[str, dict[str, Any]]]:
    data = _unwrap(data)
    if isinstance(data, list):
        for index, item in enumerate(data, start=1):
            yield _keyed(item if isinstance(item, dict) else {}, f"#{index}")
    elif isinstance(data, dict) and data and all(isinstance(v, dict) for v in data.values()):
        for doc_id, item in data.items():
            yield str(doc_id), item
    elif isinstance(data, dict):
        yield _keyed(data, "#1")  # a single record
    else:
        raise UnreadableFile(NOT_JSON)


def _json_lines(path: Path) -> Iterator[tuple[str, dict[str, Any]]]:
    with path.open(encoding="utf-8-sig") as lines:
        for number, line in enumerate(lines, start=1):
            if line.strip():
                try:
                    item = json.loads(line)
                except json.JSONDecodeError:
                    raise UnreadableFile(f"Line {number} is not JSON.") from None
                yield _keyed(item if isinstance(item, dict) else {}, f"#{number}")


def documents(path: Path) -> Iterator[tuple[str, dict[str, Any]]]:
    """(document id, fields) of every record in the file, in the file's order."""
    try:
        data = json.loads(path.read_text(encoding="utf-8-sig"))
    except json.JSONDecodeError as exc:
        if exc.msg != "Extra data":
            raise UnreadableFile(NOT_JSON) from None
        yield from _json_lines(path)
        return
    except UnicodeDecodeError:
        raise UnreadableFile(NOT_JSON) from None
    yield from _documents(data)


def candidates(path: Path) -> Iterator[Candidate]:
    for row, (doc_id, record) in enumerate(documents(path), start=1):
        yield candidate_of(row, doc_id, record)
