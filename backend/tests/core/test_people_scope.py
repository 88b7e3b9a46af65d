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
from tests.core.scope_seed import (
    EDGES,
    OFFLINE_CLIENT_ID,
    OUTSIDE,
    PLAIN,
    PURGED,
    READABLE,
    TRASH,
    EdgeWorld,
    seed_edges,
)
from tests.core.test_endpoint_access import ACCESS, ALLOWED_ROLES, PATH_VALUES, api_routes
from tests.factories import DEFAULT_PASSWORD, UserFactory, prime_csrf
from tests.incidents.helpers import incident
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


@dataclass
class World:
    ids: dict[str, int]  # barangay -> its person
    codes: dict[str, str]  # barangay -> its certificate's verification code
    account: User  # the caller: an encoder, or the IPMR (`scope` None)
    edge: EdgeWorld
    scope: tuple[str, ...] | None = ()
    # "own": a proposal of the encoder; "other": another encoder's (of Anusan), carrying Anusan's markers;
    # the edge's (scope_seed.EdgeWorld.proposals): the caller's own when an encoder.
    proposals: dict[str, int] = field(default_factory=dict)
    households: dict[str, int] = field(default_factory=dict)  # barangay -> its household

    @property
    def ipmr(self) -> bool:
        return self.scope is None

    def inside(self, barangay: str) -> bool:
        return self.scope is None or barangay in self.scope

    def people(self) -> list[tuple[int, str]]:
        """Every seeded person (the purged too), with what the caller may know of them: READABLE, OUTSIDE
        (the scope), TRASH or PURGED."""
        seeded = [(i, b, READABLE) for b, i in self.ids.items()]
        seeded += [(self.edge.people[k], "Ajos", READABLE) for k in PLAIN]
        seeded += [
            (self.edge.people[k], e.barangay, READABLE if e.state == OUTSIDE else e.state)
            for k, e in EDGES.items()
        ]
        return [(i, state if self.inside(b) else OUTSIDE) for i, b, state in seeded]


@dataclass
class Call:
    method: str
    url: str
    params: dict[str, Any] | None = None
    json: Any = None
    files: dict[str, Any] | None = None
    expect: int | None = None  # None: any answer but 401, 403 and 5xx
    term: str | None = None  # a search for an edge person's marker: finds nothing they may not see


Calls = Callable[[World, str, str], list[Call]]


def once(params: dict[str, Any] | None = None, json: Any = None) -> Calls:
    return lambda w, method, path: [Call(method, path, params, json)]


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
            b if k == "B" else marker(k, b) for i, b in enumerate(BARANGAYS) for k in kinds[i % len(kinds)]
        ]
        return [Call(method, path, {name: v, **more}) for v in values] + [
            Call(method, path, {name: v, **more}, term=v) for v in edge_terms(kinds)
        ]

    return calls


def edge_terms(kinds: str) -> list[str]:
    names = (
        [t for e in EDGES.values() for t in (f"{e.name}f", e.last_name)] if set(kinds) & {"F", "L"} else []
    )
    details = [e.detail for e in EDGES.values()] if set(kinds) - {"F", "L", "B"} else []
    return names + details


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
    by_marker = [{"format": "xlsx", "columns": "all", "q": q} for q in [marker("L", b) for b in some]]
    filtered = [{"format": "csv", "columns": "all", **f} for f in LIST_FILTERS[1:10]]
    searched = [
        Call(method, path, {"format": "csv", "columns": "all", "q": q}, term=q) for q in edge_terms("L")
    ]
    return [Call(method, path, p) for p in every + by_barangay + by_marker + filtered] + searched


def candidates(w: World, method: str, path: str) -> list[Call]:
    ajos = w.ids["Ajos"]
    roles = ("father", "mother", "child")
    found = [{"role": "spouse", "q": marker("L", b)} for b in BARANGAYS] + [
        {"role": roles[i % len(roles)], "q": marker("F", b)} for i, b in enumerate(BARANGAYS)
    ]
    near = [{"role": "spouse", "q": "mkr", "person_id": ajos, "age": 40, "barangay": b} for b in BARANGAYS]
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
        for b in BARANGAYS
    ]
    by_place = [{"barangay": b, "date_of_birth": f"{born(b)}-03-04"} for b in BARANGAYS]
    maiden = [{"last_name": marker("M", b)} for b in BARANGAYS]
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


# The Trash half: the IPMR sees every barangay, and still no one in the Trash or purged --------------------

