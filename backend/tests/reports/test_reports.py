"""Every number of the report equals the total of the matching master list (same filters), on both
databases, for the whole municipality and for one barangay."""

import pytest
from sqlalchemy import update

from katutubo.core.db import get_sessionmaker
from katutubo.models import Person
from tests.people.factories import add_person, born_years_ago

PEOPLE = [
    # barangay, gender, age, occupation, health, education, civil status, tribe
    ("Ajos", "Male", 3, "", "", "No Formal Education", "Single", "Agta"),
    ("Ajos", "Female", 17, "Senior High student", "Asthma", "High School", "Single", "Agta"),
    ("Ajos", "Female", 24, "None", "", "College", "Married", "Aeta"),
    ("Ajos", "Male", 41, "Farmer", "Hypertension", "Elementary", "Married", "Agta"),
    ("Ajos", "Male", 30, "Fisher", "none", "Elementary", "Single", None),  # an import: most fields unrecorded
    ("Bolo", "Male", 19, "wala", "", "High School", "Single", "Dumagat"),
    ("Bolo", "Female", 82, "", "Arthritis", "Elementary", "Widowed", "Agta"),
    ("Bolo", "Female", 12, "Pupil", "", "Elementary", "Single", "Dumagat"),
    ("Tuhian", "Male", 67, "Carpenter", "", "Vocational", "Separated", "Remontado"),
]


@pytest.fixture
def people(settings):
    for barangay, gender, age, occupation, health, education, civil, tribe in PEOPLE:
        add_person(
            barangay=barangay,
            gender=gender,
            date_of_birth=born_years_ago(age),
            occupation=occupation,
            health_condition=health,
            education_level=education,
            civil_status=civil,
            lineage=tribe,
        )
    with get_sessionmaker().begin() as db:
        db.execute(
            update(Person)
            .where(Person.lineage.is_(None))
            .values(gender=None, date_of_birth=None, age=None, education_level=None, civil_status=None)
            .execution_options(synchronize_session=False)
        )
    return add_person(barangay="Ajos", occupation="Student")  # deleted by a test: counted nowhere


def list_total(client, **filters) -> int:
    r = client.get("/api/people", params={"page_size": 1, **filters})
    assert r.status_code == 200, r.text
    return int(r.json()["total"])


def report(client, **filters) -> dict:
    r = client.get("/api/reports", params=filters)
    assert r.status_code == 200, r.text
    return r.json()


def assert_report_matches_lists(client, barangay: str = "") -> dict:
    where = {"barangay": barangay} if barangay else {}
    rep = report(client, **where)
    assert rep["total"] == list_total(client, **where)
    assert sum(b["male"] for b in rep["pyramid"]) == list_total(client, gender="Male", **where)
    assert sum(b["female"] for b in rep["pyramid"]) == list_total(client, gender="Female", **where)
    for band in rep["pyramid"]:
        low, _, high = band["band"].rstrip("+").partition("-")
        ages = range(int(low), int(high) + 1) if high else range(int(low), 121)
        if band["male"] + band["female"] + band["unrecorded"]:
            assert band["male"] + band["female"] + band["unrecorded"] == sum(
                list_total(client, q=str(age), **where) for age in ages
            ), band["band"]
    for row in rep["barangays"]:
        name = row["barangay"]
        assert row["total"] == list_total(client, barangay=name)
        assert row["students"] == list_total(client, barangay=name, category="students")
        assert row["not_attending_school"] == list_total(
            client, barangay=name, category="not_attending_25_below"
        )
        assert row["unemployed"] == list_total(client, barangay=name, category="unemployed")
    assert rep["health"]["with_condition"] == list_total(client, category="with_health", **where)
    assert rep["health"]["without_condition"] == list_total(client, category="no_health", **where)
    assert sum(t["count"] for t in rep["tribes"]) + rep["other_tribes"] == rep["total"]
    assert sum(e["count"] for e in rep["education"]) == rep["total"]
    assert sum(c["count"] for c in rep["civil_status"]) == rep["total"]
    return rep


def test_the_whole_report_equals_the_master_lists(ipmr_client, people):
    assert ipmr_client.delete(f"/api/people/{people.id}").status_code == 204  # the Trash counts nowhere
    rep = assert_report_matches_lists(ipmr_client)
    assert rep["barangay"] is None and rep["total"] == 9
    assert [
        (b["barangay"], b["total"], b["students"], b["not_attending_school"], b["unemployed"])
        for b in rep["barangays"]
    ] == [
        ("Ajos", 5, 1, 2, 2),
        ("Bolo", 3, 1, 1, 2),
        ("Tuhian", 1, 0, 0, 0),
    ]
    bands = {b["band"]: (b["male"], b["female"], b["unrecorded"]) for b in rep["pyramid"]}
    assert bands["0-4"] == (1, 0, 0) and bands["15-19"] == (1, 1, 0) and bands["80+"] == (0, 1, 0)
    assert rep["age_unrecorded"] == 1
    assert rep["tribes"][0] == {"label": "Agta", "count": 4}
    assert {"label": None, "count": 1} in rep["tribes"]
    assert rep["health"] == {"with_condition": 3, "without_condition": 6}
    assert {e["label"]: e["count"] for e in rep["education"]}["Elementary"] == 3
    assert {c["label"]: c["count"] for c in rep["civil_status"]}["Single"] == 4


def test_a_barangay_filter_applies_to_every_number(user_client, people):
    rep = assert_report_matches_lists(user_client, "Bolo")
    assert rep["barangay"] == "Bolo" and rep["total"] == 3
    assert [b["barangay"] for b in rep["barangays"]] == ["Bolo"]
    assert {t["label"]: t["count"] for t in rep["tribes"]} == {"Dumagat": 2, "Agta": 1}
    assert rep["health"] == {"with_condition": 1, "without_condition": 2}


def test_the_filter_takes_the_barangay_as_the_list_does(user_client, people):
    assert report(user_client, barangay="bolo")["barangay"] == "Bolo"
    assert user_client.get("/api/reports", params={"barangay": "Atlantis"}).status_code == 422


def test_more_than_fifteen_tribes_fold_into_other(user_client, settings):
    for i in range(17):
        for _ in range(1 if i else 2):
            add_person(lineage=f"Tribe {i:02d}")
    rep = report(user_client)
    assert len(rep["tribes"]) == 15 and rep["tribes"][0] == {"label": "Tribe 00", "count": 2}
    assert rep["other_tribes"] == 2
