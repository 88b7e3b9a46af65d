"""THE scope matrix: every API route of the app, called as an encoder of Ajos and as an encoder of Ajos and
Bolo with realistic values, answers nothing of a person of another barangay (katutubo.access.scope).

One person per barangay (the 46 of the reference data), each carrying markers — "Mkr", a letter for the
field, two letters for the barangay: `MkrFab` — in their names, tribe, occupation, address, health, typed
relatives and certificate's purpose; linked to people of other barangays (so relatives across the scope
exist), some with a photo, some with a certificate. No response body (JSON, CSV, XLSX read from its XML,
PDF text, the event stream) may hold a marker of a barangay outside the scope, except the name of a relative
linked to a person of the scope: the typed name, nothing more, the family tree shows. And every marker of
the scope shows somewhere (the test is not vacuous).

The edges of the door (tests/core/scope_seed.py) carry markers of their own (`Zqxmarker<nn>` in the names,
`Zqxdetail<nn>` in the rest): households headed from outside the scope with a member inside and the reverse,
a relative outside it, a head, a member, a relative, an affiant and a certificate's person in the Trash, a
purged person. Called as an encoder of Ajos, of Ajos and Bolo, and as the IPMR (who sees every barangay but
no one in the Trash): no answer holds the marker of a person the caller may not see, and a search for one's
name finds nothing; the routes that may show a person in the Trash (never a purged one) are listed, each
with its reason, in scope_calls.SHOWS_THE_TRASH.

Every route needs an entry: CALLS (how an encoder calls it for real: ids inside and outside the scope,
barangays, queries matching the markers, every export format, pages, filters) or REFUSED (403 for an
encoder), and IPMR_CALLS for the IPMR's own routes. The routes come from the app: a new route without an entry
fails the test ("add realistic calls for this route"), and its calls then go through the matrix."""

import asyncio
import re
import zipfile
import zlib
from collections.abc import AsyncIterator, Iterable
from dataclasses import dataclass, field
from io import BytesIO
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient

from katutubo.dashboard import router as dashboard_router
from katutubo.reference.data import barangays
from tests.core.scope_calls import (
    IPMR_CALLS,
    SHOWS_THE_TRASH,
    Call,
    Calls,
    World,
    combined,
    edge_terms,
    once,
    with_path_values,
)
from tests.core.scope_seed import EDGES, OUTSIDE, PURGED, READABLE, TRASH, seed_edges
from tests.core.test_endpoint_access import ACCESS, ALLOWED_ROLES, api_routes
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
# Who of another barangay each scope's family trees name (the typed name, nothing more).
RELATIVES_NAMED = {
    "Ajos": ("Anusan", "Bolo", "Barangay 10"),
    "Ajos + Bolo": ("Anusan", "Barangay 10", "Bulagsong"),
}


def each_person(*params: dict[str, Any], found: int | None = 200) -> Calls:
    """The route of every seeded person (with each of `params`): 404 outside the scope, `found` inside."""

    def calls(w: World, method: str, path: str) -> list[Call]:
        return [
            Call(method, path.replace("{person_id}", str(i)), p, expect=found if state == READABLE else 404)
            for i, state in w.people()
            for p in params or [{}]
        ]

    return calls


def queries(name: str, kinds: str, **more: Any) -> Calls:
    """The route searched for each barangay's person, by one of their markers of `kinds` in turn (its
    barangay's name for "B"): every barangay, every kind of marker; and for each edge person (scope_seed),
    by their names' markers (with "F" or "L") and their details' (with another kind but "B")."""

    def calls(w: World, method: str, path: str) -> list[Call]:
        values = [
            b if k == "B" else marker(k, b) for i, b in enumerate(w.swept()) for k in kinds[i % len(kinds)]
        ]
        return [Call(method, path, {name: v, **more}) for v in values] + [
            Call(method, path, {name: v, **more}, term=v) for v in edge_terms(kinds)
        ]

    return calls


