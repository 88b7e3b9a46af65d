"""The scope matrix's edge cases (tests/core/test_people_scope.py): people at the edges of the door, each
carrying markers no answer may hold.

Besides one person per barangay, the registry holds, around plain people of Ajos ("in1".."in5", no marker):
- a household headed from outside the encoders' barangays with a member of Ajos (in the head's barangay, and
  another one recorded in Ajos), and the reverse (headed in Ajos, a member outside);
- a relative outside the scope (the father of in4, of Barangay 5);
- in the Trash: a head (created offline: its `client_id` may be sent again), a member, a relative (the
  mother of in4), an affiant of in3's certificate and a certificate's person (with a data-subject request),
  a member named in a breach incident, and people an encoder's proposals are about;
- a purged person: in3's spouse and affiant, a member, with a certificate of their own.

Each edge person carries two markers: `Zqxmarker<nn>` in their names (first, middle, last: `…f`, `…m`, `…l`)
and `Zqxdetail<nn>` in their other fields (tribe, occupation, address, health, typed relatives, a
certificate's purpose)."""

from dataclasses import dataclass, field
from typing import Any

from fastapi.testclient import TestClient

from katutubo.models import User
from tests.factories import UserFactory, prime_csrf
from tests.incidents.helpers import incident
from tests.kinship.helpers import NO_FAMILY, link
from tests.people.factories import add_person, person_payload

READABLE, OUTSIDE, TRASH, PURGED = "readable", "outside the scope", "in the Trash", "purged"
# The id a device gave the trashed head recorded offline (POST /api/people may send it again).
OFFLINE_CLIENT_ID = "0f0e0d0c-0b0a-4909-8807-060504030201"
DISPOSAL_AUTHORITY = "NAP DA 2026-07"


@dataclass(frozen=True)
class Edge:
    number: int
    barangay: str
    state: str  # OUTSIDE, TRASH or PURGED
    what: str
    gender: str = "Male"

    @property
    def name(self) -> str:
        return f"Zqxmarker{self.number:02d}"

    @property
    def detail(self) -> str:
        return f"Zqxdetail{self.number:02d}"

    @property
    def last_name(self) -> str:
        return f"{self.name}l"


EDGES = {
    "head outside": Edge(1, "Anusan", OUTSIDE, "heads a household of Anusan with a member of Ajos (in1)"),
    "head outside, in Ajos": Edge(
        2, "Barangay 3", OUTSIDE, "heads a household recorded in Ajos with a member of Ajos (in2)"
    ),
    "member outside": Edge(3, "Barangay 4", OUTSIDE, "a member of in3's household (Ajos)"),
    "relative outside": Edge(4, "Barangay 5", OUTSIDE, "in4's linked father"),
    "head in trash": Edge(11, "Ajos", TRASH, "heads in5's household; created offline"),
    "member in trash": Edge(12, "Ajos", TRASH, "a member of in3's household; named in a breach incident"),
    "relative in trash": Edge(13, "Ajos", TRASH, "in4's linked mother", gender="Female"),
    "affiant in trash": Edge(14, "Ajos", TRASH, "affiant 1 of in3's certificate"),
    "certified in trash": Edge(15, "Ajos", TRASH, "holds a certificate; a data-subject request's person"),
    "proposed in trash": Edge(16, "Ajos", TRASH, "an encoder proposed an edit of them"),
    "purged": Edge(21, "Ajos", PURGED, "in3's spouse, affiant 2 of in3's certificate, a member", "Female"),
}
PLAIN = ("in1", "in2", "in3", "in4", "in5")


@dataclass
class EdgeWorld:
    people: dict[str, int]  # EDGES' keys and PLAIN -> their person
    households: dict[str, int]  # "head outside", "head outside, in Ajos", "in3", "in5" -> the household
    household_barangays: dict[str, str]
    codes: dict[str, str]  # "in3", "certified in trash", "purged" -> their certificate's verification code
    request_id: int = 0  # the data-subject request about "certified in trash"
    incident_id: int = 0  # the breach incident naming "member in trash"
    proposals: dict[str, int] = field(default_factory=dict)  # "proposed in trash", "purged" -> a proposal


def edge_values(edge: Edge) -> dict[str, Any]:
    """The edge person's form: the name marker in every name, the detail marker in every other text."""
    d = edge.detail
    return person_payload(
        first_name=f"{edge.name}f",
        middle_name=f"{edge.name}m",
        last_name=edge.last_name,
        lineage=d,
        occupation=d,
        address=f"Purok {d}",
        health_condition=d,
        barangay=edge.barangay,
        gender=edge.gender,
        civil_status="Married",
        date_of_birth="1960-02-03",
        family_tree={"father": None, "mother": None, "spouse": d, "siblings": d, "children": [d]},
    )


