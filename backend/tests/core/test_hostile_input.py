"""Input that used to crash the server (500), several of it signed out, now answered 4xx on both databases:
numbers out of every column's range, Unicode digits, the last code point, NUL characters and lone
surrogates in any text."""

import json

import pytest

from katutubo.core.clock import office_today
from katutubo.core.storable_text import UNSTORABLE_TEXT
from tests.factories import solve_captcha
from tests.people.factories import add_person, person_payload

HUGE_IDS = [2**31, 2**40, 2**63, 2**70]


def test_a_page_past_32_bits_is_refused(ipmr_client):
    for path in ("/api/people", "/api/admin/users", "/api/admin/audit", "/api/admin/trash"):
        assert ipmr_client.get(path, params={"page": 576460752303423487}).status_code == 422, path
        assert ipmr_client.get(path, params={"page": 2**31 - 1}).status_code == 200, path


@pytest.mark.parametrize("huge", HUGE_IDS)
def test_an_id_past_32_bits_is_refused(ipmr_client, huge):
    calls = [
        ("GET", f"/api/people/{huge}"),
        ("GET", f"/api/people/{huge}/photo"),
        ("GET", f"/api/people/{huge}/history"),
        ("PUT", f"/api/people/{huge}"),
        ("DELETE", f"/api/people/{huge}"),
        ("POST", f"/api/admin/trash/{huge}/restore"),
        ("POST", f"/api/admin/users/{huge}/disable"),
        ("GET", f"/api/admin/audit?person_id={huge}"),
        ("GET", f"/api/admin/audit?actor_id={huge}"),
    ]
    for method, path in calls:
        assert ipmr_client.request(method, path, json={}).status_code == 422, path
    assert ipmr_client.get(f"/api/people/{2**31 - 1}").status_code == 404


@pytest.mark.parametrize("members", [10**20, 1e308, 2**31, "9" * 5000, 100])
def test_household_members_are_0_to_99(ipmr_client, members):
    r = ipmr_client.post("/api/people", json=person_payload(household_members=members))
    assert r.status_code == 422
    assert "household_members" in r.json()["detail"]["fields"]
    assert ipmr_client.post("/api/people", json=person_payload(household_members=99)).status_code == 201


def test_a_number_of_5000_digits_is_refused(ipmr_client):
    body = json.dumps(person_payload(household_members=0)).replace(
        '"household_members": 0', f'"household_members": {"9" * 5000}'
    )
    r = ipmr_client.post("/api/people", content=body, headers={"content-type": "application/json"})
    assert r.status_code in (400, 422)


@pytest.mark.parametrize("q", ["²", "①", "a\U0010ffff", "\U0010ffff", "12³"])
def test_searches_with_unicode_digits_and_the_last_code_point(ipmr_client, q):
    add_person(first_name="Juan")
    for path in ("/api/dashboard/suggestions", "/api/people/suggestions", "/api/people"):
        assert ipmr_client.get(path, params={"q": q}).status_code == 200, path


def test_an_age_search_is_ascii_digits(ipmr_client):
    add_person(first_name="Juan", date_of_birth=f"{office_today().year - 13}-01-01")  # 13 all year
    found = ipmr_client.get("/api/dashboard/suggestions", params={"q": "13"}).json()["items"]
    assert [p["first_name"] for p in found] == ["Juan"]
    assert ipmr_client.get("/api/dashboard/suggestions", params={"q": "１３"}).json()["items"] == []


def _refused_text(r, field):  # type: ignore[no-untyped-def]
    assert r.status_code == 422, r.text
    assert r.json()["detail"]["fields"] == {field: UNSTORABLE_TEXT}


@pytest.mark.parametrize("bad", ["Ju\0an", "\0"])
def test_a_nul_in_a_person_field_is_refused(ipmr_client, bad):
    _refused_text(ipmr_client.post("/api/people", json=person_payload(first_name=bad)), "first_name")
    tree = person_payload(family_tree={"father": bad, "siblings": ["Ana", bad]})
    r = ipmr_client.post("/api/people", json=tree)
    assert r.status_code == 422 and set(r.json()["detail"]["fields"]) == {
        "family_tree.father",
        "family_tree.siblings",
    }
    person = add_person()
    _refused_text(ipmr_client.put(f"/api/people/{person.id}", json={"address": bad}), "address")


def test_a_lone_surrogate_is_refused(ipmr_client):
    body = json.dumps(person_payload(first_name="SURROGATE")).replace("SURROGATE", "\\ud800")
    r = ipmr_client.post("/api/people", content=body, headers={"content-type": "application/json"})
    _refused_text(r, "first_name")


def test_a_nul_in_a_query_or_path_is_refused(ipmr_client):
    _refused_text(ipmr_client.get("/api/people", params={"q": "a\0"}), "q")
    _refused_text(ipmr_client.get("/api/dashboard/suggestions", params={"q": "\0"}), "q")
    _refused_text(ipmr_client.get("/api/barangays/Aj%00os/photo"), "name")


def test_signed_out_forms_refuse_a_nul_in_the_email(client):
    login = {"email": "a\0@example.org", "password": "x", "altcha": solve_captcha(client)}
    _refused_text(client.post("/api/auth/login", json=login), "email")
    signup = {
        "display_name": "A",
        "email": "b\0@example.org",
        "password": "mahabang-salita",
        "confirm_password": "mahabang-salita",
    }
    _refused_text(client.post("/api/auth/signup", json=signup | {"altcha": solve_captcha(client)}), "email")
    forgot = {"email": "c\0@example.org", "altcha": solve_captcha(client)}
    _refused_text(client.post("/api/auth/forgot-password", json=forgot), "email")


@pytest.mark.parametrize("day", ["0001-01-01", "9999-12-31", "1899-12-31", "3000-01-01"])
def test_audit_days_far_away_are_refused(ipmr_client, day):
    for name in ("date_from", "date_to"):
        assert ipmr_client.get("/api/admin/audit", params={name: day}).status_code == 422


def test_a_display_name_past_its_column_is_refused(client):
    body = {
        "display_name": "N" * 201,
        "email": "long@example.org",
        "password": "mahabang-salita",
        "confirm_password": "mahabang-salita",
        "altcha": solve_captcha(client),
    }
    r = client.post("/api/auth/signup", json=body)
    assert r.status_code == 422
    assert r.json()["detail"]["fields"] == {"display_name": "Display name must be 200 characters or fewer."}


def test_invisible_formatting_is_taken_out_of_a_name_the_rest_kept(ipmr_client):
    """A bidi override makes "Ana\u202eztreP" show as "AnaPertz" in a list, and zero-width characters make
    two names that look the same differ: Unicode's format characters (Cf) are taken out, the typing kept."""
    payload = person_payload(
        first_name="Ana\u202eztreP", middle_name="Ni\u200bño", last_name="\ufeffDela\u200d Cruz"
    )
    made = ipmr_client.post("/api/people", json=payload)
    assert made.status_code == 201, made.text
    stored = ipmr_client.get(f"/api/people/{made.json()['id']}").json()
    assert (stored["first_name"], stored["middle_name"], stored["last_name"]) == (
        "AnaztreP",
        "Niño",
        "Dela Cruz",
    )
