"""The person's data to carry away (right to data portability): the record, its linked relatives and its
certifications as JSON, and the same flattened to `field,value` lines as CSV (a spreadsheet reads no cell as
a formula: katutubo.core.csv_safety). Each download is an event of the person."""

import csv
import io
import json
from typing import Any, Literal

from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.access.people import person_including_trash
from katutubo.core.clock import office_today
from katutubo.core.csv_safety import safe_row
from katutubo.core.errors import Conflict, NotFound
from katutubo.core.messages import Message
from katutubo.data_requests.report import person_data
from katutubo.models import DataRequest, Person, RequestKind, User
from katutubo.people.changes import target

DataFormat = Literal["json", "csv"]
NOT_PORTABLE = Message("requests.not_portable", "The data is given for a portability or access request.")
PERSON_PURGED = Message(
    "requests.person_purged", "The person was purged: the registry holds no data of them."
)


def _person(db: Session, actor: User, request: DataRequest) -> Person:
    """The request's person, in the Trash too (their data is theirs until purged)."""
    if request.kind not in (RequestKind.portability, RequestKind.access):
        raise Conflict(NOT_PORTABLE)
    person = person_including_trash(db, actor, request.person_id)
    if person is None:
        raise NotFound(PERSON_PURGED)
    return person


def _flat(prefix: str, value: Any) -> list[tuple[str, Any]]:
    """`family_tree.father`, `certifications.0.serial`: one line per value."""
    if isinstance(value, dict):
        return [line for key, v in value.items() for line in _flat(f"{prefix}.{key}" if prefix else key, v)]
    if isinstance(value, list):
        return [line for n, v in enumerate(value) for line in _flat(f"{prefix}.{n}", v)]
    return [(prefix, value)]


def file_name(request: DataRequest, fmt: DataFormat) -> str:
    return f"katutubo-person-{request.person_id}-{office_today().isoformat()}.{fmt}"


def person_file(db: Session, actor: User, request: DataRequest, fmt: DataFormat) -> bytes:
    person = _person(db, actor, request)
    audit.record(
        db,
        actor,
        "person.data_exported",
        target(person),
        {"request_id": [None, request.id], "format": [None, fmt]},
    )
    data = person_data(db, actor, person).model_dump(mode="json")
    if fmt == "json":
        return json.dumps(data, ensure_ascii=False, indent=2).encode()
    buffer = io.StringIO()
    buffer.write("\ufeff")
    writer = csv.writer(buffer)
    writer.writerow(["field", "value"])
    writer.writerows(safe_row([name, value]) for name, value in _flat("", data))
    return buffer.getvalue().encode()
