"""The master list: filters, search, sorting, paging and the total, against a known set of people."""

from datetime import date
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import update

from katutubo.core.clock import office_today
from katutubo.core.db import get_sessionmaker
from katutubo.models import Person
from tests.people.factories import add_people

THIS_YEAR = office_today().year
# (last, first, gender, age, occupation, tribe, barangay, health condition)
PEOPLE = [
    ("Dela Cruz", "Juan", "Male", 36, "Farmer", "Agta", "Ajos", ""),
    ("Santos", "Maria", "Female", 10, "Elementary student", "Dumagat", "Ajos", ""),
    ("Reyes", "Ana", "Female", 23, "", "Remontado", "Bolo", "Asthma"),
    ("Garcia", "Pedro", "Male", 76, "wala", "Aeta", "Barangay 1", "Hypertension"),
    ("Bautista", "Rosa", "Female", 25, "Vendor", "Agta", "Barangay 10", "Healthy"),
    ("Mendoza", "Carlo", "Male", 26, "none", "Agta", "Bolo", "no health"),
    ("Villanueva", "Liza", "Female", 19, "College student", "Dumagat", "San Roque", "Visual impairment"),
    ("Ramos", "Andres", "Male", 45, "Fisherfolk", "Agta", "San Roque", "normal"),
    ("Torres", "Luz", "Female", 60, "Housewife", "Kalinga", "Tuhian", "Diabetes"),
    ("Santos", "Jose", "Male", 15, "SHS", "Remontado", "Ajos", "N/A"),
]
BY_NAME = [
    "Bautista, Rosa", "Dela Cruz, Juan", "Garcia, Pedro", "Mendoza, Carlo", "Ramos, Andres", "Reyes, Ana",
    "Santos, Jose", "Santos, Maria", "Torres, Luz", "Villanueva, Liza",
]  # fmt: skip

STUDENTS = ["Santos, Jose", "Santos, Maria", "Villanueva, Liza"]
NON_STUDENTS = ["Bautista, Rosa", "Dela Cruz, Juan", "Ramos, Andres", "Torres, Luz"]
UNEMPLOYED = ["Garcia, Pedro", "Mendoza, Carlo", "Reyes, Ana"]
WITH_HEALTH = ["Garcia, Pedro", "Reyes, Ana", "Torres, Luz", "Villanueva, Liza"]


def _first(group: list[str]) -> list[str]:
    """The group (by name), then everyone else by name: a flag sorted with Yes first."""
    return group + [n for n in BY_NAME if n not in group]


@pytest.fixture
def registry(database_url: str) -> None:
    add_people(
        *(
            {
                "last_name": last,
                "first_name": first,
                "middle_name": None,
                "gender": gender,
                # 1 January: the age is exactly `age` on any day of this year.
                "date_of_birth": date(THIS_YEAR - age, 1, 1).isoformat(),
                "occupation": occupation,
                "lineage": tribe,
                "barangay": barangay,
                "health_condition": health,
            }
            for last, first, gender, age, occupation, tribe, barangay, health in PEOPLE
        )
    )


def _names(client: TestClient, **params: Any) -> list[str]:
    r = client.get("/api/people", params={"page_size": 100, **params})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["total"] == len(body["items"])
    return [f"{p['last_name']}, {p['first_name']}" for p in body["items"]]


def test_default_is_everyone_by_last_then_first_name(user_client: TestClient, registry: None) -> None:
    r = user_client.get("/api/people")
    assert r.json()["page"] == 1 and r.json()["page_size"] == 50 and r.json()["total"] == 10
    assert _names(user_client) == BY_NAME


