"""The report and the tribe distribution are kept per barangay and counted again only for the barangays a
write changed (katutubo.people.barangay_parts), on both databases: a write in Ajos counts Ajos again and no
other barangay; a household's count changes with a member who lives in another barangay; whatever the tally
cannot say (a compaction, a row that came in below the ids read before) counts every barangay again."""

from collections.abc import Collection, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import event, insert

from katutubo.core.db import get_engine, get_sessionmaker
from katutubo.models import PeopleTally
from katutubo.people import tally
from katutubo.people.barangay_parts import WINDOW, BarangayParts, changes_since
from katutubo.reference.places import code_of
from tests.households.helpers import resident, start
from tests.reports.test_report_cache import ajos
from tests.reports.test_reports import report
from tests.reports.test_reports_households import row_of


@contextmanager
def counted_barangays() -> Iterator[list[set[str]]]:
    """The barangay codes each GROUP BY of people asked for (an empty set: every barangay)."""
    seen: list[set[str]] = []
    codes = {code_of(name) for name in ("Ajos", "Bolo", "Anusan")}

    def keep(_conn, _cursor, statement, parameters, *_args) -> None:  # type: ignore[no-untyped-def]
        if "GROUP BY" in statement and "FROM people" in statement:
            values = parameters.values() if isinstance(parameters, dict) else parameters
            seen.append({value for value in values if value in codes})

    event.listen(get_engine(), "before_cursor_execute", keep)
    try:
        yield seen
    finally:
        event.remove(get_engine(), "before_cursor_execute", keep)


def _edit(client: TestClient, person_id: int, **changes: Any) -> None:
    record = client.get(f"/api/people/{person_id}").json()
    response = client.put(f"/api/people/{person_id}", json={**record, **changes})
    assert response.status_code == 200, response.text


def test_a_write_in_one_barangay_counts_that_barangay_again(ipmr_client: TestClient) -> None:
    maria = resident("Maria", "Santos", "Female", barangay="Ajos", lineage="Agta")
    resident("Jose", "Reyes", barangay="Bolo", lineage="Dumagat")
    assert report(ipmr_client)["total"] == 2
    assert ipmr_client.get("/api/people/stats/lineages").json()["total"] == 2

    _edit(ipmr_client, maria.id, gender="Male", lineage="Aeta")
    with counted_barangays() as counted:
        whole = report(ipmr_client)
        tribes = ipmr_client.get("/api/people/stats/lineages").json()
    assert counted != [] and all(codes == {code_of("Ajos")} for codes in counted)
    assert whole["by_sex"]["total"] == {"male": 2, "female": 0, "unrecorded": 0, "total": 2}
    assert [t["label"] for t in whole["tribes"]] == ["Aeta", "Dumagat"]
    assert [t["lineage"] for t in tribes["items"]] == ["Aeta", "Dumagat"]
    assert row_of(whole["by_sex"]["barangays"], "Bolo")["male"] == 1

    # Moved to another barangay: both are counted again, and the report follows.
    _edit(ipmr_client, maria.id, barangay="Anusan")
    with counted_barangays() as counted:
        whole = report(ipmr_client)
    assert counted != [] and all(codes == {code_of("Ajos"), code_of("Anusan")} for codes in counted)
    assert row_of(whole["by_sex"]["barangays"], "Ajos")["total"] == 0
    assert row_of(whole["by_sex"]["barangays"], "Anusan")["total"] == 1


def test_a_member_living_in_another_barangay_changes_the_households_counts(ipmr_client: TestClient) -> None:
    head = resident("Ana", "Cruz", "Female", barangay="Bolo")
    child = resident("Ben", "Cruz", born="2010-01-01", barangay="Bolo")
    start(ipmr_client, head, (child, "child"), barangay="Ajos")
    assert ajos(ipmr_client) == {"households": 1, "members": 2, "average_size": 2.0, "female_headed": 1}

    _edit(ipmr_client, head.id, gender="Male")  # a write of Bolo's people only
    assert ajos(ipmr_client)["female_headed"] == 0
    assert ipmr_client.delete(f"/api/people/{child.id}").status_code == 204
    assert ajos(ipmr_client) == {"households": 1, "members": 1, "average_size": 1.0, "female_headed": 0}


def _marker(db: Any, barangay: str, row_id: int) -> None:
    db.execute(insert(PeopleTally).values(id=row_id, barangay=barangay, people=0))


def test_rows_the_last_reading_did_not_see_are_found_or_everything_is_counted(
    ipmr_client: TestClient,
) -> None:
    resident("Maria", "Santos", "Female", barangay="Ajos")
    with get_sessionmaker().begin() as db:
        tally.mark_change(db, ["Bolo"])
        first, changed = changes_since(db, None)
        assert changed is None  # the first reading counts every barangay
        assert first.newest is not None
        newest = first.newest
        _marker(db, "Bolo", newest + 1000)
        second, changed = changes_since(db, first)
        assert changed == {"Bolo"}
        # A write that took its id before the newest read and committed after it.
        _marker(db, "Anusan", newest + 500)
        third, changed = changes_since(db, second)
        assert changed == {"Anusan"}
        assert changes_since(db, third)[1] == set()
        # One further below than the ids read again: the count does not add up.
        assert newest + 1000 - WINDOW > 0
        _marker(db, "Anusan", -1)
        assert changes_since(db, third)[1] is None
        fourth, _changed = changes_since(db, third)
        # A compaction (every key written again) counts everything again.
        tally.compact(db)
        assert changes_since(db, fourth)[1] is None


def test_a_counting_that_fails_is_done_again_by_the_next_request(ipmr_client: TestClient) -> None:
    resident("Maria", "Santos", "Female", barangay="Ajos")
    counted: list[Collection[str] | None] = []

    def count(db: Any, barangays: Collection[str] | None) -> dict[str, int]:
        counted.append(barangays)
        if len(counted) == 2:
            raise RuntimeError("the database went away")
        return {name: len(counted) for name in barangays or ("Ajos",)}

    kept = BarangayParts(count)
    with get_sessionmaker().begin() as db:
        kept.parts(db)
        tally.mark_change(db, ["Bolo"])
        with pytest.raises(RuntimeError):
            kept.parts(db)
        _version, parts = kept.parts(db)
    assert counted == [None, {"Bolo"}, {"Bolo"}]
    assert parts == {"Ajos": 1, "Bolo": 3}
