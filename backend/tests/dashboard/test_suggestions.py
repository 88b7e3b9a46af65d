import pytest

from tests.people.factories import add_people


@pytest.fixture
def people():
    return add_people(
        {
            "first_name": "Marites",
            "last_name": "Bautista",
            "barangay": "San Roque",
            "lineage": "Dumagat",
            "date_of_birth": "2000-01-01",
        },
        {
            "first_name": "Mario",
            "last_name": "Santos",
            "barangay": "Ajos",
            "lineage": "Agta",
            "date_of_birth": "1990-01-01",
        },
        {
            "first_name": "Lito",
            "last_name": "Marquez",
            "barangay": "Bolo",
            "lineage": "Remontado",
            "date_of_birth": "1980-01-01",
        },
        {
            "first_name": "Nena",
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
        "first_name",
        "middle_name",
        "last_name",
        "lineage",
        "barangay",
        "age",
        "thumb_url",
    }
    assert raw_client.get("/api/dashboard/suggestions", params={"q": "lito"}).status_code == 401
