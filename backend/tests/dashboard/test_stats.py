import pytest

from tests.people.factories import add_people, add_person, born_years_ago

CATEGORIES = [
    "",
    "male",
    "female",
    "students",
    "not_attending_25_below",
    "unemployed",
    "with_health",
    "no_health",
]


@pytest.fixture
def community():
    """Ages as of the day the test runs: 16, 22, 25, 56, 41 and 18."""
    return add_people(
        {"gender": "Male", "occupation": "Grade 10 student", "date_of_birth": born_years_ago(16)},
        {
            "gender": "Female",
            "occupation": "College Student",
            "health_condition": "Asthma",
            "date_of_birth": born_years_ago(22),
        },
        {
            "gender": "Female",
            "occupation": "",
            "health_condition": "none",
            "date_of_birth": born_years_ago(25),
        },
        {
            "gender": "Male",
            "occupation": "Wala",
            "health_condition": "no health",
            "date_of_birth": born_years_ago(56),
        },
        {
            "gender": "Male",
            "occupation": "Fisherman",
            "health_condition": "PWD - hearing",
            "date_of_birth": born_years_ago(41),
        },
        {
            "gender": "Female",
            "occupation": "Farmer",
            "health_condition": "Healthy",
            "date_of_birth": born_years_ago(18),
        },
    )


def test_every_tile_equals_the_total_of_the_list_it_opens(user_client, community):
    stats = user_client.get("/api/dashboard/stats").json()
    assert stats["total"] == 6
    for category in CATEGORIES:
        key = category or "total"
        listed = user_client.get("/api/people", params={"category": category}).json()["total"]
        assert stats[key] == listed, category


def test_stats_follow_the_rules(user_client, community):
    stats = user_client.get("/api/dashboard/stats").json()
    assert stats == {
        "total": 6,
        "male": 3,
        "female": 3,
        "students": 2,
        "not_attending_25_below": 2,  # the unemployed 25-year-old (25 counts) and the 18-year-old farmer
        "unemployed": 2,
        "with_health": 2,
        "no_health": 4,
    }


def test_stats_need_a_session(raw_client):
    assert raw_client.get("/api/dashboard/stats").status_code == 401


def test_latest_entry_is_the_newest_created_and_ignores_edits(ipmr_client):
    assert ipmr_client.get("/api/dashboard/latest").json() == {"person": None}
    first = add_person(first_name="Unang", last_name="Tao")
    add_person(first_name="Ikalawa", last_name="Tao")
    latest = ipmr_client.get("/api/dashboard/latest").json()["person"]
    assert latest["first_name"] == "Ikalawa"
    from tests.people.factories import person_payload

    edited = ipmr_client.put(
        f"/api/people/{first.id}", json=person_payload(first_name="Unang Binago", last_name="Tao")
    )
    assert edited.status_code == 200
    assert ipmr_client.get("/api/dashboard/latest").json()["person"]["first_name"] == "Ikalawa"


def test_map_config_is_public(raw_client):
    site = raw_client.get("/api/config").json()
    assert site["municipality"] == {"code": "0405610000", "name": "Catanauan", "province": "Quezon"}
    config = site["map"]
    assert (config["lat"], config["lng"], config["zoom"]) == (13.6545, 122.3334, 14)
    assert config["tile_url"].startswith("https://")