def seed_edges(ipmr: TestClient, chieftain: TestClient, users: UserFactory, author: User) -> EdgeWorld:
    """The edge people, their households, links, certificates and records; `author` (an encoder of Ajos)
    proposes the edits of two of them before they go."""
    people: dict[str, int] = {}
    for n, key in enumerate(PLAIN):
        people[key] = add_person(
            first_name=f"Plain{key}",
            last_name="Dela Cruz",
            date_of_birth=f"199{n}-05-17",
            family_tree=NO_FAMILY,
        ).id
    for key, edge in EDGES.items():
        if key == "head in trash":  # through the API, as a device's offline outbox sends it
            r = ipmr.post("/api/people", json=edge_values(edge) | {"client_id": OFFLINE_CLIENT_ID})
            assert r.status_code == 201, r.text
            people[key] = r.json()["id"]
        else:
            people[key] = add_person(**edge_values(edge)).id
    w = EdgeWorld(people=people, households={}, household_barangays={}, codes={})
    _households(ipmr, w)
    _links(ipmr, w)
    _certificates(chieftain, w)
    _records_of_the_ipmr(ipmr, w)
    _proposals(ipmr, users, author, w)
    for key, edge in EDGES.items():
        if edge.state in (TRASH, PURGED):
            assert ipmr.delete(f"/api/people/{people[key]}").status_code == 204
    purged = EDGES["purged"]
    r = ipmr.delete(
        f"/api/admin/trash/{people['purged']}",
        params={"last_name": purged.last_name, "disposal_authority": DISPOSAL_AUTHORITY},
    )
    assert r.status_code == 204, r.text
    return w


def _households(ipmr: TestClient, w: EdgeWorld) -> None:
    p = w.people
    made = {
        "head outside": (p["head outside"], None, [p["in1"]]),
        "head outside, in Ajos": (p["head outside, in Ajos"], "Ajos", [p["in2"]]),
        "in3": (p["in3"], None, [p["member outside"], p["member in trash"], p["purged"]]),
        "in5": (p["head in trash"], None, [p["in5"]]),
    }
    for key, (head, barangay, members) in made.items():
        body = {
            "head_id": head,
            "barangay": barangay,
            "sitio": "Sitio Plain",
            "members": [{"person_id": m, "relationship": "other_relative"} for m in members],
        }
        r = ipmr.post("/api/households", json=body)
        assert r.status_code == 201, r.text
        w.households[key], w.household_barangays[key] = r.json()["id"], r.json()["barangay"]


@dataclass
class _Ref:
    id: int


def _links(ipmr: TestClient, w: EdgeWorld) -> None:
    p = w.people
    link(ipmr, _Ref(p["in4"]), father_id=p["relative outside"], mother_id=p["relative in trash"])
    link(ipmr, _Ref(p["in3"]), spouse_ids=[p["purged"]])
    # The names the links typed into the family trees are cleared: only the links name the relatives.
    for key in ("in3", "in4"):
        r = ipmr.put(f"/api/people/{p[key]}", json={"family_tree": NO_FAMILY})
        assert r.status_code == 200, r.text
        assert "Zqx" not in str(r.json()["family_tree"]), r.json()["family_tree"]


def _certificates(chieftain: TestClient, w: EdgeWorld) -> None:
    p = w.people
    affiants = [{"person_id": p["affiant in trash"]}, {"person_id": p["purged"]}]
    issued = {
        "in3": {"purpose": "Scholarship", "affiants": affiants},
        "certified in trash": {"purpose": EDGES["certified in trash"].detail},
        "purged": {"purpose": EDGES["purged"].detail},
    }
    for key, body in issued.items():
        r = chieftain.post(f"/api/people/{p[key]}/certifications", json=body)
        assert r.status_code == 201, r.text
        w.codes[key] = r.json()["verify_url"].rstrip("/").rsplit("/", 1)[-1]


def _records_of_the_ipmr(ipmr: TestClient, w: EdgeWorld) -> None:
    request = {
        "kind": "access",
        "person_id": w.people["certified in trash"],
        "requester_name": "Rosa Dela Cruz",
        "relation": "guardian",
        "identity_check": "PhilSys ID shown at the counter",
        "identity_checked_by": "Liza Mercado",
    }
    r = ipmr.post("/api/admin/requests", json=request)
    assert r.status_code == 201, r.text
    w.request_id = r.json()["id"]
    r = ipmr.post(
        "/api/admin/incidents", json=incident(person_ids=[w.people["member in trash"]], people_count=None)
    )
    assert r.status_code == 201, r.text
    w.incident_id = r.json()["id"]


def _proposals(ipmr: TestClient, users: UserFactory, author: User, w: EdgeWorld) -> None:
    """The author proposes edits of two people before they go to the Trash (one is purged)."""
    with TestClient(ipmr.app) as client:
        prime_csrf(client)
        users.sign_in(client, author)
        for key in ("proposed in trash", "purged"):
            body = {
                "kind": "edit",
                "person_id": w.people[key],
                "base_version": 1,
                "values": {"occupation": "Weaver"},
            }
            r = client.post("/api/proposals", json=body)
            assert r.status_code == 201, r.text
            w.proposals[key] = r.json()["id"]
