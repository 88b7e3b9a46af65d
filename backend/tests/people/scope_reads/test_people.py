"""/api/people (page, total, searched total), the tribe distribution and the list's suggestions: an encoder's
of their barangays only."""

from typing import Any

import pytest
from fastapi.testclient import TestClient

from tests.people.scope_reads.conftest import AJOS, BOLO, EVERYONE


def listed(client: TestClient, **params: Any) -> tuple[list[str], int]:
    r = client.get("/api/people", params={"page_size": 100, **params})
    assert r.status_code == 200, r.text
    body = r.json()
    return [f"{p['last_name']}, {p['first_name']}" for p in body["items"]], body["total"]


def test_the_master_list_and_its_total(ipmr, ajos, ajos_bolo, nowhere):
    assert listed(ipmr) == (EVERYONE, 6)
    assert listed(ajos) == (AJOS, 3)
    assert listed(ajos_bolo) == (sorted(AJOS + BOLO), 5)
    assert listed(nowhere) == ([], 0)


def test_a_page_past_the_first_counts_the_scope(ajos):
    assert listed(ajos, page=2, page_size=2) == (["Santos, Maria"], 3)


@pytest.mark.parametrize(
    ("params", "everyone", "of_ajos"),
    [
        ({"category": "unemployed"}, ["Garcia, Pedro", "Mendoza, Carlo", "Reyes, Ana"], ["Reyes, Ana"]),
        ({"gender": "Male"}, ["Dela Cruz, Juan", "Garcia, Pedro", "Mendoza, Carlo"], ["Dela Cruz, Juan"]),
        ({"status": "student"}, ["Santos, Maria", "Villanueva, Liza"], ["Santos, Maria"]),
        ({"barangay": "ajos"}, AJOS, AJOS),
        # Searched: the page and its count come from the people table, not the tally.
        (
            {"q": "agta"},
            ["Dela Cruz, Juan", "Mendoza, Carlo", "Reyes, Ana"],
            ["Dela Cruz, Juan", "Reyes, Ana"],
        ),
        ({"q": "a"}, EVERYONE, AJOS),
        ({"q": "23"}, ["Reyes, Ana"], ["Reyes, Ana"]),
        ({"q": "76"}, ["Garcia, Pedro"], []),
    ],
)
def test_filters_and_search_within_the_scope(ipmr, ajos, nowhere, params, everyone, of_ajos):
    assert listed(ipmr, **params) == (everyone, len(everyone))
    assert listed(ajos, **params) == (of_ajos, len(of_ajos))
    assert listed(nowhere, **params) == ([], 0)


@pytest.mark.parametrize(
    "params", [{"barangay": "Bolo"}, {"barangay": "San Roque", "q": "liza"}, {"q": "bolo"}]
)
def test_a_barangay_outside_the_scope_gives_nothing(ipmr, ajos, params):
    assert listed(ipmr, **params)[1] > 0
    assert listed(ajos, **params) == ([], 0)


def test_the_tribe_distribution_of_the_scope(ipmr, ajos, nowhere):
    assert ipmr.get("/api/people/stats/lineages").json() == {
        "total": 6,
        "items": [
            {"lineage": "Agta", "count": 3, "percentage": 50.0},
            {"lineage": "Dumagat", "count": 2, "percentage": 33.3},
            {"lineage": "Aeta", "count": 1, "percentage": 16.7},
        ],
    }
    assert ajos.get("/api/people/stats/lineages").json() == {
        "total": 3,
        "items": [
            {"lineage": "Agta", "count": 2, "percentage": 66.7},
            {"lineage": "Dumagat", "count": 1, "percentage": 33.3},
        ],
    }
    assert nowhere.get("/api/people/stats/lineages").json() == {"total": 0, "items": []}


def suggested(client: TestClient, q: str) -> tuple[list[str], list[str]]:
    body = client.get("/api/people/suggestions", params={"q": q}).json()
    return sorted(n["name"] for n in body["names"]), body["barangays"]


def test_the_search_suggestions_of_the_scope(ipmr, ajos, ajos_bolo, nowhere):
    names, places = suggested(ipmr, "a")
    assert names == sorted(EVERYONE)[:6] and len(places) == 4 and "Ajos" in places
    assert suggested(ajos, "a") == (AJOS, ["Ajos"])
    assert suggested(ajos_bolo, "o") == (sorted(AJOS + BOLO), ["Ajos", "Bolo"])
    assert suggested(nowhere, "a") == ([], [])
    assert suggested(ipmr, "bolo") == (BOLO, ["Bolo"])
    assert suggested(ajos, "bolo") == ([], [])
