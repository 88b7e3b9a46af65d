"""The backups routes fuzzed from the OpenAPI document (schemathesis, as tests/core/test_fuzz.py does for the
whole API, more examples here): no answer may be a server error, and afterwards the backup folder holds the
listed backups and nothing else (a fuzz run once left 389 empty archives, never pruned)."""

import pytest
import schemathesis

from tests.core.test_fuzz import fuzz_every_operation, signed_in
from tests.people.factories import add_person

KEEP = 2


@pytest.fixture
def backups(settings, monkeypatch, tmp_path):  # type: ignore[no-untyped-def]
    folder = tmp_path / "backups"
    monkeypatch.setattr(settings, "backup_dir", folder)
    monkeypatch.setattr(settings, "backup_keep", KEEP)
    return folder


def test_fuzz_the_backups_routes(app, users, backups):
    add_person(first_name="Kilala")
    schema = schemathesis.openapi.from_dict(app.openapi()).include(path_regex="^/api/admin/backups")
    run = fuzz_every_operation(schema, app, users)
    print(f"\nfuzz (backups): {sum(run.statuses.values())} requests, statuses {sorted(run.statuses.items())}")
    assert run.failures == []
    assert not [status for status in run.statuses if status >= 500]
    assert run.statuses[201] >= 1  # "Back up now" was called
    client, cookies = signed_in(app, users)
    listed = [b["name"] for b in client.get("/api/admin/backups", cookies=cookies).json()]
    assert 1 <= len(listed) <= KEEP
    assert sorted(p.name for p in backups.iterdir()) == sorted(listed + [f"{n}.json" for n in listed])
