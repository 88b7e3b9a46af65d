"""Who may call what: every API route of the app, called as each kind of caller, against ONE table.

The routes come from the app itself, so a new route without an entry here fails the test (and so does an
entry for a route that no longer exists). A permitted call may still answer 404 or 422 (the ids and bodies
are made up); a refused one answers 401 or 403 before anything else happens."""

from collections.abc import AsyncIterator

import pytest
from fastapi.routing import APIRoute, iter_route_contexts
from fastapi.testclient import TestClient

from katutubo.dashboard import router as dashboard_router
from katutubo.main import create_app
from tests.factories import prime_csrf

PUBLIC = "anyone"
SIGNED_IN = "any active account"
RECORDS_OFFICE = "IPMR or Chieftain"
IPMR = "IPMR"
CHIEFTAIN = "Chieftain"

ACCESS: dict[tuple[str, str], str] = {
    ("GET", "/api/session"): PUBLIC,
    ("GET", "/api/captcha/challenge"): PUBLIC,
    ("POST", "/api/auth/login"): PUBLIC,
    ("POST", "/api/auth/signup"): PUBLIC,
    ("POST", "/api/auth/logout"): PUBLIC,
    ("POST", "/api/auth/forgot-password"): PUBLIC,
    ("POST", "/api/auth/reset-password"): PUBLIC,
    ("GET", "/api/config"): PUBLIC,
    ("POST", "/api/account/password"): SIGNED_IN,
    ("POST", "/api/account/logout-everywhere"): SIGNED_IN,
    ("PATCH", "/api/account/language"): SIGNED_IN,
    ("GET", "/api/users"): IPMR,
    ("GET", "/api/admin/users"): IPMR,
    ("POST", "/api/admin/users/{user_id}/approve"): IPMR,
    ("POST", "/api/admin/users/{user_id}/reject"): IPMR,
    ("POST", "/api/admin/users/{user_id}/role"): IPMR,
    ("POST", "/api/admin/users/{user_id}/disable"): IPMR,
    ("POST", "/api/admin/users/{user_id}/enable"): IPMR,
    ("POST", "/api/admin/users/{user_id}/password-reset"): IPMR,
    ("GET", "/api/admin/audit"): IPMR,
    ("GET", "/api/admin/audit/actors"): IPMR,
    ("GET", "/api/admin/trash"): IPMR,
    ("POST", "/api/admin/trash/{person_id}/restore"): IPMR,
    ("DELETE", "/api/admin/trash/{person_id}"): IPMR,
    ("GET", "/api/people/{person_id}/history"): RECORDS_OFFICE,
    ("GET", "/api/people"): SIGNED_IN,
    ("GET", "/api/people/stats/lineages"): SIGNED_IN,
    ("GET", "/api/people/suggestions"): SIGNED_IN,
    ("GET", "/api/people/{person_id}"): SIGNED_IN,
    ("POST", "/api/people"): IPMR,
    ("PUT", "/api/people/{person_id}"): IPMR,
    ("DELETE", "/api/people/{person_id}"): IPMR,
    ("POST", "/api/people/duplicates"): IPMR,
    ("POST", "/api/people/{person_id}/different-people"): IPMR,
    ("GET", "/api/admin/duplicates"): IPMR,
    ("POST", "/api/admin/duplicates/scan"): IPMR,
    ("POST", "/api/admin/duplicates/merge"): IPMR,
    ("POST", "/api/admin/duplicates/not-same"): IPMR,
    ("POST", "/api/people/{person_id}/photo"): IPMR,
    ("GET", "/api/people/{person_id}/photo"): SIGNED_IN,
    ("GET", "/api/people/{person_id}/relatives"): SIGNED_IN,
    ("GET", "/api/people/{person_id}/family"): SIGNED_IN,
    ("GET", "/api/kinship/candidates"): IPMR,
    ("GET", "/api/kinship/inherited-tribe"): IPMR,
    ("GET", "/api/reference"): SIGNED_IN,
    ("GET", "/api/dashboard/stats"): SIGNED_IN,
    ("GET", "/api/dashboard/latest"): SIGNED_IN,
    ("GET", "/api/dashboard/suggestions"): SIGNED_IN,
    ("GET", "/api/dashboard/events"): SIGNED_IN,
    ("GET", "/api/barangays"): SIGNED_IN,
    ("GET", "/api/barangays/{name}/photo"): SIGNED_IN,
    ("PUT", "/api/barangays/{name}/photo"): IPMR,
    ("GET", "/api/admin/imports/template"): IPMR,
    ("POST", "/api/admin/imports"): IPMR,
    ("GET", "/api/admin/imports/{job_id}"): IPMR,
    ("POST", "/api/admin/imports/{job_id}/commit"): IPMR,
    ("GET", "/api/admin/imports/{job_id}/report"): IPMR,
    ("GET", "/api/exports/people"): RECORDS_OFFICE,
    ("GET", "/api/admin/backups"): IPMR,
    ("GET", "/api/admin/backups/schedule"): IPMR,
    ("POST", "/api/admin/backups"): IPMR,
    ("POST", "/api/admin/backups/{name}/download"): IPMR,
    ("POST", "/api/people/{person_id}/certifications"): CHIEFTAIN,
    ("GET", "/api/people/{person_id}/certifications"): RECORDS_OFFICE,
    ("GET", "/api/certifications/{certification_id}"): CHIEFTAIN,
    ("POST", "/api/certifications/{certification_id}/revoke"): CHIEFTAIN,
    ("GET", "/api/verify/{code}"): PUBLIC,
    ("GET", "/api/reports"): SIGNED_IN,
    ("GET", "/api/openapi.json"): IPMR,
    ("GET", "/api/docs"): IPMR,
    ("GET", "/api/docs/{asset}"): IPMR,
}