def each_household(found: int | None = 200) -> Calls:
    """The route of every seeded household: 404 outside the scope, `found` inside."""

    def calls(w: World, method: str, path: str) -> list[Call]:
        seeded = [(b, i) for b, i in w.households.items()] + [
            (w.edge.household_barangays[k], i) for k, i in w.edge.households.items()
        ]
        return [
            Call(method, path.replace("{household_id}", str(i)), expect=found if w.inside(b) else 404)
            for b, i in seeded
        ]

    return calls


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
        + [Call(method, path, {"barangay": b, "page_size": 100}) for b in w.swept()]
    )


def exports(w: World, method: str, path: str) -> list[Call]:
    every = [
        {"format": f, "columns": c, "list": x, "sort": "barangay"}
        for f in ("xlsx", "csv")
        for c in ("original", "all")
        for x in ("master", "chieftain")
    ]
    some = ["Ajos", "Bolo", "Anusan", "Bulagsong", "Barangay 1"]
    by_barangay = [{"format": "csv", "columns": "all", "barangay": b} for b in w.swept()]
    by_marker = [{"format": "xlsx", "columns": "all", "q": q} for q in [marker("L", b) for b in some]]
    filtered = [{"format": "csv", "columns": "all", **f} for f in LIST_FILTERS[1:10]]
    searched = [
        Call(method, path, {"format": "csv", "columns": "all", "q": q}, term=q) for q in edge_terms("L")
    ]
    return [Call(method, path, p) for p in every + by_barangay + by_marker + filtered] + searched


def candidates(w: World, method: str, path: str) -> list[Call]:
    ajos = w.ids["Ajos"]
    roles = ("father", "mother", "child")
    found = [{"role": "spouse", "q": marker("L", b)} for b in w.swept()] + [
        {"role": roles[i % len(roles)], "q": marker("F", b)} for i, b in enumerate(w.swept())
    ]
    near = [{"role": "spouse", "q": "mkr", "person_id": ajos, "age": 40, "barangay": b} for b in w.swept()]
    dated = [{"role": "child", "q": "mkr", "date_of_birth": "1940-01-01"}]
    roles = ("spouse", "father", "mother", "child")
    edges = [Call(method, path, {"role": r, "q": q}, term=q) for q in edge_terms("FL") for r in roles]
    near_edges = {"role": "spouse", "q": "zqx", "person_id": w.edge.people["in4"], "barangay": "Ajos"}
    return [Call(method, path, p) for p in [*found, *near, *dated, near_edges]] + edges


def inherited_tribe(w: World, method: str, path: str) -> list[Call]:
    pairs = [("Ajos", "Bolo"), ("Anusan", "Bolo"), ("Barangay 1", "Bulagsong"), ("Ajos", "Barangay 10")]
    father, mother = (w.edge.people[k] for k in ("relative outside", "relative in trash"))
    return [
        Call(
            method,
            path,
            {"father_id": w.ids[f], "mother_id": w.ids[m]},
            expect=200 if w.inside(f) and w.inside(m) else 404,
        )
        for f, m in pairs
    ] + [Call(method, path, {"father_id": father, "mother_id": mother}, expect=404)]


def duplicates(w: World, method: str, path: str) -> list[Call]:
    by_name = [
        {"first_name": marker("F", b), "last_name": marker("L", b), "date_of_birth": f"{born(b)}-03-04"}
        for b in w.swept()
    ]
    by_place = [{"barangay": b, "date_of_birth": f"{born(b)}-03-04"} for b in w.swept()]
    maiden = [{"last_name": marker("M", b)} for b in w.swept()]
    edges = [
        {"first_name": f"{e.name}f", "last_name": e.last_name, "date_of_birth": "1960-02-03", "barangay": b}
        for e in EDGES.values()
        for b in (e.barangay, "Ajos")
    ] + [{"last_name": f"{e.name}m"} for e in EDGES.values()]
    return [Call(method, path, json=p, expect=200) for p in by_name + by_place + maiden + edges]


