"""Households per barangay on the report (issue 25 point 5): their number and members equal GET
/api/households' counts per barangay, female-headed ones are those whose head is Female, on both databases,
within the reader's scope (an encoder: their barangays only)."""

from typing import Any

import pytest
from fastapi.testclient import TestClient

from katutubo.reference.places import places
from tests.households.helpers import membership_id, resident, start
from tests.proposals.helpers import signed_in
from tests.reports.test_reports import report

NONE = {"households": 0, "members": 0, "average_size": None, "female_headed": 0}


@pytest.fixture
def households(ipmr_client: TestClient) -> dict[str, Any]:
    """Ajos: Maria's (Female head, Pedro of Bolo, Ana; Ana's membership ended: 2 members) and Jose's (Male
    head, alone); Bolo: Rosa's (Female head; Lito, whose record went to the Trash: 1 member); Tuhian:
    Carmen's, in the Trash (counted nowhere)."""
    maria = resident("Maria", "Santos", "Female", barangay="Ajos")
    pedro = resident("Pedro", "Santos", barangay="Bolo")
    ana = resident("Ana", "Santos", "Female", born="2010-01-01", barangay="Ajos")
    santos = start(ipmr_client, maria, (pedro, "spouse"), (ana, "child"))
    ended = ipmr_client.post(
        f"/api/households/{santos['id']}/members/{membership_id(santos, ana)}/end",
        json={"end_reason": "moved_out"},
    )
    assert ended.status_code == 200, ended.text
    start(ipmr_client, resident("Jose", "Cruz", barangay="Ajos"))
    lito = resident("Lito", "Reyes", barangay="Bolo")
    start(ipmr_client, resident("Rosa", "Reyes", "Female", barangay="Bolo"), (lito, "child"))
    assert ipmr_client.delete(f"/api/people/{lito.id}").status_code == 204
    carmen = start(ipmr_client, resident("Carmen", "Dela", "Female", barangay="Tuhian"))
    assert ipmr_client.delete(f"/api/households/{carmen['id']}").status_code == 204
    return {"santos": santos}


def row_of(rows: list[dict[str, Any]], name: str) -> dict[str, Any]:
    return next(r for r in rows if r["barangay"] == name)


def listed(client: TestClient, **where: str) -> dict[str, Any]:
    """GET /api/households (one page holds them all here): the households, their total and members_total."""
    r = client.get("/api/households", params={"page_size": 100, **where})
    assert r.status_code == 200, r.text
    page: dict[str, Any] = r.json()
    assert page["total"] == len(page["items"])
    return page


def matches_household_lists(client: TestClient, **where: str) -> dict[str, Any]:
    """Each barangay's households and members against GET /api/households of that barangay; female-headed
    against the heads the household pages show."""
    by_sex = report(client, **where)["by_sex"]
    for row in by_sex["barangays"]:
        page = listed(client, barangay=row["barangay"])
        counts = row["households"]
        assert (counts["households"], counts["members"]) == (page["total"], page["members_total"]), row
        heads = [client.get(f"/api/households/{h['id']}").json()["head"] for h in page["items"]]
        assert counts["female_headed"] == sum(1 for h in heads if h and h["gender"] == "Female"), row
    everything = listed(client, **where)
    total = by_sex["households"]
    assert (total["households"], total["members"]) == (everything["total"], everything["members_total"])
    assert total["female_headed"] == sum(r["households"]["female_headed"] for r in by_sex["barangays"])
    return by_sex


def test_households_per_barangay_equal_the_household_lists(ipmr_client, households):
    by_sex = matches_household_lists(ipmr_client)
    assert len(by_sex["barangays"]) == len(places())
    assert row_of(by_sex["barangays"], "Ajos")["households"] == {
        "households": 2,
        "members": 3,  # Maria and Pedro, Jose: Ana's membership ended
        "average_size": 1.5,
        "female_headed": 1,
    }
    assert row_of(by_sex["barangays"], "Bolo")["households"] == {
        "households": 1,
        "members": 1,  # Lito's record is in the Trash
        "average_size": 1.0,
        "female_headed": 1,
    }
    assert row_of(by_sex["barangays"], "Tuhian")["households"] == NONE  # Carmen's household is in the Trash
    assert by_sex["households"] == {"households": 3, "members": 4, "average_size": 1.3, "female_headed": 2}


def test_a_female_head_replaced_by_a_male_one_is_no_longer_female_headed(ipmr_client, households):
    santos = households["santos"]
    pedro = next(m["person"] for m in santos["members"] if m["person"]["first_name"] == "Pedro")
    changed = ipmr_client.post(
        f"/api/households/{santos['id']}/head",
        json={"person_id": pedro["id"], "former_head_relationship": "spouse"},
    )
    assert changed.status_code == 200, changed.text
    by_sex = matches_household_lists(ipmr_client)
    assert row_of(by_sex["barangays"], "Ajos")["households"]["female_headed"] == 0
    assert by_sex["households"]["female_headed"] == 1


def test_a_barangay_filter_counts_its_households_only(user_client, households):
    by_sex = matches_household_lists(user_client, barangay="Bolo")
    assert [r["barangay"] for r in by_sex["barangays"]] == ["Bolo"]
    assert by_sex["households"] == {"households": 1, "members": 1, "average_size": 1.0, "female_headed": 1}


def test_an_encoder_counts_their_barangays_households_only(app, users, households):
    with signed_in(app, users, "encoder", barangays=["Ajos"]) as encoder:
        by_sex = matches_household_lists(encoder)
        assert [r["barangay"] for r in by_sex["barangays"]] == ["Ajos"]
        # Pedro, recorded in Bolo, is a member of Ajos's household: counted with it, as the list counts him.
        assert by_sex["households"] == {
            "households": 2,
            "members": 3,
            "average_size": 1.5,
            "female_headed": 1,
        }
        assert report(encoder, barangay="Bolo")["by_sex"]["households"] == NONE
