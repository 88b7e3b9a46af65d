"""How the scope matrix (tests/core/test_people_scope.py) calls the routes: a call, the world it is made
in, and the IPMR's calls of the routes an encoder may not call, with THE list of the routes that may show a
person in the Trash (SHOWS_THE_TRASH)."""

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from katutubo.models import User
from katutubo.reference.data import barangays
from tests.core.scope_seed import (
    EDGES,
    OFFLINE_CLIENT_ID,
    OUTSIDE,
    PLAIN,
    READABLE,
    TRASH,
    EdgeWorld,
)
from tests.core.test_endpoint_access import PATH_VALUES
from tests.incidents.helpers import incident
from tests.people.factories import person_payload

BARANGAYS = barangays()


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

    def swept(self) -> list[str]:
        """The barangays a route is called for one after another: every one for an encoder; for the IPMR, who
        sees every barangay and whose half is the Trash, those of the edge people."""
        if not self.ipmr:
            return list(BARANGAYS)
        places = {e.barangay for e in EDGES.values()}
        return [b for b in BARANGAYS if b in places]

    def people(self) -> list[tuple[int, str]]:
        """Every seeded person (the purged too; the IPMR: of the barangays swept), with what the caller may
        know of them: READABLE, OUTSIDE (the scope), TRASH or PURGED."""
        swept = self.swept()
        seeded = [(i, b, READABLE) for b, i in self.ids.items() if b in swept]
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


def combined(*parts: Calls) -> Calls:
    return lambda w, method, path: [c for part in parts for c in part(w, method, path)]


def edge_terms(kinds: str) -> list[str]:
    names = (
        [t for e in EDGES.values() for t in (f"{e.name}f", e.last_name)] if set(kinds) & {"F", "L"} else []
    )
    details = [e.detail for e in EDGES.values()] if set(kinds) - {"F", "L", "B"} else []
    return names + details


def with_path_values(path: str) -> str:
    for name, value in PATH_VALUES.items():
        path = path.replace(name, value)
    return path


# The Trash half: the IPMR sees every barangay, and still no one in the Trash or purged --------------------

# THE exceptions: the routes that may name a person in the Trash (none may name a purged one), each with why.
HISTORY = "a record's History names whom it linked or named (relative, affiant, member) as recorded"
AS_ISSUED = "the certificates as issued (RA 9470): the register keeps every serial; the purge erases them"
REQUEST = "a data-subject request (RA 10173) is about a person, the Trash included"
INCIDENT = "a breach incident names the people it affected (told to the NPC), the Trash included"
PROPOSAL = (
    "a proposal keeps the name it was made about (the encoder's record of their own work, and the IPMR's of "
    "what they decided); the person's current values are not shown once in the Trash"
)
SHOWS_THE_TRASH = {
    # Records kept as they were written: they name whom they named then, until that person's purge erases it.
    ("GET", "/api/people/{person_id}/history"): HISTORY,
    ("GET", "/api/households/{household_id}/history"): HISTORY,
    ("GET", "/api/admin/audit"): "the audit trail: who moved whom to the Trash, and what they did before",
    ("GET", "/api/certificate-register"): AS_ISSUED,
    ("GET", "/api/certificate-register/export"): AS_ISSUED,
    ("GET", "/api/verify/{code}"): "the public check of a paper in someone's hands: the name printed on it",
    # The routes whose purpose is the Trash, or a person whatever became of them.
    ("GET", "/api/admin/trash"): "the Trash page: the people in the Trash",
    ("POST", "/api/admin/trash/{person_id}/restore"): "the Trash page's restore: answers the person restored",
    ("DELETE", "/api/admin/trash/{person_id}"): "the Trash page's purge: its confirmation names the person",
    ("GET", "/api/households/trash"): "the households' Trash page",
    ("POST", "/api/households/{household_id}/restore"): "the households' Trash page's restore",
    ("GET", "/api/admin/requests"): REQUEST,
    ("GET", "/api/admin/requests/{request_id}"): REQUEST,
    ("GET", "/api/admin/requests/{request_id}/access-report"): REQUEST,
    ("GET", "/api/admin/requests/{request_id}/data.json"): REQUEST,
    ("GET", "/api/admin/requests/{request_id}/data.csv"): REQUEST,
    ("POST", "/api/admin/requests/{request_id}/close"): REQUEST,
    ("GET", "/api/proposals"): PROPOSAL,
    ("GET", "/api/proposals/{proposal_id}"): PROPOSAL,
    ("POST", "/api/proposals/{proposal_id}/photo"): PROPOSAL,
    ("POST", "/api/proposals/{proposal_id}/withdraw"): PROPOSAL,
    ("GET", "/api/admin/proposals"): PROPOSAL,
    ("GET", "/api/admin/incidents"): INCIDENT,
    ("GET", "/api/admin/incidents/{incident_id}"): INCIDENT,
    ("PUT", "/api/admin/incidents/{incident_id}"): INCIDENT,
}


def default(expect: int | None = None, json: Any = None) -> Calls:
    """One call with test_endpoint_access's PATH_VALUES (made-up ids: 404 or 422): a route that reads no
    person of the seed (the accounts, the imports, the backups' list)."""
    return lambda w, method, path: [
        Call(method, with_path_values(path), json=json if method != "GET" else None, expect=expect)
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
