"""Who may call what: every API route of the app, called as each kind of caller, against ONE table.

The routes come from the app itself, so a new route without an entry here fails the test (and so does an
entry for a route that no longer exists). A permitted call may still answer 404 or 422 (the ids and bodies
are made up); a refused one answers 401 or 403 before anything else happens."""

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from fastapi.routing import APIRoute, iter_route_contexts
from fastapi.testclient import TestClient

from katutubo.dashboard import router as dashboard_router
from katutubo.main import create_app
from tests.factories import prime_csrf

PUBLIC = "anyone"
SIGNED_IN = "any active account"
RECORDS_OFFICE = "IPMR, Chieftain or Encoder"
RECORD_EDITORS = "IPMR or Encoder"
IPMR = "IPMR"
CHIEFTAIN = "Chieftain"
CERTIFICATE_KEEPERS = "Chieftain or IPMR"
ENCODER = "Encoder"
# A proposal and its photo: its author (an encoder: another's is 404) or an IPMR.
PROPOSAL_READERS = "the proposal's author (Encoder) or IPMR"

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
    ("GET", "/api/privacy-notice"): SIGNED_IN,
    ("PUT", "/api/privacy-notice"): IPMR,
    ("GET", "/api/admin/trash"): IPMR,
    ("POST", "/api/admin/trash/{person_id}/restore"): IPMR,
    ("DELETE", "/api/admin/trash/{person_id}"): IPMR,
    ("GET", "/api/admin/incidents"): IPMR,
    ("POST", "/api/admin/incidents"): IPMR,
    ("GET", "/api/admin/incidents/summary"): IPMR,
    ("GET", "/api/admin/incidents/{incident_id}"): IPMR,
    ("PUT", "/api/admin/incidents/{incident_id}"): IPMR,
    ("GET", "/api/admin/requests"): IPMR,
    ("POST", "/api/admin/requests"): IPMR,
    ("GET", "/api/admin/requests/{request_id}"): IPMR,
    ("POST", "/api/admin/requests/{request_id}/close"): IPMR,
    ("GET", "/api/admin/requests/{request_id}/access-report"): IPMR,
    ("GET", "/api/admin/requests/{request_id}/data.json"): IPMR,
    ("GET", "/api/admin/requests/{request_id}/data.csv"): IPMR,
    ("GET", "/api/people/{person_id}/history"): RECORDS_OFFICE,
    ("GET", "/api/people"): SIGNED_IN,
    ("GET", "/api/people/stats/lineages"): SIGNED_IN,
    ("GET", "/api/people/suggestions"): SIGNED_IN,
    ("GET", "/api/people/{person_id}"): SIGNED_IN,
    ("POST", "/api/people"): IPMR,
    ("PUT", "/api/people/{person_id}"): IPMR,
    ("DELETE", "/api/people/{person_id}"): IPMR,
    ("POST", "/api/people/duplicates"): RECORD_EDITORS,
    ("POST", "/api/people/{person_id}/different-people"): IPMR,
    ("GET", "/api/admin/duplicates"): IPMR,
    ("POST", "/api/admin/duplicates/scan"): IPMR,
    ("POST", "/api/admin/duplicates/merge"): IPMR,
    ("POST", "/api/admin/duplicates/not-same"): IPMR,
    ("POST", "/api/people/{person_id}/photo"): IPMR,
    ("GET", "/api/people/{person_id}/photo"): SIGNED_IN,
    ("GET", "/api/people/{person_id}/relatives"): SIGNED_IN,
    ("GET", "/api/people/{person_id}/family"): SIGNED_IN,
    ("GET", "/api/people/{person_id}/genealogy"): SIGNED_IN,
    ("GET", "/api/kinship/candidates"): RECORD_EDITORS,
    ("GET", "/api/kinship/inherited-tribe"): RECORD_EDITORS,
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
    ("POST", "/api/exports/people/printed"): SIGNED_IN,
    ("GET", "/api/admin/backups"): IPMR,
    ("GET", "/api/admin/backups/schedule"): IPMR,
    ("POST", "/api/admin/backups"): IPMR,
    ("POST", "/api/admin/backups/{name}/download"): IPMR,
    ("GET", "/api/admin/privacy-record"): IPMR,
    ("POST", "/api/people/{person_id}/certifications"): CHIEFTAIN,
    ("GET", "/api/people/{person_id}/certifications"): RECORDS_OFFICE,
    ("GET", "/api/certifications/{certification_id}"): CHIEFTAIN,
    ("POST", "/api/certifications/{certification_id}/revoke"): CHIEFTAIN,
    ("GET", "/api/people/{person_id}/affiant-check"): CHIEFTAIN,
    ("GET", "/api/certificate-register"): CERTIFICATE_KEEPERS,
    ("GET", "/api/certificate-register/export"): CERTIFICATE_KEEPERS,
    ("GET", "/api/verify/{code}"): PUBLIC,
    ("GET", "/api/verify/key"): PUBLIC,
    ("GET", "/api/reports"): SIGNED_IN,
    ("GET", "/api/openapi.json"): IPMR,
    ("GET", "/api/docs"): IPMR,
    ("GET", "/api/docs/{asset}"): IPMR,
    ("POST", "/api/proposals"): ENCODER,
    ("GET", "/api/proposals"): ENCODER,
    ("GET", "/api/proposals/{proposal_id}"): PROPOSAL_READERS,
    ("PUT", "/api/proposals/{proposal_id}"): PROPOSAL_READERS,
    ("POST", "/api/proposals/{proposal_id}/submit"): ENCODER,
    ("POST", "/api/proposals/{proposal_id}/withdraw"): ENCODER,
    ("POST", "/api/proposals/{proposal_id}/photo"): ENCODER,
    ("GET", "/api/proposals/{proposal_id}/photo"): PROPOSAL_READERS,
    ("GET", "/api/admin/proposals"): IPMR,
    ("GET", "/api/admin/proposals/count"): IPMR,
    ("POST", "/api/admin/proposals/approve"): IPMR,
    ("POST", "/api/admin/proposals/{proposal_id}/approve"): IPMR,
    ("POST", "/api/admin/proposals/{proposal_id}/reject"): IPMR,
    ("GET", "/api/households"): SIGNED_IN,
    ("POST", "/api/households"): IPMR,
    ("GET", "/api/households/roster"): RECORDS_OFFICE,
    ("GET", "/api/households/suggestions"): IPMR,
    ("POST", "/api/households/suggestions/accept"): IPMR,
    ("GET", "/api/households/trash"): IPMR,
    ("GET", "/api/households/{household_id}"): SIGNED_IN,
    ("PUT", "/api/households/{household_id}"): IPMR,
    ("DELETE", "/api/households/{household_id}"): IPMR,
    ("POST", "/api/households/{household_id}/restore"): IPMR,
    ("GET", "/api/households/{household_id}/history"): RECORDS_OFFICE,
    ("POST", "/api/households/{household_id}/members"): IPMR,
    ("POST", "/api/households/{household_id}/members/{membership_id}/end"): IPMR,
    ("POST", "/api/households/{household_id}/members/{membership_id}/move"): IPMR,
    ("POST", "/api/households/{household_id}/head"): IPMR,
    ("GET", "/api/people/{person_id}/household-candidates"): RECORDS_OFFICE,
}

