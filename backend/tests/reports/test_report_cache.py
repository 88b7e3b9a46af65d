"""The report is built again only when the registry changed (katutubo.reports.cache): asked twice with nothing
changed, the second answer counts nobody again; after every kind of write a report counts (a person added,
edited, to the Trash; a household started, its head changed, a member ended, the household to the Trash),
the next report shows it, on both databases."""

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import event

from katutubo.core.db import get_engine
from tests.households.helpers import membership_id, resident, start
from tests.reports.test_reports import report
from tests.reports.test_reports_households import row_of


@contextmanager
def statements() -> Iterator[list[str]]:
    seen: list[str] = []

    def keep(_conn, _cursor, statement, *_args) -> None:  # type: ignore[no-untyped-def]
        seen.append(statement)

    event.listen(get_engine(), "before_cursor_execute", keep)
    try:
        yield seen
    finally:
        event.remove(get_engine(), "before_cursor_execute", keep)


def ajos(client: TestClient) -> dict[str, Any]:
    households: dict[str, Any] = row_of(report(client)["by_sex"]["barangays"], "Ajos")["households"]
    return households


def test_nothing_changed_nothing_counted_again(ipmr_client: TestClient) -> None:
    resident("Maria", "Santos", "Female", barangay="Ajos")
    with statements() as first:
        before = report(ipmr_client)
    with statements() as second:
        again = report(ipmr_client)
    assert again == before
    assert [s for s in first if "GROUP BY" in s] != []
    assert [s for s in second if "GROUP BY" in s] == []
    # Another barangay's report is its own.
    assert report(ipmr_client, barangay="Bolo")["total"] == 0


def test_every_write_a_report_counts_shows_in_the_next(ipmr_client: TestClient) -> None:
    maria = resident("Maria", "Santos", "Female", barangay="Ajos")
    jose = resident("Jose", "Santos", barangay="Ajos")
    ana = resident("Ana", "Santos", "Female", born="2010-01-01", barangay="Ajos")
    assert report(ipmr_client)["total"] == 3

    person = ipmr_client.get(f"/api/people/{ana.id}").json()
    edited = ipmr_client.put(f"/api/people/{ana.id}", json={**person, "gender": "Male"})
    assert edited.status_code == 200, edited.text
    assert report(ipmr_client)["by_sex"]["total"]["male"] == 2

    household = start(ipmr_client, jose, (maria, "spouse"), (ana, "child"))
    assert ajos(ipmr_client) == {"households": 1, "members": 3, "average_size": 3.0, "female_headed": 0}

    head = ipmr_client.post(
        f"/api/households/{household['id']}/head",
        json={"person_id": maria.id, "former_head_relationship": "spouse", "version": household["version"]},
    )
    assert head.status_code == 200, head.text
    assert ajos(ipmr_client)["female_headed"] == 1

    household = head.json()
    ended = ipmr_client.post(
        f"/api/households/{household['id']}/members/{membership_id(household, ana)}/end",
        json={"end_reason": "moved_out"},
    )
    assert ended.status_code == 200, ended.text
    assert ajos(ipmr_client)["members"] == 2

    assert ipmr_client.delete(f"/api/households/{household['id']}").status_code == 204
    assert ajos(ipmr_client)["households"] == 0

    assert ipmr_client.delete(f"/api/people/{jose.id}").status_code == 204
    assert report(ipmr_client)["total"] == 2
