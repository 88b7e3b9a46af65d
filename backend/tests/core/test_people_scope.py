"""THE scope matrix: every API route of the app, called as an encoder of Ajos and as an encoder of Ajos and
Bolo with realistic values, answers nothing of a person of another barangay (katutubo.access.scope).

One person per barangay (the 46 of the reference data), each carrying markers — "Mkr", a letter for the
field, two letters for the barangay: `MkrFab` — in their names, tribe, occupation, address, health, typed
relatives and certificate's purpose; linked to people of other barangays (so relatives across the scope
exist), some with a photo, some with a certificate. No response body (JSON, CSV, XLSX read from its XML,
PDF text, the event stream) may hold a marker of a barangay outside the scope, except the name of a relative
linked to a person of the scope: the typed name, nothing more, the family tree shows. And every marker of
the scope shows somewhere (the test is not vacuous).

Every route needs an entry: CALLS (how an encoder calls it for real: ids inside and outside the scope,
barangays, queries matching the markers, every export format, pages, filters) or REFUSED (403 for an
encoder). A new route without one fails the test: "add realistic calls for this route"."""

import asyncio
import re
import zipfile
import zlib
from collections.abc import AsyncIterator, Callable, Iterable
from dataclasses import dataclass, field
from io import BytesIO
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient

from katutubo.dashboard import router as dashboard_router
from katutubo.models import User
from katutubo.reference.data import barangays
from tests.core.test_endpoint_access import ACCESS, ALLOWED_ROLES, PATH_VALUES, api_routes
from tests.factories import DEFAULT_PASSWORD, UserFactory, prime_csrf
from tests.kinship.helpers import link
from tests.people.factories import add_person, image_bytes, person_payload

