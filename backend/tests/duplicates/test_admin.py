"""/admin/duplicates: the scan's likely pairs, 'Not the same person' remembered, and the merge."""

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from katutubo.duplicates import scan as scan_module
from katutubo.duplicates.scan import run_scan
from katutubo.models import AuditEvent, Person
from tests.people.factories import add_person

ANA = {"first_name": "Ma. Ana", "last_name": "Dela Cruz", "middle_name": "Santos", "gender": "Female"}


def _scan(client: TestClient) -> dict:  # type: ignore[type-arg]
    started = client.post("/api/admin/duplicates/scan")
    assert started.status_code == 202  # the TestClient runs the background scan before returning
    return client.get("/api/admin/duplicates").json()


def test_the_scan_finds_the_pair_and_reports_progress(ipmr_client: TestClient) -> None:
    a = add_person(**ANA, date_of_birth="1960-04-05")
    b = add_person(**ANA | {"first_name": "Maria Ana", "last_name": "de la Cruz"}, date_of_birth="1960-05-04")
    add_person(first_name="Pedro", last_name="Reyes", date_of_birth="1990-01-01")

    page = _scan(ipmr_client)

    assert page["scan"]["status"] == "done"
    assert page["scan"]["total"] == page["scan"]["done"] == 3
    assert page["total"] == 1
    pair = page["items"][0]
    assert {pair["first"]["id"], pair["second"]["id"]} == {a.id, b.id}
    assert ipmr_client.get(f"/api/admin/duplicates?person={b.id}").json()["total"] == 1
    assert ipmr_client.get("/api/admin/duplicates?person=999999").json()["total"] == 0


def test_not_the_same_person_is_never_shown_again(ipmr_client: TestClient, session: Session) -> None:
    a = add_person(**ANA, date_of_birth="1960-04-05")
    b = add_person(**ANA, date_of_birth="1960-04-05", contact_number="0918 000 0000")
    assert _scan(ipmr_client)["total"] == 1

    response = ipmr_client.post("/api/admin/duplicates/not-same", json={"first_id": b.id, "second_id": a.id})

    assert response.status_code == 204
    assert ipmr_client.get("/api/admin/duplicates").json()["total"] == 0
    assert _scan(ipmr_client)["total"] == 0  # a new scan remembers it too
    assert session.scalars(select(AuditEvent.action).where(AuditEvent.action == "duplicate.not_same")).all()


def test_merge_keeps_each_chosen_field_unites_the_family_and_trashes_the_other(
    ipmr_client: TestClient, session: Session
) -> None:
    keep = add_person(
        **ANA,
        date_of_birth="1960-04-05",
        occupation="Farmer",
        family_tree={
            "father": "Jose Dela Cruz",
            "mother": None,
            "siblings": ["Rosa Dela Cruz"],
            "children": ["Carlo Dela Cruz"],
        },
    )
    other = add_person(
        **ANA,
        date_of_birth="1960-05-04",
        occupation="Weaver",
        contact_number="0918 000 0000",
        family_tree={
            "father": None,
            "mother": "Luz Santos",
            "siblings": [],
            "children": ["Carlo Dela Cruz", "Lea Dela Cruz"],
        },
    )

    response = ipmr_client.post(
        "/api/admin/duplicates/merge",
        json={
            "keep_id": keep.id,
            "other_id": other.id,
            "choices": {
                "occupation": "other",
                "mother": "other",
                "date_of_birth": "keep",
                "contact_number": "other",
            },
        },
    )

    assert response.status_code == 200
    merged = response.json()
    assert merged["occupation"] == "Weaver"
    assert merged["contact_number"] == "+639180000000"
    assert merged["date_of_birth"] == "1960-04-05"
    assert merged["family_tree"]["father"] == "Jose Dela Cruz"
    assert merged["family_tree"]["mother"] == "Luz Santos"
    assert merged["family_tree"]["siblings"] == ["Rosa Dela Cruz"]
    assert merged["family_tree"]["children"] == ["Carlo Dela Cruz", "Lea Dela Cruz"]
    gone = session.get(Person, other.id)
    assert gone is not None and gone.deleted_at is not None and gone.merged_into == keep.id
    trash = ipmr_client.get("/api/admin/trash").json()["items"]
    assert [(t["id"], t["merged_into"]) for t in trash] == [(other.id, keep.id)]
    actions = set(session.scalars(select(AuditEvent.action)))
    assert {"person.merged", "person.updated", "person.deleted"} <= actions


def test_merging_a_person_with_themselves_is_refused(ipmr_client: TestClient) -> None:
    a = add_person(**ANA, date_of_birth="1960-04-05")
    response = ipmr_client.post("/api/admin/duplicates/merge", json={"keep_id": a.id, "other_id": a.id})
    assert response.status_code == 422


def test_the_scan_function_alone(ipmr_client: TestClient, session: Session) -> None:
    """run_scan is what the background task runs: callable with the scan's id."""
    add_person(**ANA, date_of_birth="1960-04-05")
    scan = ipmr_client.post("/api/admin/duplicates/scan").json()
    run_scan(scan["id"])
    assert ipmr_client.get("/api/admin/duplicates").json()["scan"]["status"] == "done"


def test_a_failed_scan_says_failed_without_the_internal_error(
    ipmr_client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The exception's own text (English, internal) stays in the server's log and the scan's row; the answer
    says only that the scan failed, which the screen says in the reader's language."""

    def broken(_scan_id: int) -> None:
        raise RuntimeError("connection to server at 10.0.0.5 lost")

    monkeypatch.setattr(scan_module, "_run_scan", broken)
    with pytest.raises(RuntimeError):  # the TestClient runs the background scan, and re-raises what it raised
        ipmr_client.post("/api/admin/duplicates/scan")
    answer = ipmr_client.get("/api/admin/duplicates").json()["scan"]
    assert answer["status"] == "failed"
    assert "10.0.0.5" not in str(answer) and "message" not in answer