# THE exceptions: the routes that may name a person in the Trash (none may name a purged one), each with why.
SHOWS_THE_TRASH = {
    # Records kept as they were written: they name whom they named then, until the person's purge erases it.
    (
        "GET",
        "/api/people/{person_id}/history",
    ): "a record's History names the relative linked, the affiant of a "
    "certificate, as recorded (an audit mention, erased at their purge)",
    (
        "GET",
        "/api/households/{household_id}/history",
    ): "a household's History names the member added, as recorded",
    (
        "GET",
        "/api/certificate-register",
    ): "the register of every certificate issued, as issued (RA 9470); the purge erases its personal values",
    ("GET", "/api/certificate-register/export"): "the register of every certificate issued, as issued",
    ("GET", "/api/verify/{code}"): "the public check of a paper in someone's hands: the name printed on it, "
    "valid until the purge revokes it",
    # The routes whose purpose is the Trash.
    ("GET", "/api/admin/trash"): "the Trash page: the people in the Trash",
    ("POST", "/api/admin/trash/{person_id}/restore"): "the Trash page's restore: answers the person restored",
    ("DELETE", "/api/admin/trash/{person_id}"): "the Trash page's purge: its confirmation names the person",
    ("GET", "/api/households/trash"): "the households' Trash page",
    ("POST", "/api/households/{household_id}/restore"): "the households' Trash page's restore",
    ("GET", "/api/admin/requests"): "data-subject requests: a request is about a person, the Trash included",
    ("GET", "/api/admin/requests/{request_id}"): "a data-subject request (RA 10173), the Trash included",
    ("GET", "/api/admin/requests/{request_id}/access-report"): "the access report of the request's person",
    ("GET", "/api/admin/requests/{request_id}/data.json"): "the portability copy of the request's person",
    ("GET", "/api/admin/requests/{request_id}/data.csv"): "the portability copy of the request's person",
    ("POST", "/api/admin/requests/{request_id}/close"): "a data-subject request, closed",
    ("GET", "/api/admin/audit"): "the audit trail records who moved whom to the Trash (erased at the purge)",
    ("GET", "/api/admin/incidents"): "a breach incident names the people it affected, the Trash included",
    ("GET", "/api/admin/incidents/{incident_id}"): "a breach incident's people, the Trash included",
    ("PUT", "/api/admin/incidents/{incident_id}"): "a breach incident's people, the Trash included",
}


def default(expect: int | None = None, json: Any = None) -> Calls:
    """One call with test_endpoint_access's PATH_VALUES (made-up ids: 404 or 422): a route that reads no
    person of the seed (the accounts, the imports, the backups' list)."""
    return lambda w, method, path: [
        Call(method, _with_path_values(path), json=json if method != "GET" else None, expect=expect)
    ]


def trash_calls(w: World, method: str, path: str) -> list[Call]:
    return [Call(method, path)] + [Call(method, path, {"q": q}, term=q) for q in edge_terms("FL")]


def restoring(w: World, method: str, path: str) -> list[Call]:
    # Restoring would bring them back for the rest of the matrix: a live person's restore (404) only.
    return [Call(method, path.replace("{person_id}", str(w.ids["Ajos"])), expect=404)]


def purging(w: World, method: str, path: str) -> list[Call]:
    """The purge of each edge person without their last name (422; none purged): 404 for the purged."""
    return [
        Call(
            method,
            path.replace("{person_id}", str(w.edge.people[k])),
            {"last_name": "Wrong", "disposal_authority": "NAP DA 2026-07"},
            expect=422 if e.state == TRASH else 404,
        )
        for k, e in EDGES.items()
        if e.state != OUTSIDE
    ]


def audit_trail(w: World, method: str, path: str) -> list[Call]:
    return [Call(method, path, {"page_size": 100})] + [
        Call(method, path, {"person_id": i, "page_size": 100}) for i, _state in w.people()
    ]


def the_request(w: World, method: str, path: str) -> list[Call]:
    return [Call(method, path.replace("{request_id}", str(w.edge.request_id)))]


def requesting(w: World, method: str, path: str) -> list[Call]:
    """A data-subject request about each person in the Trash or purged: 404, naming no one."""
    gone = [w.edge.people[k] for k, e in EDGES.items() if e.state != OUTSIDE]
    request = {
        "kind": "access",
        "requester_name": "Rosa Dela Cruz",
        "relation": "self",
        "identity_check": "PhilSys ID",
        "identity_checked_by": "Liza Mercado",
    }
    return [Call(method, path, json=request | {"person_id": i}, expect=404) for i in gone]