BARANGAYS = barangays()
LETTERS = "abcdefghijklmnopqrstuvwxyz"
CODE = {name: LETTERS[i // len(LETTERS)] + LETTERS[i % len(LETTERS)] for i, name in enumerate(BARANGAYS)}
# The fields that carry a marker; F, M, L: the name a linked relative of the scope may show with.
FIELDS = {
    "F": "first name",
    "M": "middle name",
    "L": "last name",
    "T": "tribe",
    "O": "occupation",
    "A": "address",
    "H": "health condition",
    "P": "typed spouse",
    "S": "typed siblings",
    "C": "typed child",
}
NAME = "FML"
PURPOSE = "Q"  # a certificate's purpose
CERTIFIED = ("Ajos", "Bolo", "Anusan")
PHOTOGRAPHED = ("Ajos", "Bolo", "Anusan")


def marker(kind: str, barangay: str) -> str:
    return f"Mkr{kind}{CODE[barangay]}"


# The families across barangays: Ajos's father is of Anusan (whose own father is of Barangay 1: a line an
# encoder never sees past Anusan), his wife of Bolo, his brother of Barangay 10; Bolo's son of Bulagsong.
# Ajos was also told apart from a possible duplicate of Barangay 2 (History names them).
GENDER = {"Barangay 1": "Male", "Anusan": "Male", "Ajos": "Male", "Bolo": "Female", "Barangay 10": "Male"}
BORN = {
    "Barangay 1": 1925,
    "Anusan": 1950,
    "Ajos": 1975,
    "Bolo": 1976,
    "Barangay 10": 1978,
    "Bulagsong": 2000,
}
SCOPES = {"Ajos": ("Ajos",), "Ajos + Bolo": ("Ajos", "Bolo")}
# Who of another barangay each scope's family trees name (the typed name, nothing more).
RELATIVES_NAMED = {
    "Ajos": ("Anusan", "Bolo", "Barangay 10"),
    "Ajos + Bolo": ("Anusan", "Barangay 10", "Bulagsong"),
}


@dataclass
class World:
    ids: dict[str, int]  # barangay -> its person
    codes: dict[str, str]  # barangay -> its certificate's verification code
    encoder: User
    scope: tuple[str, ...] = ()
    # "own": a proposal of the encoder; "other": another encoder's (of Anusan), carrying Anusan's markers.
    proposals: dict[str, int] = field(default_factory=dict)
    households: dict[str, int] = field(default_factory=dict)  # barangay -> its household

    def inside(self, barangay: str) -> bool:
        return barangay in self.scope


@dataclass
class Call:
    method: str
    url: str
    params: dict[str, Any] | None = None
    json: Any = None
    files: dict[str, Any] | None = None
    expect: int | None = None  # None: any answer but 401, 403 and 5xx


Calls = Callable[[World, str, str], list[Call]]


def once(params: dict[str, Any] | None = None, json: Any = None) -> Calls:
    return lambda w, method, path: [Call(method, path, params, json)]


def each_person(*params: dict[str, Any], found: int | None = 200) -> Calls:
    """The route of every seeded person (with each of `params`): 404 outside the scope, `found` inside."""

    def calls(w: World, method: str, path: str) -> list[Call]:
        return [
            Call(method, path.replace("{person_id}", str(i)), p, expect=found if w.inside(b) else 404)
            for b, i in w.ids.items()
            for p in params or [{}]
        ]

    return calls


def queries(name: str, kinds: str, **more: Any) -> Calls:
    """The route searched for each barangay's person, by one of their markers of `kinds` in turn (its
    barangay's name for "B"): every barangay, every kind of marker."""

    def calls(w: World, method: str, path: str) -> list[Call]:
        values = [
            b if k == "B" else marker(k, b) for i, b in enumerate(BARANGAYS) for k in kinds[i % len(kinds)]
        ]
        return [Call(method, path, {name: v, **more}) for v in values]

    return calls


def each_household(found: int | None = 200) -> Calls:
    """The route of every seeded household: 404 outside the scope, `found` inside."""

    def calls(w: World, method: str, path: str) -> list[Call]:
        return [
            Call(method, path.replace("{household_id}", str(i)), expect=found if w.inside(b) else 404)
            for b, i in w.households.items()
        ]

    return calls


def combined(*parts: Calls) -> Calls:
    return lambda w, method, path: [c for part in parts for c in part(w, method, path)]


LIST_FILTERS: list[dict[str, Any]] = [
    {},
    *({"category": c} for c in ("male", "female", "students", "not_attending_25_below", "unemployed")),
    *({"category": c} for c in ("with_health", "no_health")),
    *({"gender": g} for g in ("Male", "Female")),
    *({"status": s} for s in ("student", "non_student", "unemployed", "pwd")),
    *(
        {"sort": s, "order": o}
        for s in ("name", "birthdate", "gender", "barangay", "tribe", "age", "student", "created_at")
        for o in ("asc", "desc")
    ),
    {"legal_basis": "not_recorded"},
]


def people_list(w: World, method: str, path: str) -> list[Call]:
    pages = [{"page_size": 100, **f} for f in LIST_FILTERS] + [{"page": 2, "page_size": 20}]
    return (
        [Call(method, path, p) for p in pages]
        + queries("q", "FLTB", page_size=100)(w, method, path)
        + [Call(method, path, {"barangay": b, "page_size": 100}) for b in BARANGAYS]
    )


def exports(w: World, method: str, path: str) -> list[Call]:
    every = [
        {"format": f, "columns": c, "list": x, "sort": "barangay"}
        for f in ("xlsx", "csv")
        for c in ("original", "all")
        for x in ("master", "chieftain")
    ]
    some = ["Ajos", "Bolo", "Anusan", "Bulagsong", "Barangay 1"]
    by_barangay = [{"format": "csv", "columns": "all", "barangay": b} for b in BARANGAYS]
    by_marker = [{"format": "xlsx", "columns": "all", "q": marker("L", b)} for b in some]
    filtered = [{"format": "csv", "columns": "all", **f} for f in LIST_FILTERS[1:10]]
    return [Call(method, path, p) for p in every + by_barangay + by_marker + filtered]


def candidates(w: World, method: str, path: str) -> list[Call]:
    ajos = w.ids["Ajos"]
    roles = ("father", "mother", "child")
    found = [{"role": "spouse", "q": marker("L", b)} for b in BARANGAYS] + [
        {"role": roles[i % len(roles)], "q": marker("F", b)} for i, b in enumerate(BARANGAYS)
    ]
    near = [{"role": "spouse", "q": "mkr", "person_id": ajos, "age": 40, "barangay": b} for b in BARANGAYS]
    dated = [{"role": "child", "q": "mkr", "date_of_birth": "1940-01-01"}]
    return [Call(method, path, p) for p in found + near + dated]


def inherited_tribe(w: World, method: str, path: str) -> list[Call]:
    pairs = [("Ajos", "Bolo"), ("Anusan", "Bolo"), ("Barangay 1", "Bulagsong"), ("Ajos", "Barangay 10")]
    return [
        Call(
            method,
            path,
            {"father_id": w.ids[f], "mother_id": w.ids[m]},
            expect=200 if w.inside(f) and w.inside(m) else 404,
        )
        for f, m in pairs
    ]


def duplicates(w: World, method: str, path: str) -> list[Call]:
    by_name = [
        {"first_name": marker("F", b), "last_name": marker("L", b), "date_of_birth": f"{born(b)}-03-04"}
        for b in BARANGAYS
    ]
    by_place = [{"barangay": b, "date_of_birth": f"{born(b)}-03-04"} for b in BARANGAYS]
    maiden = [{"last_name": marker("M", b)} for b in BARANGAYS]
    return [Call(method, path, json=p, expect=200) for p in by_name + by_place + maiden]


def verify(w: World, method: str, path: str) -> list[Call]:
    # Public (the QR code's address): a code is what the paper carries, not a way to look people up; an
    # encoder holds the codes of their own barangays' certificates.
    held = [w.codes[b] for b in CERTIFIED if w.inside(b)]
    return [Call(method, path.replace("{code}", c), expect=200) for c in held] + [
        Call(method, path.replace("{code}", "no-such-code"), expect=404)
    ]


def barangay_photos(w: World, method: str, path: str) -> list[Call]:
    return [Call(method, path.replace("{name}", b)) for b in BARANGAYS]


def proposing(w: World, method: str, path: str) -> list[Call]:
    """An add in every barangay (403 outside the scope); an edit and a delete of every person (404 outside
    it)."""
    adds = [
        Call(
            method,
            path,
            json={"kind": "add", "values": person_payload(barangay=b)},
            expect=201 if w.inside(b) else 403,
        )
        for b in BARANGAYS
    ]
    changes = [
        Call(
            method,
            path,
            json={"kind": kind, "person_id": i, "base_version": 1}
            | ({"values": {"occupation": "Weaver"}} if kind == "edit" else {}),
            expect=201 if w.inside(b) else 404,
        )
        for b, i in w.ids.items()
        for kind in ("edit", "delete")
    ]
    return adds + changes


def each_proposal(json: Any = None, files: dict[str, Any] | None = None) -> Calls:
    """The route of the encoder's own proposal (any answer but a refusal) and of another encoder's (404)."""

    def calls(w: World, method: str, path: str) -> list[Call]:
        return [
            Call(
                method,
                path.replace("{proposal_id}", str(w.proposals[whose])),
                json=json,
                files=files,
                expect=expect,
            )
            for whose, expect in (("own", None), ("other", 404))
        ]

    return calls


def seed_proposals(client: TestClient, users: UserFactory, w: World) -> None:
    """Another encoder (of Anusan) proposes an add carrying Anusan's markers; the encoder proposes its own."""
    other = users.create(role="encoder", barangays=["Anusan"])
    users.sign_in(client, other)
    anusan = {k: marker(k, "Anusan") for k in FIELDS}
    values = person_payload(
        barangay="Anusan", occupation=anusan["O"], address=anusan["A"], lineage=anusan["T"]
    )
    r = client.post("/api/proposals", json={"kind": "add", "values": values})
    assert r.status_code == 201, r.text
    w.proposals["other"] = r.json()["id"]
    client.cookies.delete("katutubo_session")
    users.sign_in(client, w.encoder)
    r = client.post("/api/proposals", json={"kind": "add", "values": person_payload(barangay=w.scope[0])})
    assert r.status_code == 201, r.text
    w.proposals["own"] = r.json()["id"]


def login(w: World, method: str, path: str) -> list[Call]:
    # Without the captcha's answer (refused before anything is read); the account is /api/session's answer.
    return [Call(method, path, json={"email": w.encoder.email, "password": DEFAULT_PASSWORD})]


# How an encoder calls each route they may call. Proposals' routes: one line each, once they exist.
CALLS: dict[tuple[str, str], Calls] = {
    ("GET", "/api/session"): once(),
    ("GET", "/api/captcha/challenge"): once(),
    ("POST", "/api/auth/login"): login,
    ("POST", "/api/auth/signup"): once(json={"display_name": "Maria", "email": "x@example.org"}),
    ("POST", "/api/auth/logout"): once(),
    ("POST", "/api/auth/forgot-password"): once(json={"email": "nobody@example.org"}),
    ("POST", "/api/auth/reset-password"): once(json={"token": "no-such-token", "password": "x"}),
    ("GET", "/api/config"): once(),
    ("POST", "/api/account/password"): once(json={"current_password": "wrong", "new_password": "x"}),
    ("POST", "/api/account/logout-everywhere"): once(),
    ("PATCH", "/api/account/language"): combined(
        once(json={"language": "fil"}), once(json={"language": "en"})
    ),
    ("GET", "/api/people"): people_list,
    ("GET", "/api/people/stats/lineages"): once(),
    ("GET", "/api/people/suggestions"): combined(queries("q", "FLT"), queries("q", "LF", limit=8)),
    ("GET", "/api/people/{person_id}"): each_person(),
    ("GET", "/api/people/{person_id}/history"): each_person(),
    ("GET", "/api/people/{person_id}/photo"): each_person({"size": "full"}, {"size": "thumb"}, found=None),
    ("GET", "/api/people/{person_id}/relatives"): each_person(),
    ("GET", "/api/people/{person_id}/family"): each_person(),
    ("GET", "/api/people/{person_id}/genealogy"): each_person(),
    ("GET", "/api/people/{person_id}/certifications"): each_person(),
    ("POST", "/api/people/duplicates"): duplicates,
    ("GET", "/api/kinship/candidates"): candidates,
    ("GET", "/api/kinship/inherited-tribe"): inherited_tribe,
    ("GET", "/api/reference"): once(),
    ("GET", "/api/dashboard/stats"): once(),
    ("GET", "/api/dashboard/latest"): once(),
    ("GET", "/api/dashboard/suggestions"): queries("q", "FLTB"),
    ("GET", "/api/dashboard/events"): once(),
    ("GET", "/api/barangays"): once(),
    ("GET", "/api/barangays/{name}/photo"): barangay_photos,
    ("GET", "/api/exports/people"): exports,
    ("POST", "/api/exports/people/printed"): combined(
        once({"list": "master"}), queries("barangay", "B"), queries("q", "FL", page=1)
    ),
    ("GET", "/api/verify/{code}"): verify,
    ("GET", "/api/verify/key"): once(),
    ("GET", "/api/reports"): combined(once(), queries("barangay", "B")),
    ("POST", "/api/proposals"): proposing,
    ("GET", "/api/proposals"): combined(
        once(), *(once({"state": s}) for s in ("draft", "submitted", "approved", "rejected", "withdrawn"))
    ),
    ("GET", "/api/proposals/{proposal_id}"): each_proposal(),
    ("PUT", "/api/proposals/{proposal_id}"): each_proposal(
        json={"values": {"occupation": "Weaver"}, "submit": True}
    ),
    ("POST", "/api/proposals/{proposal_id}/submit"): each_proposal(),
    ("POST", "/api/proposals/{proposal_id}/photo"): each_proposal(
        files={"photo": ("p.jpg", image_bytes(), "image/jpeg")}
    ),
    ("GET", "/api/proposals/{proposal_id}/photo"): each_proposal(),
    ("POST", "/api/proposals/{proposal_id}/withdraw"): each_proposal(),
    ("GET", "/api/households"): combined(
        once(), queries("barangay", "B"), queries("q", "FL"), once({"page": 2, "page_size": 10})
    ),
    ("GET", "/api/households/roster"): combined(
        once({"format": "csv"}), once({"format": "xlsx"}), queries("barangay", "B", format="csv")
    ),
    ("GET", "/api/households/{household_id}"): each_household(),
    ("GET", "/api/households/{household_id}/history"): each_household(),
    ("GET", "/api/people/{person_id}/household-candidates"): each_person(),
    ("GET", "/api/privacy-notice"): once(),
}

# Routes an encoder may not call: 403 (called with test_endpoint_access's PATH_VALUES).
REFUSED = {
    ("GET", "/api/users"),
    ("GET", "/api/admin/users"),
    ("POST", "/api/admin/users/{user_id}/approve"),
    ("POST", "/api/admin/users/{user_id}/reject"),
    ("POST", "/api/admin/users/{user_id}/role"),
    ("POST", "/api/admin/users/{user_id}/disable"),
    ("POST", "/api/admin/users/{user_id}/enable"),
    ("POST", "/api/admin/users/{user_id}/password-reset"),
    ("GET", "/api/admin/audit"),
    ("GET", "/api/admin/audit/actors"),
    ("GET", "/api/admin/trash"),
    ("POST", "/api/admin/trash/{person_id}/restore"),
    ("DELETE", "/api/admin/trash/{person_id}"),
    ("GET", "/api/admin/incidents"),
    ("POST", "/api/admin/incidents"),
    ("GET", "/api/admin/incidents/summary"),
    ("GET", "/api/admin/incidents/{incident_id}"),
    ("PUT", "/api/admin/incidents/{incident_id}"),
    ("GET", "/api/admin/requests"),
    ("POST", "/api/admin/requests"),
    ("GET", "/api/admin/requests/{request_id}"),
    ("POST", "/api/admin/requests/{request_id}/close"),
    ("GET", "/api/admin/requests/{request_id}/access-report"),
    ("GET", "/api/admin/requests/{request_id}/data.json"),
    ("GET", "/api/admin/requests/{request_id}/data.csv"),
    ("POST", "/api/people"),
    ("PUT", "/api/people/{person_id}"),
    ("DELETE", "/api/people/{person_id}"),
    ("POST", "/api/people/{person_id}/different-people"),
    ("GET", "/api/admin/duplicates"),
    ("POST", "/api/admin/duplicates/scan"),
    ("POST", "/api/admin/duplicates/merge"),
    ("POST", "/api/admin/duplicates/not-same"),
    ("POST", "/api/people/{person_id}/photo"),
    ("PUT", "/api/barangays/{name}/photo"),
    ("GET", "/api/admin/imports/template"),
    ("POST", "/api/admin/imports"),
    ("GET", "/api/admin/imports/{job_id}"),
    ("POST", "/api/admin/imports/{job_id}/commit"),
    ("GET", "/api/admin/imports/{job_id}/report"),
    ("GET", "/api/admin/backups"),
    ("GET", "/api/admin/backups/schedule"),
    ("POST", "/api/admin/backups"),
    ("POST", "/api/admin/backups/{name}/download"),
    ("GET", "/api/admin/privacy-record"),
    ("POST", "/api/people/{person_id}/certifications"),
    ("GET", "/api/certifications/{certification_id}"),
    ("POST", "/api/certifications/{certification_id}/revoke"),
    ("GET", "/api/people/{person_id}/affiant-check"),
    ("GET", "/api/certificate-register"),
    ("GET", "/api/certificate-register/export"),
    ("GET", "/api/openapi.json"),
    ("GET", "/api/docs"),
    ("GET", "/api/docs/{asset}"),
    ("GET", "/api/admin/proposals"),
    ("GET", "/api/admin/proposals/count"),
    ("POST", "/api/admin/proposals/approve"),
    ("POST", "/api/admin/proposals/{proposal_id}/approve"),
    ("POST", "/api/admin/proposals/{proposal_id}/reject"),
    ("POST", "/api/households"),
    ("GET", "/api/households/suggestions"),
    ("POST", "/api/households/suggestions/accept"),
    ("GET", "/api/households/trash"),
    ("PUT", "/api/households/{household_id}"),
    ("DELETE", "/api/households/{household_id}"),
    ("POST", "/api/households/{household_id}/restore"),
    ("POST", "/api/households/{household_id}/members"),
    ("POST", "/api/households/{household_id}/members/{membership_id}/end"),
    ("POST", "/api/households/{household_id}/members/{membership_id}/move"),
    ("POST", "/api/households/{household_id}/head"),
    ("PUT", "/api/privacy-notice"),
}


def born(barangay: str) -> int:
    return BORN.get(barangay, 1960 + BARANGAYS.index(barangay) % 40)


def test_every_route_has_realistic_calls_or_is_refused_to_encoders(settings):
    routes = api_routes()
    missing = sorted(routes - CALLS.keys() - REFUSED)
    assert missing == [], "add realistic calls for this route (CALLS), or list it in REFUSED"
    assert sorted((CALLS.keys() | REFUSED) - routes) == [], "these routes are gone: remove them here"
    refused_by_access = {r for r, access in ACCESS.items() if "encoder" not in ALLOWED_ROLES[access]}
    assert sorted(REFUSED ^ refused_by_access) == [], "REFUSED: exactly the routes ACCESS refuses encoders"


# Seeding ---------------------------------------------------------------------------------------------------


def seed(ipmr: TestClient, chieftain: TestClient) -> tuple[dict[str, int], dict[str, str]]:
    ids: dict[str, int] = {}
    for b in BARANGAYS:
        m = {kind: marker(kind, b) for kind in FIELDS}
        person = add_person(
            first_name=m["F"],
            middle_name=m["M"],
            last_name=m["L"],
            lineage=m["T"],
            occupation=m["O"],
            address=f"Purok {m['A']}",
            health_condition=m["H"],
            barangay=b,
            gender=GENDER.get(b, "Female" if BARANGAYS.index(b) % 2 else "Male"),
            date_of_birth=f"{born(b)}-03-04",
            family_tree={
                "father": None,
                "mother": None,
                "spouse": m["P"],
                "siblings": m["S"],
                "children": [m["C"]],
            },
        )
        ids[b] = person.id
    people = {b: _Ref(i) for b, i in ids.items()}
    link(ipmr, people["Anusan"], father_id=ids["Barangay 1"])
    link(ipmr, people["Ajos"], father_id=ids["Anusan"], spouse_ids=[ids["Bolo"]])
    link(ipmr, people["Barangay 10"], father_id=ids["Anusan"])
    link(ipmr, people["Bulagsong"], mother_id=ids["Bolo"])
    apart = ipmr.post(f"/api/people/{ids['Ajos']}/different-people", json={"person_ids": [ids["Barangay 2"]]})
    assert apart.status_code == 204, apart.text
    for b in PHOTOGRAPHED:
        r = ipmr.post(f"/api/people/{ids[b]}/photo", files={"file": ("p.jpg", image_bytes(), "image/jpeg")})
        assert r.status_code == 200, r.text
    codes: dict[str, str] = {}
    for b in CERTIFIED:
        r = chieftain.post(f"/api/people/{ids[b]}/certifications", json={"purpose": marker(PURPOSE, b)})
        assert r.status_code == 201, r.text
        codes[b] = r.json()["verify_url"].rstrip("/").rsplit("/", 1)[-1]
    return ids, codes


def seed_households(ipmr: TestClient, ids: dict[str, int]) -> dict[str, int]:
    """One household per barangay headed by its person, but Bolo's: she is a member (spouse) of Ajos's, so an
    encoder of Ajos reads a household with a member of another barangay."""
    households: dict[str, int] = {}
    for b, person_id in ids.items():
        if b == "Bolo":
            continue
        members = [{"person_id": ids["Bolo"], "relationship": "spouse"}] if b == "Ajos" else []
        r = ipmr.post(
            "/api/households",
            json={"head_id": person_id, "sitio": f"Sitio {b}", "address": marker("A", b), "members": members},
        )
        assert r.status_code == 201, r.text
        households[b] = r.json()["id"]
    return households


@dataclass
class _Ref:
    """What tests.kinship.helpers.link needs of a person: the id."""

    id: int


# Reading a body ------------------------------------------------------------------------------------------


def _pdf_text(content: bytes) -> str:
    """The PDF's text streams (inflated when compressed), as bytes read as Latin-1."""
    parts = []
    for stream in re.findall(rb"stream\r?\n(.*?)\r?\nendstream", content, re.S):
        try:
            parts.append(zlib.decompress(stream))
        except zlib.error:
            parts.append(stream)
    return b"\n".join(parts).decode("latin-1")


def body_text(response: httpx.Response) -> str:
    """Everything a response says: its headers and its body (a zip's — an XLSX's — members unzipped)."""
    content = response.content
    headers = "\n".join(f"{k}: {v}" for k, v in response.headers.items())
    if content.startswith(b"PK\x03\x04"):
        with zipfile.ZipFile(BytesIO(content)) as archive:
            text = "\n".join(archive.read(n).decode("utf-8", "replace") for n in archive.namelist())
    elif content.startswith(b"%PDF"):
        text = _pdf_text(content)
    else:
        text = content.decode("utf-8", "replace")
    return f"{headers}\n{text}".lower()


# The stream, finite ------------------------------------------------------------------------------------


@pytest.fixture
def quiet_stream(monkeypatch):
    """The live stream as it is, ended when it has nothing more to say for a moment (so a call returns)."""
    real = dashboard_router.people_events

    async def until_quiet(*args: Any, **kwargs: Any) -> AsyncIterator[str]:
        lines = real(*args, **kwargs)
        try:
            while True:
                try:
                    yield await asyncio.wait_for(anext(lines), 0.3)
                except (TimeoutError, StopAsyncIteration):
                    return
        finally:
            await lines.aclose()

    monkeypatch.setattr(dashboard_router, "people_events", until_quiet)


# The matrix ------------------------------------------------------------------------------------------------


@dataclass
class Findings:
    leaks: dict[tuple[str, str], set[str]] = field(default_factory=dict)  # route -> barangays leaked
    wrong: list[tuple[str, str, str, int, int | str]] = field(default_factory=list)
    seen: set[str] = field(default_factory=set)


def forbidden_markers(scope: tuple[str, ...], named: Iterable[str]) -> dict[str, str]:
    """{marker: its barangay} that must never show for the scope: every marker of another barangay, but the
    names of the relatives its family trees name."""
    kinds = [*FIELDS, PURPOSE]
    allowed = {marker(k, b) for b in named for k in NAME}
    return {
        marker(k, b): b for b in BARANGAYS if b not in scope for k in kinds if marker(k, b) not in allowed
    }


def required_markers(scope: tuple[str, ...]) -> set[str]:
    return {marker(k, b) for b in scope for k in FIELDS} | {
        marker(PURPOSE, b) for b in scope if b in CERTIFIED
    }


def run_matrix(client: TestClient, users: UserFactory, w: World) -> Findings:
    forbidden = {
        m.lower(): b for m, b in forbidden_markers(w.scope, RELATIVES_NAMED[" + ".join(w.scope)]).items()
    }
    wanted = {m.lower() for m in required_markers(w.scope)}
    found = Findings()

    def sign_in() -> None:
        client.cookies.delete("katutubo_session")
        users.sign_in(client, w.encoder)

    sign_in()
    seed_proposals(client, users, w)
    calls = [
        (route, call)
        for route in sorted(CALLS.keys() | REFUSED)
        for call in (
            CALLS[route](w, *route)
            if route in CALLS
            else [
                Call(
                    route[0], _with_path_values(route[1]), json={} if route[0] != "GET" else None, expect=403
                )
            ]
        )
    ]
    for route, call in calls:
        ends_session = call.url.startswith(("/api/auth", "/api/account"))
        if ends_session:
            sign_in()
        response = client.request(call.method, call.url, params=call.params, json=call.json, files=call.files)
        status = response.status_code
        if (call.expect is not None and status != call.expect) or (
            call.expect is None and (status in (401, 403) or status >= 500)
        ):
            found.wrong.append(
                (*route, f"{call.url} {call.params or call.json or ''}", status, call.expect or "any")
            )
        text = body_text(response)
        leaked = {b for m, b in forbidden.items() if m in text}
        if leaked:
            found.leaks.setdefault(route, set()).update(leaked)
        found.seen |= {m for m in wanted if m in text}
        if ends_session:
            sign_in()
    found.seen = {m for m in wanted if m in found.seen}
    return found


def _with_path_values(path: str) -> str:
    for name, value in PATH_VALUES.items():
        path = path.replace(name, value)
    return path


@pytest.mark.parametrize("scope", list(SCOPES))
def test_an_encoder_reads_nothing_of_another_barangays_people(
    scope: str, app, users: UserFactory, ipmr_client: TestClient, chieftain_client: TestClient, quiet_stream
) -> None:
    ids, codes = seed(ipmr_client, chieftain_client)
    households = seed_households(ipmr_client, ids)
    barangays_of = SCOPES[scope]
    encoder = users.create(role="encoder", barangays=list(barangays_of), password=DEFAULT_PASSWORD)
    w = World(ids=ids, codes=codes, encoder=encoder, scope=barangays_of, households=households)
    with TestClient(app) as client:
        prime_csrf(client)
        found = run_matrix(client, users, w)
    leaks = [
        f"{m} {p}: {len(b)} other barangays ({', '.join(sorted(b)[:3])}…)"
        for (m, p), b in found.leaks.items()
    ]
    missing = sorted({x.lower() for x in required_markers(barangays_of)} - found.seen)
    report = "\n".join(
        ["LEAKS (people of barangays outside the scope):", *sorted(leaks)]
        + ["WRONG STATUS (route, call, got, expected):", *map(str, found.wrong)]
        + ["NOT SHOWN ANYWHERE (the scope's own markers):", *missing]
    )
    assert (sorted(leaks), found.wrong, missing) == ([], [], []), report