def verify(w: World, method: str, path: str) -> list[Call]:
    # Public (the QR code's address): a code is what the paper carries, not a way to look people up; an
    # encoder holds the codes of their own barangays' certificates.
    # The edge's: in3's (affiants in the Trash and purged), a trashed person's and a purged person's.
    held = [w.codes[b] for b in CERTIFIED if w.inside(b)] + [w.edge.codes["in3"]]
    papers = [w.edge.codes["certified in trash"], w.edge.codes["purged"]]
    return (
        [Call(method, path.replace("{code}", c), expect=200) for c in held]
        + [Call(method, path.replace("{code}", c)) for c in papers]
        + [Call(method, path.replace("{code}", "no-such-code"), expect=404)]
    )


def barangay_photos(w: World, method: str, path: str) -> list[Call]:
    return [Call(method, path.replace("{name}", b)) for b in w.swept()]


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
        for b in w.swept()
    ]
    changes = [
        Call(
            method,
            path,
            json={"kind": kind, "person_id": i, "base_version": 1}
            | ({"values": {"occupation": "Weaver"}} if kind == "edit" else {}),
            # In the Trash: 409 "The person of this proposal was deleted meanwhile." (an offline edit's).
            expect={READABLE: 201, TRASH: 409}.get(state, 404),
        )
        for i, state in w.people()
        for kind in ("edit", "delete")
    ]
    return adds + changes


def each_proposal(json: Any = None, files: dict[str, Any] | None = None) -> Calls:
    """The route of the encoder's own proposals (any answer but a refusal) and of another encoder's (404);
    for the IPMR, of every proposal."""

    def calls(w: World, method: str, path: str) -> list[Call]:
        return [
            Call(
                method,
                path.replace("{proposal_id}", str(i)),
                json=json,
                files=files,
                expect=404 if whose == "other" and not w.ipmr else None,
            )
            for whose, i in w.proposals.items()
        ]

    return calls


def seed_proposals(client: TestClient, users: UserFactory, w: World) -> None:
    """Another encoder (of Anusan) proposes an add carrying Anusan's markers; the encoder proposes its own."""
    other = users.create(role="encoder", barangays=["Anusan"])
    users.sign_in(client, other)
    w.proposals.update(w.edge.proposals)
    anusan = {k: marker(k, "Anusan") for k in FIELDS}
    values = person_payload(
        barangay="Anusan", occupation=anusan["O"], address=anusan["A"], lineage=anusan["T"]
    )
    r = client.post("/api/proposals", json={"kind": "add", "values": values})
    assert r.status_code == 201, r.text
    w.proposals["other"] = r.json()["id"]
    client.cookies.delete("katutubo_session")
    users.sign_in(client, w.account)
    r = client.post("/api/proposals", json={"kind": "add", "values": person_payload(barangay=w.scope[0])})
    assert r.status_code == 201, r.text
    w.proposals["own"] = r.json()["id"]


def login(w: World, method: str, path: str) -> list[Call]:
    # Without the captcha's answer (refused before anything is read); the account is /api/session's answer.
    return [Call(method, path, json={"email": w.account.email, "password": DEFAULT_PASSWORD})]


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


def test_the_ipmr_calls_every_route_an_encoder_may_not(settings):
    ipmr_only = {r for r in REFUSED if "ipmr" in ALLOWED_ROLES[ACCESS[r]]}
    assert sorted(ipmr_only - IPMR_CALLS.keys()) == [], "add the IPMR's realistic calls (IPMR_CALLS)"
    assert sorted(IPMR_CALLS.keys() - ipmr_only) == [], "IPMR_CALLS: only the routes refused to encoders"
    assert sorted(SHOWS_THE_TRASH.keys() - api_routes()) == [], "SHOWS_THE_TRASH: these routes are gone"


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


@pytest.fixture
def listening_stream(monkeypatch):
    """The live stream as it is, ended when it said nothing for 2 seconds (its first poll is at once)."""
    real = dashboard_router.people_events

    async def until_silent(*args: Any, **kwargs: Any) -> AsyncIterator[str]:
        lines = real(*args, **kwargs)
        try:
            while True:
                try:
                    yield await asyncio.wait_for(anext(lines), 2.0)
                except (TimeoutError, StopAsyncIteration):
                    return
        finally:
            await lines.aclose()

    monkeypatch.setattr(dashboard_router, "people_events", until_silent)


