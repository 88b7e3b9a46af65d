"""The annual summary of incidents: the office's calendar year, counts by nature, people affected, and the
NPC notified within 72 hours or not."""

from datetime import datetime

from katutubo.core.clock import MANILA
from tests.incidents.helpers import URL, incident


def test_the_annual_summary_counts_the_office_year(ipmr_client, office_clock):
    office_clock.set(datetime(2027, 3, 1, 9, 0, tzinfo=MANILA))
    recorded = [
        # The last evening of 2025 in Manila (still 2025 in UTC too): not in 2026.
        incident(discovered_at="2025-12-31T23:30", people_count=7),
        # 07:00 on New Year's Day in Manila is 23:00 of 2025-12-31 in UTC: in 2026.
        incident(discovered_at="2026-01-01T07:00", people_count=3, npc_notified_at="2026-01-03T09:00"),
        incident(
            discovered_at="2026-05-04T08:00",
            nature="malware",
            people_count=40,
            npc_notified_at="2026-05-07T08:01",
        ),
        incident(discovered_at="2026-12-31T23:59", nature="malware", people_count=0),
        incident(discovered_at="2027-01-01T00:00", people_count=5),
    ]
    for form in recorded:
        assert ipmr_client.post(URL, json=form).status_code == 201
    summary = ipmr_client.get(f"{URL}/summary", params={"year": 2026}).json()
    assert summary["total"] == 3
    assert summary["people_affected"] == 43
    assert (summary["notified_in_time"], summary["notified_late"], summary["not_notified"]) == (1, 1, 1)
    assert {n["nature"]: n["count"] for n in summary["by_nature"]} == {
        "unauthorized_access": 0,
        "disclosure": 0,
        "loss_or_theft": 1,
        "malware": 2,
        "other": 0,
    }
    assert [i["discovered_at"] for i in summary["incidents"]] == [
        "2026-12-31T15:59:00Z",
        "2026-05-04T00:00:00Z",
        "2025-12-31T23:00:00Z",
    ]
    this_year = ipmr_client.get(f"{URL}/summary").json()
    assert (this_year["year"], this_year["total"], this_year["people_affected"]) == (2027, 1, 5)