def the_incident(w: World, method: str, path: str) -> list[Call]:
    url = path.replace("{incident_id}", str(w.edge.incident_id))
    if method == "GET":
        return [Call(method, url, expect=200)]
    people = [w.edge.people["member in trash"], w.ids["Ajos"]]
    return [Call(method, url, json=incident(person_ids=people, people_count=None))]


def offline_replay(w: World, method: str, path: str) -> list[Call]:
    """A device sends again the create it recorded offline (the trashed head's): no person in the Trash comes
    back in the answer."""
    again = person_payload(client_id=OFFLINE_CLIENT_ID, first_name="Replayed")
    return [Call(method, path, json=again)]


def editing(w: World, method: str, path: str) -> list[Call]:
    """A save without a change (the answer is the person with their links): 200, 404 for the Trash."""
    return [
        Call(method, path.replace("{person_id}", str(i)), json={}, expect=200 if state == READABLE else 404)
        for i, state in w.people()
    ]


def deleting_the_gone(w: World, method: str, path: str) -> list[Call]:
    gone = [w.edge.people[k] for k, e in EDGES.items() if e.state != OUTSIDE]
    return [Call(method, path.replace("{person_id}", str(i)), expect=404) for i in gone]


def telling_apart(w: World, method: str, path: str) -> list[Call]:
    gone = [w.edge.people[k] for k, e in EDGES.items() if e.state != OUTSIDE]
    url = path.replace("{person_id}", str(w.edge.people["in3"]))
    return [Call(method, url, json={"person_ids": [i]}) for i in gone]


def duplicate_pairs(w: World, method: str, path: str) -> list[Call]:
    # The scan first (its own route is called too), then the list it made.
    return [Call("POST", "/api/admin/duplicates/scan", json={}), Call(method, path, {"page_size": 100})]


def approving_the_gone(w: World, method: str, path: str) -> list[Call]:
    return [Call(method, path.replace("{proposal_id}", str(i)), json={}) for i in w.edge.proposals.values()]


def joining(w: World, method: str, path: str) -> list[Call]:
    """The Trash's people added to in3's household, as a member or its head: refused, unnamed."""
    url = path.replace("{household_id}", str(w.edge.households["in3"]))
    gone = [w.edge.people[k] for k, e in EDGES.items() if e.state != OUTSIDE]
    more = (
        {"relationship": "other_relative"}
        if path.endswith("/members")
        else {"former_head_relationship": "spouse"}
    )
    return [Call(method, url, json={"person_id": i, **more}) for i in gone]


def household_writes(w: World, method: str, path: str) -> list[Call]:
    """A save without a change of each seeded household (the answer is the household with its members)."""
    return [
        Call(method, path.replace("{household_id}", str(i)), json={})
        for i in [*w.households.values(), *w.edge.households.values()]
    ]


def register(w: World, method: str, path: str) -> list[Call]:
    if path.endswith("/export"):
        return [Call(method, path, {"format": f}) for f in ("csv", "xlsx")]
    return [Call(method, path, {"page_size": 500})]