def test_an_encoders_stream_hears_of_no_change_in_another_barangay(
    app, users: UserFactory, ipmr_client: TestClient, listening_stream
) -> None:
    """The dashboard reconnecting with the version it has (Last-Event-ID) is told of a change of its
    barangays, and of none elsewhere: an encoder's stream is no clock of another barangay's work."""
    ajos, anusan = add_person(barangay="Ajos"), add_person(barangay="Anusan", first_name="Pedro")
    encoder = users.create(role="encoder", barangays=["Ajos"])
    with TestClient(app) as client:
        prime_csrf(client)
        users.sign_in(client, encoder)

        def news(since: str) -> list[str]:
            text = client.get("/api/dashboard/events", headers={"Last-Event-ID": since}).text
            return re.findall(r"^id: (.+)$", text, re.M)

        [seen] = news("a version of long ago")  # what the encoder's dashboard has now
        assert ipmr_client.put(f"/api/people/{anusan.id}", json={"occupation": "Weaver"}).status_code == 200
        assert news(seen) == [], "a change in Anusan told to an encoder of Ajos"
        assert ipmr_client.put(f"/api/people/{ajos.id}", json={"occupation": "Weaver"}).status_code == 200
        assert len(news(seen)) == 1


# The matrix ------------------------------------------------------------------------------------------------


@dataclass
class Findings:
    leaks: dict[tuple[str, str], set[str]] = field(default_factory=dict)  # route -> barangays leaked
    found_by_name: dict[tuple[str, str], set[str]] = field(default_factory=dict)  # route -> who it found
    excused: dict[tuple[str, str], set[str]] = field(default_factory=dict)  # SHOWS_THE_TRASH's, shown
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


def edge_markers(w: World, route: tuple[str, str]) -> dict[str, str]:
    """{marker: who} of the edge people (scope_seed) that must not show in the route's answer to the caller:
    for an encoder, every one (a linked relative outside the scope: their name only where the family tree
    shows a relative, the typed name the link stands for); for the IPMR, those in the Trash (but on the routes
    whose purpose is the Trash) and the purged."""
    forbidden = {}
    for key, e in EDGES.items():
        if e.state == OUTSIDE and w.ipmr:
            continue
        if e.state == TRASH and route in SHOWS_THE_TRASH:
            continue
        forbidden[e.detail] = f"{key}: {e.detail}"
        if not (key == "relative outside" and route in NAMES_A_RELATIVE):
            forbidden[e.name] = f"{key}: {e.name}"
    return {m.lower(): who for m, who in forbidden.items()}


# The routes that show a linked relative outside the scope by the name the link types (RELATIVES_NAMED).
NAMES_A_RELATIVE = {
    ("GET", "/api/people/{person_id}/relatives"),
    ("GET", "/api/people/{person_id}/family"),
    ("GET", "/api/people/{person_id}/genealogy"),
    ("GET", "/api/people/{person_id}/history"),
}


def calls_of(w: World) -> list[tuple[tuple[str, str], Call]]:
    """Every route's calls as the caller makes them: refused ones once (403)."""
    caller = "ipmr" if w.ipmr else "encoder"
    table = CALLS | IPMR_CALLS if w.ipmr else CALLS
    return [
        (route, call)
        for route in sorted(api_routes())
        for call in (
            table[route](w, *route)
            if caller in ALLOWED_ROLES[ACCESS[route]]
            else [
                Call(route[0], with_path_values(route[1]), json={} if route[0] != "GET" else None, expect=403)
            ]
        )
    ]


