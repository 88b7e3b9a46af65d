"""Dates and ids are read as JSON and URLs write them (katutubo.core.strict_types): `date_of_birth: 0`,
`?date_to=0` or `person_ids: [true]` are refused with the usual 422 and a code the app's catalogues word,
where Pydantic's lax mode read them as 1970-01-01 and the id 1. The ISO dates and integer ids the web app
sends are still taken."""

import json
from pathlib import Path

import pytest

from katutubo.core.messages import TEMPLATES
from katutubo.people.form import DATE_FORMAT
from tests.people.factories import add_person, person_payload

LOCALES = Path(__file__).parents[3] / "frontend" / "src" / "locales"


def _catalogue_codes() -> set[str]:
    validation = json.loads((LOCALES / "en" / "errors.json").read_text())["validation"]
    return set(TEMPLATES) | {f"validation.{kind}" for kind in validation}


def _refused(r, field: str, code: str) -> None:
    assert r.status_code == 422, r.text
    body = r.json()
    assert body["detail"]["codes"][field] == code
    assert set(body["detail"]["codes"].values()) <= _catalogue_codes()


@pytest.fixture
def two_people(database_url):
    return add_person(first_name="Una"), add_person(first_name="Ikalawa")


@pytest.mark.parametrize("day", [0, 1, True, 1.5, [2020, 1, 1]])
def test_a_date_of_birth_that_is_not_text_is_refused_with_the_forms_message(ipmr_client, two_people, day):
    r = ipmr_client.post("/api/people", json=person_payload(date_of_birth=day))
    _refused(r, "date_of_birth", "people.date_format")
    assert r.json()["detail"]["fields"]["date_of_birth"] == DATE_FORMAT
    person = two_people[0]
    r = ipmr_client.put(f"/api/people/{person.id}", json={"date_of_birth": day})
    _refused(r, "date_of_birth", "people.date_format")
    r = ipmr_client.post("/api/people/duplicates", json={"first_name": "Una", "date_of_birth": day})
    _refused(r, "date_of_birth", "validation.date_parsing")


@pytest.mark.parametrize("day", ["0", "1700000000", "2026-02-30", "2026-1-5", "2026-01-01T00:00:00"])
def test_query_dates_must_be_iso_days(ipmr_client, database_url, day):
    for name in ("date_from", "date_to"):
        _refused(ipmr_client.get("/api/admin/audit", params={name: day}), name, "validation.date_parsing")
    r = ipmr_client.get("/api/kinship/candidates", params={"role": "father", "date_of_birth": day})
    _refused(r, "date_of_birth", "validation.date_parsing")


@pytest.mark.parametrize("bad", [True, False, 1.0, "1"])
def test_ids_in_bodies_must_be_integers(ipmr_client, two_people, bad):
    first, second = two_people
    r = ipmr_client.post(f"/api/people/{first.id}/different-people", json={"person_ids": [bad]})
    _refused(r, "person_ids.0", "validation.int_type")
    r = ipmr_client.post("/api/people", json=person_payload(different_from=[bad]))
    _refused(r, "different_from.0", "validation.int_type")
    r = ipmr_client.put(f"/api/people/{first.id}", json={"version": bad})
    _refused(r, "version", "validation.int_type")
    r = ipmr_client.put(f"/api/people/{first.id}", json={"relatives": {"father_id": bad}})
    _refused(r, "relatives.father_id", "validation.int_type")
    r = ipmr_client.put(f"/api/people/{first.id}", json={"relatives": {"children_ids": [bad]}})
    _refused(r, "relatives.children_ids.0", "validation.int_type")
    r = ipmr_client.post("/api/people/duplicates", json={"first_name": "Una", "person_id": bad})
    _refused(r, "person_id", "validation.int_type")
    r = ipmr_client.post("/api/admin/duplicates/merge", json={"keep_id": bad, "other_id": second.id})
    _refused(r, "keep_id", "validation.int_type")
    r = ipmr_client.post("/api/admin/duplicates/not-same", json={"first_id": first.id, "second_id": bad})
    _refused(r, "second_id", "validation.int_type")


def test_what_the_web_app_sends_is_still_taken(ipmr_client, two_people):
    first, second = two_people
    assert ipmr_client.get("/api/admin/audit", params={"date_from": "2026-01-01"}).status_code == 200
    assert ipmr_client.get("/api/admin/audit", params={"date_to": "2999-12-31"}).status_code == 200
    params = {"role": "father", "date_of_birth": "2010-05-17", "q": "Una"}
    assert ipmr_client.get("/api/kinship/candidates", params=params).status_code == 200
    probe = {"first_name": "Una", "date_of_birth": "1990-05-17", "person_id": second.id}
    assert ipmr_client.post("/api/people/duplicates", json=probe).status_code == 200
    created = ipmr_client.post("/api/people", json=person_payload(different_from=[first.id]))
    assert created.status_code == 201, created.text
    assert created.json()["date_of_birth"] == "1990-05-17"
    saved = ipmr_client.get(f"/api/people/{second.id}").json()
    r = ipmr_client.put(
        f"/api/people/{second.id}",
        json={"version": saved["version"], "date_of_birth": "1991-06-18", "relatives": {"children_ids": []}},
    )
    assert r.status_code == 200, r.text
    assert r.json()["date_of_birth"] == "1991-06-18"
    r = ipmr_client.post(f"/api/people/{second.id}/different-people", json={"person_ids": [first.id]})
    assert r.status_code in (200, 204), r.text
