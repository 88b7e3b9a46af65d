"""The tribe distribution and the search suggestions."""

import pytest
from fastapi.testclient import TestClient

from katutubo.core.clock import office_today
from katutubo.people.listing import _percentage
from tests.people.factories import add_people, add_person


def test_lineage_stats_top_six_over_all_people(user_client: TestClient, database_url: str) -> None:
    tribes = ["Agta"] * 5 + ["Dumagat"] * 4 + ["Aeta"] * 3 + ["Remontado"] * 2 + ["Ati", "Badjao", "Kalinga"]
    others = [{"lineage": ""}, {"lineage": "agta"}, {"lineage": "Bikol Agta"}, {"lineage": "bikol agta"}]
    add_people(*({"lineage": t} for t in tribes), *others)
    r = user_client.get("/api/people/stats/lineages")
    assert r.status_code == 200
    assert r.json() == {
        "total": 21,
        "items": [
            {"lineage": "Agta", "count": 6, "percentage": 28.6},
            {"lineage": "Dumagat", "count": 4, "percentage": 19.0},
            {"lineage": "Aeta", "count": 3, "percentage": 14.3},
            {"lineage": "Bikol Agta", "count": 2, "percentage": 9.5},  # typed in two ways, one tribe
            {"lineage": "Remontado", "count": 2, "percentage": 9.5},
            {"lineage": "Ati", "count": 1, "percentage": 4.8},
        ],
    }


def test_lineage_stats_empty(user_client: TestClient) -> None:
    assert user_client.get("/api/people/stats/lineages").json() == {"total": 0, "items": []}


@pytest.mark.parametrize(
    ("count", "total", "percentage"), [(1, 3, 33.3), (2, 3, 66.7), (1, 16, 6.3), (1, 8, 12.5), (5, 5, 100.0)]
)
def test_percentage_rounds_half_up_to_one_decimal(count: int, total: int, percentage: float) -> None:
    assert _percentage(count, total) == percentage


@pytest.fixture
def people(database_url: str) -> None:
    add_people(
        {"last_name": "Santos", "first_name": "Jose", "middle_name": "Reyes", "barangay": "Ajos"},
        {"last_name": "Santos", "first_name": "Maria", "middle_name": None, "barangay": "Bolo"},
        {"last_name": "Ramos", "first_name": "Andres", "barangay": "San Roque", "lineage": "Dumagat"},
        {
            "last_name": "Villanueva",
            "first_name": "Liza",
            "barangay": "San Isidro",
            "date_of_birth": "2001-01-01",
        },
    )


def test_suggestions_names_first_then_other_matches_and_barangays(
    user_client: TestClient, people: None
) -> None:
    r = user_client.get("/api/people/suggestions", params={"q": "San"})
    assert r.status_code == 200
    body = r.json()
    assert [n["name"] for n in body["names"]] == [
        "Santos, Jose Reyes",
        "Santos, Maria",
        "Ramos, Andres Santos",
        "Villanueva, Liza Santos",
    ]
    assert body["barangays"] == ["San Antonio Magkupa", "San Antonio Pala", "San Isidro", "San Jose Anyao"]
    ramos = body["names"][2]
    assert ramos["barangay"] == "San Roque" and ramos["lineage"] == "Dumagat"
    assert ramos["thumb_url"] is None and isinstance(ramos["age"], int) and isinstance(ramos["id"], int)


def test_suggestions_at_most_six_names(user_client: TestClient, database_url: str) -> None:
    add_people(*({"first_name": f"Juan {i}"} for i in range(8)))
    body = user_client.get("/api/people/suggestions", params={"q": "juan"}).json()
    assert len(body["names"]) == 6
    assert body["barangays"] == []
    assert (
        len(user_client.get("/api/people/suggestions", params={"q": "juan", "limit": 8}).json()["names"]) == 8
    )


def test_suggestions_by_age_and_barangay_digits(user_client: TestClient, people: None) -> None:
    add_person(first_name="Bata", date_of_birth=f"{office_today().year - 1}-01-01")
    body = user_client.get("/api/people/suggestions", params={"q": "1"}).json()
    assert [n["name"] for n in body["names"]] == ["Dela Cruz, Bata Santos"]
    assert body["barangays"] == ["Barangay 1", "Barangay 10"]


def test_suggestions_empty_query(user_client: TestClient, people: None) -> None:
    assert user_client.get("/api/people/suggestions", params={"q": "  "}).json() == {
        "names": [],
        "barangays": [],
    }
    assert user_client.get("/api/people/suggestions").json() == {"names": [], "barangays": []}


def test_suggestions_barangay_only(user_client: TestClient, people: None) -> None:
    body = user_client.get("/api/people/suggestions", params={"q": "tagbacan"}).json()
    assert body == {"names": [], "barangays": ["Tagbacan Ibaba", "Tagbacan Ilaya", "Tagbacan Silangan"]}
