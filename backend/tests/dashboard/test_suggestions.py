import re

import pytest
from sqlalchemy import select, text

from katutubo.access.people import live
from katutubo.access.scope import WHOLE
from katutubo.dashboard.suggestions import _searches
from katutubo.models import Person
from tests.people.factories import add_people


@pytest.fixture
def people():
    return add_people(
        {
            "first_name": "Marites",
            "middle_name": None,  # the factory's "Santos" would be found too
            "last_name": "Bautista",
            "barangay": "San Roque",
            "lineage": "Dumagat",
            "date_of_birth": "2000-01-01",
        },
        {
            "first_name": "Mario",
            "middle_name": None,  # the factory's "Santos" would be found too
            "last_name": "Santos",
            "barangay": "Ajos",
            "lineage": "Agta",
            "date_of_birth": "1990-01-01",
        },
        {
            "first_name": "Lito",
            "middle_name": None,  # the factory's "Santos" would be found too
            "last_name": "Marquez",
            "barangay": "Bolo",
            "lineage": "Remontado",
            "date_of_birth": "1980-01-01",
        },
        {
            "first_name": "Nena",
            "middle_name": None,  # the factory's "Santos" would be found too
            "last_name": "Cruz",
            "barangay": "San Jose Anyao",
            "lineage": "Aeta",
            "date_of_birth": "1970-01-01",
        },
    )


def names(client, q):
    r = client.get("/api/dashboard/suggestions", params={"q": q})
    assert r.status_code == 200
    return [f"{s['first_name']} {s['last_name']}" for s in r.json()["items"]]


def test_prefix_of_first_or_last_name_case_insensitive(user_client, people):
    assert set(names(user_client, "MAR")) == {"Marites Bautista", "Mario Santos", "Lito Marquez"}
    assert names(user_client, "santo") == ["Mario Santos"]
    assert names(user_client, "arites") == []  # a prefix, not a substring


def test_prefix_of_barangay_and_tribe(user_client, people):
    assert set(names(user_client, "san")) == {"Marites Bautista", "Mario Santos", "Nena Cruz"}
    assert names(user_client, "remon") == ["Lito Marquez"]
    assert names(user_client, "dumagat") == ["Marites Bautista"]


def test_exact_age_when_the_text_is_digits(user_client, people):
    age = user_client.get("/api/dashboard/suggestions", params={"q": "Nena"}).json()["items"][0]["age"]
    assert names(user_client, str(age)) == ["Nena Cruz"]
    assert names(user_client, "999999") == []


def test_at_most_eight_over_all_people(user_client):
    add_people(*({"first_name": f"Ana {i}", "last_name": "Reyes"} for i in range(130)))
    add_people({"first_name": "Zeny", "last_name": "Anahaw"})
    found = names(user_client, "ana")
    assert len(found) == 8
    # the 131st person is still found: no 120-record scan
    assert names(user_client, "anahaw") == ["Zeny Anahaw"]


def test_suggestion_shape_and_session(user_client, raw_client, people):
    item = user_client.get("/api/dashboard/suggestions", params={"q": "lito"}).json()["items"][0]
    assert set(item) == {
        "id",
        "name",
        "gender",
        "first_name",
        "middle_name",
        "last_name",
        "lineage",
        "barangay",
        "age",
        "thumb_url",
    }
    assert raw_client.get("/api/dashboard/suggestions", params={"q": "lito"}).status_code == 401


def test_full_name_in_either_order_or_last_comma_first(user_client, people):
    add_people(
        {"first_name": "Rhea", "last_name": "Villafuerte", "middle_name": None},
        {"first_name": "Rhea Mae", "last_name": "Dela Cruz", "middle_name": None},
        {"first_name": "Villa", "last_name": "Rhea", "middle_name": None},
    )
    assert names(user_client, "Rhea Villafuerte") == ["Rhea Villafuerte"]
    assert names(user_client, "villafuerte rhea") == ["Rhea Villafuerte"]
    assert names(user_client, "Villafuerte, Rhea") == ["Rhea Villafuerte"]
    assert names(user_client, "  villafuerte ,rh ") == ["Rhea Villafuerte"]
    assert names(user_client, "Rhea Mae Dela") == ["Rhea Mae Dela Cruz"]
    assert names(user_client, "dela cruz, rhea mae") == ["Rhea Mae Dela Cruz"]
    assert names(user_client, "Villafuerte,") == ["Rhea Villafuerte"]
    assert names(user_client, "Rhea Santos") == []
    assert names(user_client, ", ") == []


def test_full_name_is_a_range_of_the_name_index(session):
    """Both orders and the comma form are index ranges (last name or first name), never the whole table."""
    dialect = session.get_bind().dialect
    if dialect.name == "postgresql":
        session.execute(
            text("SET LOCAL enable_seqscan = off")
        )  # a tiny table: make the planner show its index
    for q in ("villafuerte, rhea", "rhea villafuerte"):
        for condition, order in _searches(WHOLE, q)[-2:]:
            query = select(Person.id).where(live(), condition).order_by(*order).limit(8)
            sql = str(query.compile(dialect=dialect, compile_kwargs={"literal_binds": True}))
            explain = "EXPLAIN QUERY PLAN " if dialect.name == "sqlite" else "EXPLAIN "
            plan = " ".join(str(row) for row in session.execute(text(explain + sql)))
            assert re.search(
                r"USING (COVERING )?INDEX IX_PEOPLE_|INDEX (ONLY )?SCAN USING IX_PEOPLE_", plan.upper()
            )
            assert "SEQ SCAN" not in plan.upper() and "'SCAN PEOPLE" not in plan.upper(), plan
