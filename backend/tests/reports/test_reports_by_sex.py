"""Every count by sex (barangay, tribe and age group x sex) and each barangay's share of its census
population equal the master list's counts with the same filters, on both databases, within the reader's
scope (an encoder: their barangays only)."""

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from katutubo.reference.places import places
from tests.factories import UserFactory
from tests.proposals.helpers import signed_in
from tests.reports.test_reports import list_total, people, report

__all__ = ["people"]  # the fixture of the report's tests: 9 live people of Ajos, Bolo and Tuhian


@pytest.fixture
def encoder_client(app: Any, users: UserFactory) -> Iterator[TestClient]:
    with signed_in(app, users, "encoder", barangays=["Ajos", "Bolo"]) as c:
        yield c


def by_sex_matches_lists(client: TestClient, **where: str) -> dict[str, Any]:
    """Every row by sex against the list (male, female: the gender filter; not recorded: the rest)."""
    by_sex = report(client, **where)["by_sex"]

    def check(row: dict[str, Any], **filters: str) -> None:
        both = {**where, **filters}
        total = list_total(client, **both)
        male = list_total(client, gender="Male", **both)
        female = list_total(client, gender="Female", **both)
        assert (row["male"], row["female"], row["unrecorded"], row["total"]) == (
            male,
            female,
            total - male - female,
            total,
        ), (row, filters)

    check(by_sex["total"])
    for row in by_sex["barangays"]:
        check(row, barangay=row["barangay"])
    for row in by_sex["tribes"]:
        if row["label"]:  # a tribe of one distinctive word: the search finds its people
            check(row, q=row["label"])
    for row in by_sex["age_groups"]:
        if row["label"] and row["total"]:
            low, _, high = row["label"].rstrip("+").partition("-")
            ages = range(int(low), int(high) + 1) if high else range(int(low), 121)
            for sex, gender in (("male", "Male"), ("female", "Female")):
                assert row[sex] == sum(
                    list_total(client, q=str(age), gender=gender, **where) for age in ages
                ), row
    for key in ("male", "female", "unrecorded", "total"):
        assert sum(r[key] for r in by_sex["barangays"]) == by_sex["total"][key]
        assert sum(r[key] for r in by_sex["age_groups"]) == by_sex["total"][key]
        assert sum(r[key] for r in by_sex["tribes"]) + by_sex["other_tribes"][key] == by_sex["total"][key]
    return by_sex


def row_of(rows: list[dict[str, Any]], name: str) -> dict[str, Any]:
    return next(r for r in rows if r["barangay"] == name)


def test_counts_by_sex_equal_the_lists(ipmr_client, people):
    assert ipmr_client.delete(f"/api/people/{people.id}").status_code == 204  # the Trash counts nowhere
    by_sex = by_sex_matches_lists(ipmr_client)
    assert by_sex["total"] == {"male": 4, "female": 4, "unrecorded": 1, "total": 9}
    assert len(by_sex["barangays"]) == len(places())  # every barangay, registered people or not
    ajos = row_of(by_sex["barangays"], "Ajos")
    assert ajos == {
        "barangay": "Ajos",
        "code": "0405610001",
        "census_population": 1770,
        "census_share": 0.3,  # 5 of 1,770
        "latitude": 13.557138,
        "longitude": 122.358779,
        "male": 2,
        "female": 2,
        "unrecorded": 1,
        "total": 5,
        "households": {"households": 0, "members": 0, "average_size": None, "female_headed": 0},
    }
    assert row_of(by_sex["barangays"], "Anusan")["total"] == 0
    assert row_of(by_sex["barangays"], "Anusan")["census_share"] == 0.0
    assert by_sex["tribes"][0] == {"label": "Agta", "male": 2, "female": 2, "unrecorded": 0, "total": 4}
    assert {"label": None, "male": 0, "female": 0, "unrecorded": 1, "total": 1} in by_sex["tribes"]
    ages = {r["label"]: (r["male"], r["female"], r["unrecorded"]) for r in by_sex["age_groups"]}
    assert ages["0-4"] == (1, 0, 0) and ages["80+"] == (0, 1, 0) and ages[None] == (0, 0, 1)


def test_a_barangay_filter_applies_to_every_count_by_sex(user_client, people):
    by_sex = by_sex_matches_lists(user_client, barangay="Bolo")
    assert [r["barangay"] for r in by_sex["barangays"]] == ["Bolo"]
    assert by_sex["total"] == {"male": 1, "female": 2, "unrecorded": 0, "total": 3}
    assert row_of(by_sex["barangays"], "Bolo")["census_share"] == 0.2  # 3 of 1,587
    assert (by_sex["census_population"], by_sex["census_share"]) == (1587, 0.2)


def test_an_encoder_counts_their_barangays_only(encoder_client, people):
    by_sex = by_sex_matches_lists(encoder_client)  # the fixture's person of Ajos (Male) is live here
    assert [r["barangay"] for r in by_sex["barangays"]] == ["Ajos", "Bolo"]
    assert by_sex["total"] == {"male": 4, "female": 4, "unrecorded": 1, "total": 9}
    assert {r["label"] for r in by_sex["tribes"]} == {"Agta", "Aeta", "Dumagat", None}
    assert by_sex["other_tribes"]["total"] == 0
    assert (by_sex["census_population"], by_sex["census_share"]) == (1770 + 1587, 0.3)  # 9 of 3,357
    assert report(encoder_client, barangay="Tuhian")["by_sex"]["total"]["total"] == 0