def run_matrix(client: TestClient, users: UserFactory, w: World) -> Findings:
    if w.ipmr:
        barangay_markers: dict[str, str] = {}
        wanted = {e.name.lower() for e in EDGES.values() if e.state != PURGED}
    else:
        named = RELATIVES_NAMED[" + ".join(w.scope or ())]
        barangay_markers = {m.lower(): b for m, b in forbidden_markers(w.scope or (), named).items()}
        wanted = {m.lower() for m in required_markers(w.scope or ())}
    found = Findings()

    def sign_in() -> None:
        client.cookies.delete("katutubo_session")
        users.sign_in(client, w.account)

    sign_in()
    if not w.ipmr:
        seed_proposals(client, users, w)
    else:
        w.proposals.update(w.edge.proposals)
    for route, call in calls_of(w):
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
        leaked = {b for m, b in barangay_markers.items() if m in text}
        leaked |= {who for m, who in edge_markers(w, route).items() if m in text}
        if route in SHOWS_THE_TRASH:
            shown = {
                f"{k}: {e.name}" for k, e in EDGES.items() if e.state == TRASH and e.name.lower() in text
            }
            found.excused.setdefault(route, set()).update(shown)
        if leaked:
            found.leaks.setdefault(route, set()).update(leaked)
        hidden = [who for m, who in edge_markers(w, route).items() if call.term and m in call.term.lower()]
        if hidden and finds_something(response):
            found.found_by_name.setdefault(route, set()).update(hidden)
        found.seen |= {m for m in wanted if m in text}
        if ends_session:
            sign_in()
    found.seen = {m for m in wanted if m in found.seen}
    return found


def finds_something(response: httpx.Response) -> bool:
    """Whether a search's answer holds a row: a JSON list or page (`total`, `items`, `names`...), or a CSV
    with a line under its header."""
    if response.status_code != 200:
        return False
    if response.headers.get("content-type", "").startswith("text/csv"):
        return len([line for line in response.text.splitlines() if line.strip()]) > 1
    try:
        body = response.json()
    except ValueError:
        return False
    if isinstance(body, list):
        return bool(body)
    if isinstance(body, dict) and isinstance(body.get("total"), int):
        return body["total"] > 0
    return isinstance(body, dict) and any(isinstance(v, list) and v for v in body.values())


CALLERS = {"encoder of Ajos": ("Ajos",), "encoder of Ajos and Bolo": ("Ajos", "Bolo"), "IPMR": None}


@pytest.mark.parametrize("caller", list(CALLERS))
def test_no_answer_names_a_person_outside_the_scope_or_in_the_trash(
    caller: str, app, users: UserFactory, ipmr_client: TestClient, chieftain_client: TestClient, quiet_stream
) -> None:
    ids, codes = seed(ipmr_client, chieftain_client)
    households = seed_households(ipmr_client, ids)
    scope = CALLERS[caller]
    if scope is None:
        account = users.create(role="ipmr", password=DEFAULT_PASSWORD)
        author = users.create(role="encoder", barangays=["Ajos"])
    else:
        account = author = users.create(role="encoder", barangays=list(scope), password=DEFAULT_PASSWORD)
    edge = seed_edges(ipmr_client, chieftain_client, users, author)
    w = World(ids=ids, codes=codes, account=account, edge=edge, scope=scope, households=households)
    with TestClient(app) as client:
        prime_csrf(client)
        found = run_matrix(client, users, w)
    leaks = [
        f"{m} {p}: "
        + ", ".join(sorted(x for x in b if x.startswith(tuple(EDGES))))
        + (
            f" {len(others)} other barangays ({', '.join(sorted(others)[:3])}…)"
            if (others := b - {x for x in b if x.startswith(tuple(EDGES))})
            else ""
        )
        for (m, p), b in found.leaks.items()
    ]
    wanted = (
        {e.name.lower() for e in EDGES.values() if e.state != PURGED}
        if scope is None
        else {x.lower() for x in required_markers(scope)}
    )
    missing = sorted(wanted - found.seen)
    found_by_name = [f"{m} {p}: {', '.join(sorted(b))}" for (m, p), b in found.found_by_name.items()]
    report = "\n".join(
        ["LEAKS (route: who):", *sorted(leaks)]
        + ["FOUND BY THE NAME OF SOMEONE HIDDEN (route: who):", *sorted(found_by_name)]
        + ["(shown by SHOWS_THE_TRASH's routes, as they may:)"]
        + sorted(f"{m} {p}: {', '.join(sorted(b))}" for (m, p), b in found.excused.items() if b)
        + ["WRONG STATUS (route, call, got, expected):", *map(str, found.wrong)]
        + ["NOT SHOWN ANYWHERE (markers the caller may see):", *missing]
    )
    assert (sorted(leaks), sorted(found_by_name), found.wrong, missing) == ([], [], [], []), report
