"""Past the preview's 20 rows, new people are inserted as table rows in one statement a chunk
(katutubo.imports.rows): they must be stored and audited exactly as the people service stores the first 20,
with ids in the file's order, a record repeated later in the file refused naming both rows (neither
duplicated nor silently updated), and the audit chain intact."""

import json

from sqlalchemy import select

from katutubo.audit import erasure
from katutubo.audit.chain import first_broken
from katutubo.cli import main
from katutubo.core.db import get_sessionmaker
from katutubo.imports.service import PREVIEW_ROWS
from katutubo.models import AuditEvent, Person
from tests.imports.legacy_fixture import records

COPIES = PREVIEW_ROWS + 10
NOT_COMPARED = {"id", "legacy_id", "first_name", "first_name_lower", "search_text"}


def template() -> dict:
    record = records()["docA"]
    del record["photoURL"]
    return record


def export(tmp_path, repeated_occupation: str) -> str:
    people = [{"id": f"p{n:02d}", **template(), "firstName": f"Juan{n:02d}"} for n in range(COPIES)]
    people.append({**people[25], "occupation": repeated_occupation})  # p25 again, changed
    path = tmp_path / "people.json"
    path.write_text(json.dumps(people), encoding="utf-8")
    return str(path)


def columns(person: Person) -> dict:
    return {c.key: getattr(person, c.key) for c in Person.__table__.columns if c.key not in NOT_COMPARED}


def created_changes(event: erasure.Opened) -> dict:
    return {k: v for k, v in event.changes.items() if k not in NOT_COMPARED}


def test_rows_past_the_preview_are_stored_and_audited_like_the_first(settings, tmp_path, capsys):
    main(["import-people", export(tmp_path, "Fisherman")])
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1] == f"Created {COPIES}, updated 0, unchanged 0, rejected 1."
    assert out[0] == f"rejected p25 (id): Rows 26 and {COPIES + 1} have the same id p25."
    with get_sessionmaker()() as db:
        people = list(db.scalars(select(Person).order_by(Person.id)))
        assert [p.legacy_id for p in people] == [f"p{n:02d}" for n in range(COPIES)]  # the file's order
        by_service, as_row = people[0], people[PREVIEW_ROWS + 3]
        assert as_row.first_name == f"Juan{PREVIEW_ROWS + 3:02d}" and as_row.search_text.startswith("juan23")
        assert columns(as_row) == columns(by_service)
        assert as_row.municipality == "Catanauan" and as_row.siblings == ["Jose", "Rosa"]
        assert people[25].occupation == "Farmer" and people[25].version == 1
        created = list(db.scalars(select(AuditEvent).where(AuditEvent.action == "person.created")))
        events = {e.target_id: o for e, o in zip(created, erasure.open_events(db, created), strict=True)}
        assert len(events) == COPIES
        first, row_event = events[by_service.id], events[as_row.id]
        assert created_changes(row_event) == created_changes(first)
        assert row_event.changes["first_name"] == [None, as_row.first_name]
        assert row_event.target_label == "Dela Cruz, Juan23 Santos"
        assert not db.scalars(select(AuditEvent).where(AuditEvent.action == "person.updated")).all()
        assert first_broken(db) == (None, COPIES + 1)  # + the import's own event


def test_a_second_import_finds_every_row_created_person(settings, tmp_path, capsys):
    path = export(tmp_path, "Farmer")
    main(["import-people", path])
    capsys.readouterr()
    main(["import-people", path])
    assert capsys.readouterr().out.strip().splitlines()[-1] == (
        f"Created 0, updated 0, unchanged {COPIES}, rejected 1."  # the repeated record, refused again
    )