CALLERS = ("signed out", "pending", "disabled", "user", "chieftain", "ipmr", "encoder")
ALLOWED_ROLES = {
    PUBLIC: set(CALLERS),
    SIGNED_IN: {"user", "chieftain", "ipmr", "encoder"},
    RECORDS_OFFICE: {"chieftain", "ipmr", "encoder"},
    RECORD_EDITORS: {"ipmr", "encoder"},
    IPMR: {"ipmr"},
    CHIEFTAIN: {"chieftain"},
    CERTIFICATE_KEEPERS: {"chieftain", "ipmr"},
    ENCODER: {"encoder"},
    PROPOSAL_READERS: {"ipmr", "encoder"},
}
PATH_VALUES = {
    "{person_id}": "999999",
    "{user_id}": "999999",
    "{name}": "Ajos",
    "{job_id}": "999999",
    "{asset}": "init.js",
    "{certification_id}": "999999",
    "{code}": "no-such-code",
    "{proposal_id}": "999999",
    "{household_id}": "999999",
    "{request_id}": "999999",
    "{membership_id}": "999999",
    "{incident_id}": "999999",
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
        "encoder": users.create(role="encoder", barangays=["Ajos"]),
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


DOC = Path(__file__).resolve().parents[3] / "docs" / "authorization.md"
DOC_COLUMNS = (("signed out", "signed out"), ("user", "user"), ("Chieftain", "chieftain"), ("IPMR", "ipmr"))
DOC_COLUMNS += (("Encoder", "encoder"),)
DOC_INTRO = """# Who may call what

Every API route, and the accounts that may call it: generated from the one table the authorization test
checks (`backend/tests/core/test_endpoint_access.py`, ACCESS); that test fails when this page differs. To
write it again: `cd backend && ../.venv/bin/python -m tests.core.test_endpoint_access`.

A waiting (pending) account may call only what "signed out" may, plus its own session; a disabled one has no
session. An **Encoder** sees only the people of the barangays given to the account (`katutubo.access.scope`):
a person of another barangay is "Person not found." (404), and lists, counts, reports and exports hold only
the encoder's barangays (`backend/tests/core/test_people_scope.py` calls every route as an encoder to prove
it). What an encoder adds, edits or deletes becomes a proposal an IPMR approves.

## The door

Who may see a person is written once, in `backend/katutubo/access/`, and every read of people or households
starts from its statements; no screen remembers the rule by itself:

- `access.people.people(scope, ...)`: THE read of people, live (not in the Trash) and of the reader's scope;
  `join_people` joins them beside another table under the same conditions; `person(db, scope, id)` opens one
  ("Person not found." outside the scope or in the Trash, with no hint that it exists).
- `access.households.households(scope, ...)`: live households of the reader's barangays; their members and
  heads are people, read through the people door: a member or head outside an encoder's barangays is counted,
  never named ("Head outside your barangays"); one in the Trash is not there at all (a household whose head is
  in the Trash has no current head).
- The wider doors say in their names what they include and take the account they serve:
  `people_of_every_barangay` (the scope ignored: the duplicate check, the ages job, imports' matching),
  `people_including_trash` (merge, purge, data-subject requests, the certificate register of a purged person),
  `trashed_people` and `trashed_households` (the Trash pages). Those that include the Trash refuse an
  encoder's account (403): the Trash is the IPMR's.
- The live stream hears only of the reader's barangays (per-barangay counters of the people tally).

`make lint` runs `scripts/people_door.py`, which fails on any `select(Person|Household …)`,
`session.get(Person|Household, …)`, `query(Person|Household)`, join or alias of the people or households
table, or hand-written Trash condition (`deleted_at`) outside `katutubo/access/`; its allow-list (the models'
indexes, the migrations, the demo seeder) is one table in that script, each entry with its reason. The scope
matrix (`backend/tests/core/test_people_scope.py`) calls every route of the OpenAPI document as an encoder of
one barangay and of two, and as the IPMR, over a registry seeded with households headed across barangays,
relatives outside the scope, and heads, members, relatives, affiants and a certificate's person in the Trash
or purged: no answer (JSON, CSV, XLSX, PDF text, the event stream, printed pages) may name a person outside
the scope or in the Trash, except the routes whose purpose is the Trash.
"""


def authorization_doc() -> str:
    header = "| route | " + " | ".join(name for name, _caller in DOC_COLUMNS) + " |"
    lines = [DOC_INTRO, header, "|---|" + "---|" * len(DOC_COLUMNS)]
    for (method, path), access in sorted(ACCESS.items(), key=lambda item: (item[0][1], item[0][0])):
        marks = ["✓" if refusal(access, caller) is None else "" for _name, caller in DOC_COLUMNS]
        lines.append(f"| `{method} {path}` | " + " | ".join(marks) + " |")
    return "\n".join(lines) + "\n"


def test_the_documented_table_is_the_code():
    assert DOC.read_text(encoding="utf-8") == authorization_doc(), (
        "docs/authorization.md differs from ACCESS: run `python -m tests.core.test_endpoint_access`"
    )


if __name__ == "__main__":
    DOC.write_text(authorization_doc(), encoding="utf-8")
    print(f"wrote {DOC}")