CATEGORIES = (
    ("", BY_NAME),
    ("male", ["Dela Cruz, Juan", "Garcia, Pedro", "Mendoza, Carlo", "Ramos, Andres", "Santos, Jose"]),
    ("female", ["Bautista, Rosa", "Reyes, Ana", "Santos, Maria", "Torres, Luz", "Villanueva, Liza"]),
    ("students", STUDENTS),
    ("not_attending_25_below", ["Bautista, Rosa", "Reyes, Ana"]),
    ("unemployed", UNEMPLOYED),
    ("with_health", WITH_HEALTH),
    (
        "no_health",
        [
            "Bautista, Rosa",
            "Dela Cruz, Juan",
            "Mendoza, Carlo",
            "Ramos, Andres",
            "Santos, Jose",
            "Santos, Maria",
        ],
    ),
)


def test_category(user_client: TestClient, registry: None) -> None:
    for category, expected in CATEGORIES:
        assert _names(user_client, category=category) == expected, category


FILTERS = (
    ({"gender": "Female", "status": "pwd"}, ["Reyes, Ana", "Torres, Luz", "Villanueva, Liza"]),
    ({"status": "student"}, ["Santos, Jose", "Santos, Maria", "Villanueva, Liza"]),
    ({"status": "non_student"}, ["Bautista, Rosa", "Dela Cruz, Juan", "Ramos, Andres", "Torres, Luz"]),
    ({"status": "unemployed", "gender": "Male"}, ["Garcia, Pedro", "Mendoza, Carlo"]),
    ({"barangay": "Ajos"}, ["Dela Cruz, Juan", "Santos, Jose", "Santos, Maria"]),
    ({"barangay": "bolo"}, ["Mendoza, Carlo", "Reyes, Ana"]),
    ({"barangay": "Ajos", "category": "students"}, ["Santos, Jose", "Santos, Maria"]),
    ({"category": "with_health", "barangay": "San Roque"}, ["Villanueva, Liza"]),
    ({"barangay": "Tagabas Ilaya"}, []),
    ({"category": "", "gender": "", "status": "", "barangay": "", "q": ""}, BY_NAME),
)


def test_filters_combine(user_client: TestClient, registry: None) -> None:
    for params, expected in FILTERS:
        assert _names(user_client, **params) == expected, params


SEARCHES = (
    ("juan", ["Dela Cruz, Juan"]),
    ("JUAN", ["Dela Cruz, Juan"]),
    ("santos", ["Santos, Jose", "Santos, Maria"]),
    ("cruz juan", ["Dela Cruz, Juan"]),
    ("juan dela", ["Dela Cruz, Juan"]),
    ("  maria   santos ", ["Santos, Maria"]),
    ("ndoz", ["Mendoza, Carlo"]),
    ("ajo", ["Dela Cruz, Juan", "Santos, Jose", "Santos, Maria"]),
    ("san roque", ["Ramos, Andres", "Villanueva, Liza"]),
    ("remon", ["Reyes, Ana", "Santos, Jose"]),
    ("kalinga", ["Torres, Luz"]),
    ("25", ["Bautista, Rosa"]),
    ("10", ["Santos, Maria"]),
    ("1000000000000", []),
    ("%", []),
    ("_", []),
    ("nobody", []),
)


def test_search(user_client: TestClient, registry: None) -> None:
    for q, expected in SEARCHES:
        assert _names(user_client, q=q) == expected, q


OLDEST_FIRST = [
    "Garcia, Pedro", "Torres, Luz", "Ramos, Andres", "Dela Cruz, Juan", "Mendoza, Carlo",
    "Bautista, Rosa", "Reyes, Ana", "Villanueva, Liza", "Santos, Jose", "Santos, Maria",
]  # fmt: skip