# How the IPMR calls the routes an encoder may not (CALLS holds the others: the IPMR calls them as an encoder
# does, over every barangay). A route refused to the IPMR (a Chieftain's, an encoder's) is called once: 403.
IPMR_CALLS: dict[tuple[str, str], Calls] = {
    ("GET", "/api/users"): once(),
    ("GET", "/api/admin/users"): once(),
    ("POST", "/api/admin/users/{user_id}/approve"): default(),
    ("POST", "/api/admin/users/{user_id}/reject"): default(),
    ("POST", "/api/admin/users/{user_id}/role"): default(),
    ("POST", "/api/admin/users/{user_id}/disable"): default(),
    ("POST", "/api/admin/users/{user_id}/enable"): default(),
    ("POST", "/api/admin/users/{user_id}/password-reset"): default(),
    ("GET", "/api/admin/audit"): audit_trail,
    ("GET", "/api/admin/audit/actors"): once(),
    ("GET", "/api/admin/trash"): trash_calls,
    ("POST", "/api/admin/trash/{person_id}/restore"): restoring,
    ("DELETE", "/api/admin/trash/{person_id}"): purging,
    ("GET", "/api/admin/incidents"): once(),
    ("POST", "/api/admin/incidents"): default(json={}),
    ("GET", "/api/admin/incidents/summary"): once(),
    ("GET", "/api/admin/incidents/{incident_id}"): the_incident,
    ("PUT", "/api/admin/incidents/{incident_id}"): the_incident,
    ("GET", "/api/admin/requests"): once(),
    ("POST", "/api/admin/requests"): requesting,
    ("GET", "/api/admin/requests/{request_id}"): the_request,
    ("POST", "/api/admin/requests/{request_id}/close"): default(json={}),
    ("GET", "/api/admin/requests/{request_id}/access-report"): the_request,
    ("GET", "/api/admin/requests/{request_id}/data.json"): the_request,
    ("GET", "/api/admin/requests/{request_id}/data.csv"): the_request,
    ("POST", "/api/people"): offline_replay,
    ("PUT", "/api/people/{person_id}"): editing,
    ("DELETE", "/api/people/{person_id}"): deleting_the_gone,
    ("POST", "/api/people/{person_id}/different-people"): telling_apart,
    ("GET", "/api/admin/duplicates"): duplicate_pairs,
    ("POST", "/api/admin/duplicates/scan"): once(json={}),
    ("POST", "/api/admin/duplicates/merge"): default(json={}),
    ("POST", "/api/admin/duplicates/not-same"): default(json={}),
    ("POST", "/api/people/{person_id}/photo"): deleting_the_gone,
    ("PUT", "/api/barangays/{name}/photo"): default(json={}),
    ("GET", "/api/admin/imports/template"): once(),
    ("POST", "/api/admin/imports"): default(json={}),
    ("GET", "/api/admin/imports/{job_id}"): default(),
    ("POST", "/api/admin/imports/{job_id}/commit"): default(json={}),
    ("GET", "/api/admin/imports/{job_id}/report"): default(),
    ("GET", "/api/admin/backups"): once(),
    ("GET", "/api/admin/backups/schedule"): once(),
    ("POST", "/api/admin/backups"): default(json={}),
    ("POST", "/api/admin/backups/{name}/download"): default(json={}),
    ("GET", "/api/admin/privacy-record"): once(),
    ("GET", "/api/certificate-register"): register,
    ("GET", "/api/certificate-register/export"): register,
    ("GET", "/api/openapi.json"): once(),
    ("GET", "/api/docs"): once(),
    ("GET", "/api/docs/{asset}"): default(),
    ("GET", "/api/admin/proposals"): combined(
        once(), *(once({"state": s}) for s in ("submitted", "approved", "rejected", "withdrawn"))
    ),
    ("GET", "/api/admin/proposals/count"): once(),
    ("POST", "/api/admin/proposals/approve"): lambda w, method, path: [
        Call(method, path, json={"ids": list(w.edge.proposals.values())})
    ],
    ("POST", "/api/admin/proposals/{proposal_id}/approve"): approving_the_gone,
    ("POST", "/api/admin/proposals/{proposal_id}/reject"): default(json={}),
    ("POST", "/api/households"): default(json={}),
    ("GET", "/api/households/suggestions"): once(),
    ("POST", "/api/households/suggestions/accept"): default(json={}),
    ("GET", "/api/households/trash"): once(),
    ("PUT", "/api/households/{household_id}"): household_writes,
    ("DELETE", "/api/households/{household_id}"): default(),
    ("POST", "/api/households/{household_id}/restore"): default(json={}),
    ("POST", "/api/households/{household_id}/members"): joining,
    ("POST", "/api/households/{household_id}/members/{membership_id}/end"): default(json={}),
    ("POST", "/api/households/{household_id}/members/{membership_id}/move"): default(json={}),
    ("POST", "/api/households/{household_id}/head"): joining,
    ("PUT", "/api/privacy-notice"): default(json={}),
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


def test_the_ipmr_calls_every_route_an_encoder_may_not():
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


# The matrix ------------------------------------------------------------------------------------------------


@dataclass
class Findings:
    leaks: dict[tuple[str, str], set[str]] = field(default_factory=dict)  # route -> barangays leaked
    found_by_name: dict[tuple[str, str], set[str]] = field(default_factory=dict)  # route -> who it found
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
                Call(
                    route[0], _with_path_values(route[1]), json={} if route[0] != "GET" else None, expect=403
                )
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


def _with_path_values(path: str) -> str:
    for name, value in PATH_VALUES.items():
        path = path.replace(name, value)
    return path


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
        + ["WRONG STATUS (route, call, got, expected):", *map(str, found.wrong)]
        + ["NOT SHOWN ANYWHERE (markers the caller may see):", *missing]
    )
    assert (sorted(leaks), sorted(found_by_name), found.wrong, missing) == ([], [], [], []), report
