"""`katutubo import-people`: the original's export with every legacy variant, imported twice."""

import json
from datetime import UTC, date, datetime

import pytest
from sqlalchemy import func, select

from katutubo.cli import main
from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent, Person
from katutubo.people.normalise import PHONE_HINT
from tests.imports.legacy_fixture import records, write_export


def run(capsys, *args: str) -> list[str]:
    main(["import-people", *args])
    return capsys.readouterr().out.strip().splitlines()


def people() -> dict[str, Person]:
    with get_sessionmaker()() as db:
        return {p.legacy_id: p for p in db.scalars(select(Person))}


def count(action: str) -> int:
    with get_sessionmaker()() as db:
        return db.scalar(select(func.count()).where(AuditEvent.action == action)) or 0


def photo_files(data_dir) -> list[str]:
    return (
        sorted(p.name for p in (data_dir / "ip_photos").glob("*"))
        if (data_dir / "ip_photos").exists()
        else []
    )


def test_every_variant_imported_and_reported(settings, tmp_path, capsys):
    export, bucket = write_export(tmp_path)
    lines = run(capsys, str(export), "--photos", str(bucket))
    assert lines[-1] == "Created 5, updated 0, unchanged 0, rejected 3."
    assert f"rejected docD (contactNumber): {PHONE_HINT}" in lines
    assert "rejected docF (dateOfBirth): Date of birth must be a date (YYYY-MM-DD)." in lines
    assert (
        'rejected docG (isStudent): isStudent is "Not Student" but the occupation "Senior High student" '
        "reads as a student." in lines
    )
    assert "photo docE: Photo file not found: ip_photos/missing.jpg" in lines
    assert "photo docH: ip_photos/broken.jpg: The photo must be a JPEG, PNG, WEBP or GIF image." in lines

    stored = people()
    a, b, c, e, h = (stored[k] for k in ("docA", "docB", "docC", "docE", "docH"))
    assert (a.date_of_birth, a.lineage, a.barangay, a.contact_number) == (
        date(1990, 5, 17),
        "Agta",
        "Ajos",
        "+639171234567",
    )
    assert (a.father, a.mother, a.siblings, a.municipality, a.province) == (
        "Pedro",
        "Maria",
        ["Jose", "Rosa"],
        "Catanauan",
        "Quezon",
    )
    assert a.created_at.replace(microsecond=0) == datetime.fromtimestamp(1700000000, UTC)
    assert a.photo_key and a.legacy_photo == "ip_photos/1700000000000_Dela Cruz_Juan.jpg"
    # a timestamp date of birth is its day in the Philippines; the age comes from it, not the stored "42"
    assert b.date_of_birth == date(1990, 5, 17) and b.age != 42
    assert (b.father, b.mother, b.siblings, b.children) == (
        "Lito Reyes",
        "Nena Reyes",
        ["Ben Reyes", "Carla Reyes"],
        ["Dino Reyes"],
    )
    assert b.gender == "Female" and b.photo_key and b.legacy_photo == "ip_photos/1700000000001_Reyes_Ana.png"
    # isStudent "Student" with no occupation: a student; "Healthy": no health condition
    assert (b.occupation, b.is_student, b.health_condition, b.has_health_condition) == (
        "Student (Catanauan NHS)",
        True,
        None,
        False,
    )
    # isEmployed false: unemployed; "Not Healthy" keeps the details as the condition
    assert (c.date_of_birth, c.occupation, c.is_unemployed) == (date(2001, 2, 3), None, True)
    assert (c.health_condition, c.has_health_condition) == ("Asthma", True)
    assert (e.age, e.date_of_birth, e.is_non_student, e.photo_key) == (7, None, True, None)
    assert h.photo_key is None
    assert all((settings.data_dir / key).is_file() for key in (a.photo_key, a.thumb_key, b.photo_key))
    assert count("people.imported") == 1 and count("person.created") == 5


def test_importing_again_duplicates_no_one_and_reports_changes(settings, tmp_path, capsys):
    export, bucket = write_export(tmp_path)
    run(capsys, str(export), "--photos", str(bucket))
    files = photo_files(settings.data_dir)
    assert run(capsys, str(export), "--photos", str(bucket))[-1] == (
        "Created 0, updated 0, unchanged 5, rejected 3."
    )
    data = records()
    data["docA"]["occupation"] = "Fisherman"
    data["docD"]["contactNumber"] = "09171234567"
    export.write_text(json.dumps(data))
    assert run(capsys, str(export), "--photos", str(bucket))[-1] == (
        "Created 1, updated 1, unchanged 4, rejected 2."
    )
    stored = people()
    assert len(stored) == 6 and stored["docA"].occupation == "Fisherman"
    assert photo_files(settings.data_dir) == files  # the same photos, not imported again
    assert count("people.imported") == 3 and count("person.updated") == 1


def test_dry_run_writes_nothing(settings, tmp_path, capsys):
    export, bucket = write_export(tmp_path)
    before = photo_files(settings.data_dir)
    lines = run(capsys, str(export), "--photos", str(bucket), "--dry-run")
    assert lines[-1] == "Dry run: 5 to create, 0 to update, 0 unchanged, 3 rejected. Nothing was written."
    assert people() == {} and count("people.imported") == 0 and count("person.created") == 0
    assert photo_files(settings.data_dir) == before


def test_strict_aborts_on_one_rejection(settings, tmp_path, capsys):
    export, bucket = write_export(tmp_path)
    before = photo_files(settings.data_dir)
    with pytest.raises(SystemExit) as exit_:
        run(capsys, str(export), "--photos", str(bucket), "--strict")
    assert exit_.value.code == 1
    assert "Strict import: 3 rejected, so nothing was imported." in capsys.readouterr().out
    assert people() == {} and photo_files(settings.data_dir) == before


@pytest.mark.parametrize("id_key", ["id", "_id", "__id__"])
def test_an_array_with_each_id_key(settings, tmp_path, capsys, id_key):
    export, _ = write_export(tmp_path, [{id_key: "x1", **records()["docC"]}])
    assert run(capsys, str(export))[-1] == "Created 1, updated 0, unchanged 0, rejected 0."
    assert list(people()) == ["x1"]


def test_json_lines_and_a_wrapped_collection(settings, tmp_path, capsys):
    lines_file = tmp_path / "people.jsonl"
    lines_file.write_text(
        "\n".join(json.dumps({"id": k, **records()[k]}) for k in ("docB", "docC")) + "\n", encoding="utf-8"
    )
    assert run(capsys, str(lines_file))[-1] == "Created 2, updated 0, unchanged 0, rejected 0."
    wrapped, _ = write_export(
        tmp_path / "w", {"__collections__": {"indigenousPeople": {"docE": records()["docE"]}}}
    )
    assert run(capsys, str(wrapped))[-1] == "Created 1, updated 0, unchanged 0, rejected 0."
    assert sorted(people()) == ["docB", "docC", "docE"]