CALLERS = ("signed out", "pending", "disabled", "user", "chieftain", "ipmr")
ALLOWED_ROLES = {
    PUBLIC: set(CALLERS),
    SIGNED_IN: {"user", "chieftain", "ipmr"},
    RECORDS_OFFICE: {"chieftain", "ipmr"},
    IPMR: {"ipmr"},
    CHIEFTAIN: {"chieftain"},
}
PATH_VALUES = {
    "{person_id}": "999999",
    "{user_id}": "999999",
    "{name}": "Ajos",
    "{job_id}": "999999",
    "{asset}": "init.js",
    "{certification_id}": "999999",
    "{code}": "no-such-code",
}


def refusal(access: str, caller: str) -> int | None:
    """The status a refused call gets, or None when the caller may call the route."""
    if caller in ALLOWED_ROLES[access]:
        return None
    if caller in ("signed out", "disabled"):  # a disabled account has no session any more
        return 401
    return 403


def api_routes() -> set[tuple[str, str]]:
    return {
        (method, context.path_format)
        for context in iter_route_contexts(create_app().routes)
        if isinstance(context.route, APIRoute) and context.path_format.startswith("/api")
        for method in context.methods
    }


def test_every_api_route_has_an_entry(settings):
    routes = api_routes()
    assert sorted(routes - ACCESS.keys()) == [], "declare who may call these routes in ACCESS"
    assert sorted(ACCESS.keys() - routes) == [], "these routes are gone: remove them from ACCESS"


async def _one_event(*_args: object) -> AsyncIterator[str]:
    yield "retry: 2000\n\n"


@pytest.fixture
def finite_stream(monkeypatch):
    """The live stream ends after its first line, so a permitted call returns."""
    monkeypatch.setattr(dashboard_router, "people_events", _one_event)


def test_each_caller_gets_what_the_table_says(app, users, finite_stream):
    accounts = {
        "pending": users.create(role="chieftain", status="pending"),
        "disabled": users.create(role="ipmr", status="disabled"),
        "user": users.create(role="user"),
        "chieftain": users.create(role="chieftain"),
        "ipmr": users.create(role="ipmr"),
    }
    wrong = []
    with TestClient(app) as client:
        prime_csrf(client)
        for (method, path), access in sorted(ACCESS.items()):
            url = path
            for name, value in PATH_VALUES.items():
                url = url.replace(name, value)
            for caller in CALLERS:
                client.cookies.delete("katutubo_session")
                if caller != "signed out":
                    users.sign_in(client, accounts[caller])  # a fresh session: a call may end it
                status = client.request(method, url, json={} if method != "GET" else None).status_code
                expected = refusal(access, caller)
                if (expected is None and status in (401, 403)) or (
                    expected is not None and status != expected
                ):
                    wrong.append((method, path, caller, status, expected or "allowed"))
    assert wrong == []
