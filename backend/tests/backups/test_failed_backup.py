"""A backup that fails leaves no file in the backup folder (nor beside an --output), and what failed or
interrupted backups left earlier is removed once old, without touching a backup another process is writing
(issue 20, point 1: after a fuzz run, 389 empty archives that were never pruned)."""

import os
import sqlite3
import stat
import tempfile
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from katutubo.backups import archive, restore, service
from tests.factories import prime_csrf
from tests.people.factories import add_person


@pytest.fixture
def backups(settings, monkeypatch, tmp_path) -> Path:
    folder = tmp_path / "backups"
    monkeypatch.setattr(settings, "backup_dir", folder)
    return folder


@pytest.fixture
def ipmr(app, users) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    """An IPMR's browser that sees a server error as the answer it is (500), not as an exception."""
    with TestClient(app, raise_server_exceptions=False) as client:
        prime_csrf(client)
        users.sign_in(client, users.create(role="ipmr"))
        yield client


def _disk_error(*_args: object) -> None:
    raise sqlite3.OperationalError("disk I/O error")


def _files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


@pytest.mark.parametrize("where", ["dumping the database", "reading the archive back"])
def test_a_failed_backup_leaves_no_file_and_is_not_listed(ipmr, backups, monkeypatch, where):
    add_person()
    if where == "dumping the database":
        monkeypatch.setattr(archive.database, "dump", _disk_error)
    else:  # the archive is written whole by then
        monkeypatch.setattr(restore, "verified", _disk_error)
    answer = ipmr.post("/api/admin/backups")
    assert answer.status_code == 500
    assert _files(backups) == []
    assert ipmr.get("/api/admin/backups").json() == []


def test_a_failed_backup_to_a_named_file_leaves_nothing_there(settings, backups, monkeypatch, tmp_path):
    """`katutubo backup --output FILE`: no FILE, no FILE.json, no temporary file beside it."""
    usb = tmp_path / "usb"
    usb.mkdir()
    monkeypatch.setattr(archive.database, "dump", _disk_error)
    with pytest.raises(sqlite3.OperationalError):
        service.write_backup(settings, usb / "registry.tar.gz")
    assert _files(usb) == []


def _aged(path: Path, data: bytes = b"", hours: float = 25) -> None:
    if not path.is_dir():
        path.write_bytes(data)
    then = time.time() - hours * 3600
    os.utime(path, (then, then))


def test_what_failed_backups_left_is_removed_once_old(ipmr, backups):
    backups.mkdir()
    _aged(backups / "katutubo-backup-20261101-010101.tar.gz")  # empty, no summary: a failed backup's
    _aged(backups / ".katutubo-backup-abc123.partial", b"half an archive")  # a server killed while writing
    _aged(backups / "katutubo-backup-20261101-020202.tar.gz.json", b"{}")  # its archive is gone
    (backups / ".katutubo-backup-def456.partial").write_bytes(b"being written by another process now")
    (backups / "katutubo-backup-20261124-030303.tar.gz").touch()  # made just now by another process
    killed = backups / ".katutubo-backup-ghi789.scratch"  # a backup killed -9 while dumping: a plain copy
    killed.mkdir()
    _aged(killed / "katutubo.sqlite3", b"the whole registry, unencrypted")
    _aged(killed)
    (backups / ".katutubo-backup-jkl012.scratch").mkdir()  # another process's backup, being written now
    _aged(backups / "katutubo-backup-20261101-040404.tar.gz", b"an archive someone copied here")
    made = ipmr.post("/api/admin/backups")
    assert made.status_code == 201
    name = made.json()["name"]
    assert _files(backups) == sorted(
        [
            ".katutubo-backup-def456.partial",
            ".katutubo-backup-jkl012.scratch",
            "katutubo-backup-20261101-040404.tar.gz",
            "katutubo-backup-20261124-030303.tar.gz",
            name,
            f"{name}.json",
        ]
    )
    assert [b["name"] for b in ipmr.get("/api/admin/backups").json()] == [name]


def test_a_backups_scratch_work_stays_in_the_private_backup_folder(settings, backups, monkeypatch, tmp_path):
    """The dump (a plain copy of the whole registry) and the read-back are made in the backup folder (0700),
    never in the system's temp folder, where a backup killed -9 left them for ever."""
    system_temp = tmp_path / "system-temp"
    system_temp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(system_temp))
    works: list[Path] = []
    write = archive.write

    def watched(*args: Any, **kwargs: Any) -> dict[str, Any]:
        works.append(args[3])
        return write(*args, **kwargs)

    monkeypatch.setattr(archive, "write", watched)
    add_person()
    assert service.write_backup(settings)["verified"]
    (work,) = works
    assert work.parent == backups and work.name.startswith(".katutubo-backup-")
    assert stat.S_IMODE(backups.stat().st_mode) == 0o700
    assert list(system_temp.iterdir()) == []
    assert not work.exists()  # removed once the backup was written


def test_a_backup_never_takes_the_name_of_a_file_already_there(settings, backups, office_clock):
    office_clock.set(datetime(2026, 11, 25, 9, 30, 0, tzinfo=UTC))  # every backup made in the same second
    backups.mkdir()
    (backups / "katutubo-backup-20261125-093000.tar.gz").touch()  # what a failed backup left
    names = [service.write_backup(settings)["name"] for _ in range(2)]
    assert names == ["katutubo-backup-20261125-093000-2.tar.gz", "katutubo-backup-20261125-093000-3.tar.gz"]
    assert (backups / "katutubo-backup-20261125-093000.tar.gz").stat().st_size == 0
    assert [b["name"] for b in service.list_backups(settings)] == names[::-1]
