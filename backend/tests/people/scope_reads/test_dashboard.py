"""/api/dashboard: every tile and dialog count, the newest entry and the search suggestions of the scope. (The
live stream carries only a change counter, no person: katutubo.dashboard.events.)"""

from fastapi.testclient import TestClient
from sqlalchemy import event

from katutubo.core.db import get_engine
from tests.people.scope_reads.conftest import AJOS, BOLO

TILES = ["male", "female", "students", "not_attending_25_below", "unemployed", "with_health", "no_health"]


def list_total(client: TestClient, **params: str) -> int:
    return int(client.get("/api/people", params=params).json()["total"])


def test_every_tile_counts_the_scope(ipmr, ajos, nowhere):
    everyone = ipmr.get("/api/dashboard/stats").json()
    of_ajos = ajos.get("/api/dashboard/stats").json()
    assert (everyone["total"], everyone["male"], everyone["students"], everyone["with_health"]) == (
        6,
        3,
        2,
        3,
    )
    assert (of_ajos["total"], of_ajos["male"], of_ajos["students"], of_ajos["with_health"]) == (3, 1, 1, 1)
    for tile in TILES:  # each tile is the total of the list it opens, as the IPMR counts Ajos
        assert (
            of_ajos[tile]
            == list_total(ipmr, category=tile, barangay="Ajos")
            == list_total(ajos, category=tile)
        )
    assert nowhere.get("/api/dashboard/stats").json() == {"total": 0, **dict.fromkeys(TILES, 0)}


def test_the_newest_entry_of_the_scope(ipmr, ajos, ajos_bolo, nowhere):
    assert ipmr.get("/api/dashboard/latest").json()["person"]["last_name"] == "Villanueva"
    assert ajos.get("/api/dashboard/latest").json()["person"]["last_name"] == "Reyes"
    assert ajos_bolo.get("/api/dashboard/latest").json()["person"]["last_name"] == "Mendoza"
    assert nowhere.get("/api/dashboard/latest").json() == {"person": None}


def suggested(client: TestClient, q: str) -> list[str]:
    return sorted(
        p["name"] for p in client.get("/api/dashboard/suggestions", params={"q": q}).json()["items"]
    )


def test_the_dashboard_search_of_the_scope(ipmr, ajos, nowhere):
    assert suggested(ipmr, "agta") == ["Dela Cruz, Juan", "Mendoza, Carlo", "Reyes, Ana"]
    assert suggested(ajos, "agta") == ["Dela Cruz, Juan", "Reyes, Ana"]
    assert suggested(ipmr, "bolo") == BOLO  # the barangay's prefix
    assert suggested(ajos, "bolo") == []
    assert suggested(ajos, "aj") == AJOS
    assert suggested(ipmr, "76") == ["Garcia, Pedro"]
    assert suggested(ajos, "76") == []
    assert suggested(ajos, "pedro garcia") == []  # a full name outside the scope
    assert suggested(nowhere, "a") == []


def _statements(client: TestClient, path: str) -> int:
    seen: list[str] = []

    def count(_conn, _cursor, statement, *_args) -> None:  # type: ignore[no-untyped-def]
        seen.append(statement)

    event.listen(get_engine(), "before_cursor_execute", count)
    try:
        assert client.get(path).status_code == 200
    finally:
        event.remove(get_engine(), "before_cursor_execute", count)
    return len(seen)


def test_an_encoders_scope_costs_no_extra_query(ipmr, ajos_bolo):
    """The encoder's barangays come with the session's own lookup (issue 24: the scope costs at most 10 %;
    a separate query of the barangays was +14 % of the stats at 1,000,000 people)."""
    for path in ("/api/dashboard/stats", "/api/people"):
        for client in (ipmr, ajos_bolo):  # the first call may read more (the reference lists, once)
            _statements(client, path)
        assert _statements(ajos_bolo, path) == _statements(ipmr, path), path
