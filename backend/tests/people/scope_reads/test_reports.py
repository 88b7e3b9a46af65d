"""/api/reports: every figure of the scope only."""

from typing import Any

from fastapi.testclient import TestClient


def report(client: TestClient, **params: str) -> dict[str, Any]:
    r = client.get("/api/reports", params=params)
    assert r.status_code == 200, r.text
    return dict(r.json())


def figures(rep: dict[str, Any]) -> tuple[Any, ...]:
    pyramid = sum(band["male"] + band["female"] + band["unrecorded"] for band in rep["pyramid"])
    return (
        rep["total"],
        pyramid,
        [(row["barangay"], row["total"]) for row in rep["barangays"]],
        [(t["label"], t["count"]) for t in rep["tribes"]],
        sum(e["count"] for e in rep["education"]),
        sum(c["count"] for c in rep["civil_status"]),
        rep["health"],
    )


def test_every_figure_of_the_scope(ipmr, ajos, ajos_bolo):
    assert figures(report(ipmr)) == (
        6,
        6,
        [("Ajos", 3), ("Bolo", 2), ("San Roque", 1)],
        [("Agta", 3), ("Dumagat", 2), ("Aeta", 1)],
        6,
        6,
        {"with_condition": 3, "without_condition": 3},
    )
    of_ajos = figures(report(ajos))
    assert of_ajos == (
        3,
        3,
        [("Ajos", 3)],
        [("Agta", 2), ("Dumagat", 1)],
        3,
        3,
        {"with_condition": 1, "without_condition": 2},
    )
    assert figures(report(ipmr, barangay="Ajos")) == of_ajos
    assert figures(report(ajos_bolo))[:3] == (5, 5, [("Ajos", 3), ("Bolo", 2)])
    by_sex = report(ajos)["by_sex"]  # the tables by sex and the map: the scope's barangays only
    assert [(row["barangay"], row["total"]) for row in by_sex["barangays"]] == [("Ajos", 3)]
    assert by_sex["total"]["total"] == 3


def test_nothing_outside_the_scope(ajos, nowhere):
    empty = (0, 0, [], [], 0, 0, {"with_condition": 0, "without_condition": 0})
    assert figures(report(ajos, barangay="Bolo")) == empty
    assert figures(report(nowhere)) == empty
    assert figures(report(nowhere, barangay="Ajos")) == empty
    assert report(nowhere)["by_sex"]["barangays"] == []
    assert report(ajos, barangay="Bolo")["by_sex"]["barangays"] == []
