"""/api/exports/people: an encoder exports the rows of their barangays only, audited like an IPMR's export.
(Printing is the browser's, of the list the server already scoped; the server records no print.)"""

import csv
import io

from python_calamine import CalamineWorkbook
from sqlalchemy import select

from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent
from tests.people.scope_reads.conftest import AJOS, EVERYONE


def csv_names(client, **params: str) -> list[str]:  # type: ignore[no-untyped-def]
    r = client.get("/api/exports/people", params={"format": "csv", **params})
    assert r.status_code == 200, r.text
    return [row["Name"] for row in csv.DictReader(io.StringIO(r.content.decode("utf-8-sig")))]


def xlsx_names(client, **params: str) -> list[str]:  # type: ignore[no-untyped-def]
    r = client.get("/api/exports/people", params={"format": "xlsx", **params})
    assert r.status_code == 200, r.text
    rows = CalamineWorkbook.from_filelike(io.BytesIO(r.content)).get_sheet_by_index(0).to_python()
    return [row[1] for row in rows[1:]]


def test_the_rows_of_the_scope(ipmr, ajos):
    assert csv_names(ipmr) == xlsx_names(ipmr) == EVERYONE
    assert csv_names(ajos) == xlsx_names(ajos) == AJOS
    assert csv_names(ajos, q="agta") == ["Dela Cruz, Juan", "Reyes, Ana"]
    assert xlsx_names(ajos, category="students") == ["Santos, Maria"]


def test_nothing_to_export_outside_the_scope(ipmr, ajos, nowhere):
    for client, params in ((ajos, {"barangay": "Bolo"}), (ajos, {"q": "villanueva"}), (nowhere, {})):
        for file_format in ("csv", "xlsx"):
            r = client.get("/api/exports/people", params={**params, "format": file_format})
            assert (r.status_code, r.json()["error"]) == (404, "No data to export yet."), params
    assert csv_names(ipmr, barangay="Bolo") == ["Garcia, Pedro", "Mendoza, Carlo"]


def test_an_encoders_export_is_audited(ajos, users):
    assert ajos.get("/api/exports/people", params={"format": "csv", "barangay": "Ajos"}).status_code == 200
    assert ajos.get("/api/exports/people", params={"format": "xlsx", "gender": "Female"}).status_code == 200
    with get_sessionmaker()() as db:
        events = db.scalars(
            select(AuditEvent).where(AuditEvent.action == "people.exported").order_by(AuditEvent.id)
        ).all()
    assert [(e.changes["format"][1], e.changes["rows"][1]) for e in events] == [("csv", 3), ("xlsx", 2)]
    assert events[0].changes["filters"][1]["barangay"] == "Ajos"
    assert {e.actor_name for e in events} == {"Maria Dela Cruz"}  # the encoder (tests.factories' name)
    assert all(e.actor_id is not None for e in events)