SORTS = (
    ("name", "desc", BY_NAME[::-1]),
    ("age", "desc", OLDEST_FIRST),
    ("birthdate", "asc", OLDEST_FIRST),
    ("birthdate", "desc", OLDEST_FIRST[::-1]),
    ("tribe", "asc", [
        "Garcia, Pedro", "Bautista, Rosa", "Dela Cruz, Juan", "Mendoza, Carlo", "Ramos, Andres",
        "Santos, Maria", "Villanueva, Liza", "Torres, Luz", "Reyes, Ana", "Santos, Jose",
    ]),
    ("barangay", "asc", [
        "Dela Cruz, Juan", "Santos, Jose", "Santos, Maria", "Garcia, Pedro", "Bautista, Rosa",
        "Mendoza, Carlo", "Reyes, Ana", "Ramos, Andres", "Villanueva, Liza", "Torres, Luz",
    ]),
    ("gender", "asc", [
        "Bautista, Rosa", "Reyes, Ana", "Santos, Maria", "Torres, Luz", "Villanueva, Liza",
        "Dela Cruz, Juan", "Garcia, Pedro", "Mendoza, Carlo", "Ramos, Andres", "Santos, Jose",
    ]),
    ("student", "desc", _first(STUDENTS)),
    ("pwd", "desc", _first(WITH_HEALTH)),
    ("unemployed", "asc", _first([n for n in BY_NAME if n not in UNEMPLOYED])),
    ("non_student", "desc", _first(NON_STUDENTS)),
    ("created_at", "asc", [f"{p[0]}, {p[1]}" for p in PEOPLE]),
    ("created_at", "desc", [f"{p[0]}, {p[1]}" for p in PEOPLE][::-1]),
)  # fmt: skip


def test_sort(user_client: TestClient, registry: None) -> None:
    for sort, order, expected in SORTS:
        assert _names(user_client, sort=sort, order=order) == expected, (sort, order)


def test_sort_by_birthdate_puts_unknown_dates_last_both_ways(user_client: TestClient, registry: None) -> None:
    # The form requires a date of birth; records from the old system may have none.
    (undated,) = add_people({"last_name": "Aquino", "first_name": "Nena"})
    with get_sessionmaker().begin() as db:
        db.execute(update(Person).where(Person.id == undated.id).values(date_of_birth=None))
    assert _names(user_client, sort="birthdate", order="asc") == [*OLDEST_FIRST, "Aquino, Nena"]
    assert _names(user_client, sort="birthdate", order="desc") == [*OLDEST_FIRST[::-1], "Aquino, Nena"]


def test_pages(user_client: TestClient, registry: None) -> None:
    seen: list[str] = []
    for page in (1, 2, 3, 4):
        r = user_client.get("/api/people", params={"page": page, "page_size": 3})
        body = r.json()
        assert body["total"] == 10 and body["page"] == page and body["page_size"] == 3
        assert len(body["items"]) == (3 if page < 4 else 1)
        seen += [f"{p['last_name']}, {p['first_name']}" for p in body["items"]]
    assert seen == BY_NAME
    past_the_end = user_client.get("/api/people", params={"page": 5, "page_size": 3}).json()
    assert past_the_end["items"] == [] and past_the_end["total"] == 10


def test_total_counts_every_match_not_the_page(user_client: TestClient, registry: None) -> None:
    body = user_client.get("/api/people", params={"category": "female", "page_size": 2}).json()
    assert body["total"] == 5 and len(body["items"]) == 2


BAD_PARAMETERS = (
    ({"category": "adults"}, "category"),
    ({"status": "retired"}, "status"),
    ({"gender": "Other"}, "gender"),
    ({"sort": "height"}, "sort"),
    ({"order": "up"}, "order"),
    ({"page": 0}, "page"),
    ({"page_size": 101}, "page_size"),
    ({"page_size": 0}, "page_size"),
)


def test_bad_parameters_are_422(user_client: TestClient) -> None:
    for params, field in BAD_PARAMETERS:
        r = user_client.get("/api/people", params=params)
        assert r.status_code == 422, params
        assert field in r.json()["detail"]["fields"], params


def test_unknown_barangay_filter_is_422(user_client: TestClient) -> None:
    r = user_client.get("/api/people", params={"barangay": "Manila"})
    assert r.status_code == 422
    assert r.json()["detail"]["fields"] == {"barangay": "Choose one of the barangays of Catanauan."}
