"""A restore is all or nothing (issue 20, point 3). Over a registry with people, accounts, photos and audit
events, a corrupt backup given with --force is refused and leaves every row (the audit chain's head among
them) and every photo as they were: a changed byte whose checksum was recomputed (the manifest's signature no
longer holds), and a dump signed by the registry itself that the database cannot load (PostgreSQL:
pg_restore fails; SQLite: a corrupt file, refused without a traceback). The old restore dropped the schema
first (0 people, 0 users) or copied the corrupt file over the good one. A restore refuses a database in use,
and one killed half way is undone by the next `katutubo migrate` (`serve` refuses to start until then)."""

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import katutubo
from katutubo.audit import checkpoints
from katutubo.audit.checkpoint import FOLDER, read_file
from katutubo.audit.checkpoint_check import SET_ASIDE
from katutubo.backups import database, swap
from katutubo.backups.restore import restore
from katutubo.backups.service import write_backup
from katutubo.cli import main
from katutubo.core import certificate_key, config, db, signing
from katutubo.core.db import make_engine
from katutubo.core.errors import AppError
from katutubo.photos.storage import get_storage
from tests.audit.test_checkpoints import run_verify
from tests.backups import archives
from tests.backups.test_restore_drill import all_rows, photos, registry, target  # noqa: F401 - fixtures
from tests.people.factories import add_person, image_bytes

FAILED_END = ": nothing was restored, the registry is as it was."
PAGE = 4096


@pytest.fixture
def backup(registry, settings) -> Path:  # noqa: F811 - the fixture
    summary = write_backup(settings)
    assert summary["verified"]
    return settings.resolved_backup_dir / summary["name"]


def snapshot(settings: config.Settings) -> dict[str, Any]:
    """Every row of every table (the audit chain's head too) and every photo's bytes."""
    db.get_engine().dispose()  # the test's own pooled connections: a restore wants the database to itself
    state = {"rows": all_rows(settings.resolved_database_url), "photos": photos(settings.data_dir)}
    assert state["rows"]["people"] and state["rows"]["users"] and state["rows"]["audit_chain_head"]
    assert state["photos"]
    return state


def restore_over(settings: config.Settings, archive: Path) -> None:
    db.get_engine().dispose()  # as the server is stopped
    restore(settings.resolved_database_url, settings.data_dir, archive, None, force=True)


def unloadable(name: str, body: bytes) -> bytes:
    """PostgreSQL: the dump cut in half (pg_restore fails); SQLite: every page after the first overwritten
    in part (the file still opens, its integrity check fails)."""
    if not archives.is_dump(name):
        return body
    if name.endswith(".pgdump"):
        return body[: len(body) // 2]
    corrupt = bytearray(body)
    for page in range(PAGE, len(corrupt), PAGE):
        corrupt[page + 100 : page + 164] = b"\xff" * 64
    return bytes(corrupt)


def python(settings: config.Settings, *args: str) -> subprocess.CompletedProcess[str]:
    """`python ARGS` in a process of its own, on the test's data folder and database and this code."""
    env = os.environ | {
        "KATUTUBO_DATA_DIR": str(settings.data_dir),
        "KATUTUBO_DATABASE_URL": settings.resolved_database_url,
        "PYTHONPATH": str(Path(katutubo.__file__).parent.parent),
    }
    return subprocess.run([sys.executable, *args], env=env, capture_output=True, text=True, timeout=300)


def cli(settings: config.Settings, *args: str) -> subprocess.CompletedProcess[str]:
    return python(settings, "-m", "katutubo.cli", *args)


def test_a_changed_byte_with_its_checksum_recomputed_is_refused(backup, settings, tmp_path):
    bad = archives.rewritten(backup, tmp_path / "bad.tar.gz", archives.with_changed_byte)
    before = snapshot(settings)
    with pytest.raises(AppError) as refused:
        restore_over(settings, bad)
    assert refused.value.message == "The backup is damaged (signature): nothing was restored."
    assert snapshot(settings) == before


def test_a_dump_the_database_cannot_load_changes_nothing(backup, settings, tmp_path):
    """Signed by the registry's own key (as a registry writing a bad dump would): the signature holds, the
    load or the check fails, and the CLI says so in one line."""
    bad = archives.rewritten(backup, tmp_path / "bad.tar.gz", unloadable, signer=settings)
    before = snapshot(settings)
    done = cli(settings, "restore", "--force", str(bad))
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    (message,) = done.stderr.splitlines()
    cause = "" if database.is_sqlite(settings.resolved_database_url) else "pg_restore failed:"
    assert message.startswith(f"error: The restore failed ({cause}") and message.endswith(FAILED_END)
    assert snapshot(settings) == before


def test_a_dump_holding_other_counts_than_its_manifest_is_refused(backup, settings, tmp_path):
    def one_more_person(manifest: dict[str, Any]) -> None:
        manifest["counts"]["people"] += 1

    bad = archives.rewritten(backup, tmp_path / "bad.tar.gz", lambda _n, b: b, settings, one_more_person)
    before = snapshot(settings)
    with pytest.raises(AppError) as refused:
        restore_over(settings, bad)
    assert refused.value.message.startswith("The restore failed (counts {'people': 3, ")
    assert refused.value.message.endswith(FAILED_END)
    assert snapshot(settings) == before


def test_a_malformed_certificate_key_is_refused_before_anything_is_replaced(backup, settings, tmp_path):
    """A trusted archive (signed by the registry) whose certificate key is not a key: refused before the
    swap, so "nothing was restored" is true. The old restore swapped the database in, then failed on the key
    and said nothing had changed (SQLite: 40 people became 5)."""
    bad = archives.rewritten(
        backup, tmp_path / "bad.tar.gz", lambda _n, b: b, settings, added={"certificate_key": b"not a key"}
    )
    add_person(first_name="Pagkatapos")  # the registry moved on since the backup
    certificate_key.private_key(settings)  # the registry has issued papers: it holds its key
    before = snapshot(settings)
    own_key = certificate_key.key_path(settings.data_dir).read_bytes()
    with pytest.raises(AppError) as refused:
        restore_over(settings, bad)
    assert refused.value.message.startswith("The restore failed (") and refused.value.message.endswith(
        FAILED_END
    )
    assert snapshot(settings) == before
    assert certificate_key.key_path(settings.data_dir).read_bytes() == own_key
    assert not (settings.data_dir / "certificate_key.restoring").exists()


def test_a_key_that_cannot_be_put_in_after_the_swap_says_the_registry_was_restored(
    backup, settings, tmp_path, monkeypatch
):
    """What can still fail after the swap (the key's rename: a full disk) is said as it is: the registry
    was restored, the key is waiting beside the old one."""
    certificate_key.private_key(settings)
    with_key = archives.rewritten(
        backup,
        tmp_path / "with-key.tar.gz",
        lambda _n, b: b,
        settings,
        added={"certificate_key": certificate_key.key_path(settings.data_dir).read_bytes()},
    )
    at_backup = snapshot(settings)
    add_person(first_name="Pagkatapos")

    def full_disk(_source: object, _target: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(certificate_key, "put_in", full_disk)  # the rename, on a full disk
    with pytest.raises(AppError) as said:
        restore_over(settings, with_key)
    staged = settings.data_dir / "certificate_key.restoring"
    assert said.value.message == (
        "The registry was restored, but its certificate key could not be put in place ([Errno 28] No space "
        "left on device): the papers it issued do not verify until it is. Move "
        f"{staged} to {settings.data_dir / 'certificate_key'} with the server stopped."
    )
    assert staged.is_file()
    assert snapshot(settings) == at_backup


def test_a_good_backup_replaces_the_registry_at_once(backup, settings, ipmr_client):
    at_backup = snapshot(settings)
    added = add_person(first_name="Bago")
    assert (
        ipmr_client.post(
            f"/api/people/{added.id}/photo", files={"file": ("n.jpg", image_bytes())}
        ).status_code
        == 200
    )
    assert snapshot(settings) != at_backup
    restore_over(settings, backup)
    assert snapshot(settings) == at_backup
    assert not swap.staged(settings.resolved_database_url) and not (settings.data_dir / "restoring").exists()


def test_a_database_in_use_is_refused(backup, settings):
    before = snapshot(settings)
    url = settings.resolved_database_url
    engine = make_engine(url)  # a server's open connection
    with engine.connect() as conn:
        conn.exec_driver_sql("SELECT count(*) FROM people")
        with pytest.raises(AppError) as refused:
            restore_over(settings, backup)
    engine.dispose()
    assert refused.value.message == database.IN_USE
    assert refused.value.message.startswith("The database is in use: stop the server")
    assert snapshot(settings) == before


KILLED_AT_COMMIT = (
    "import os, sys; from pathlib import Path; from katutubo.backups import restore, swap; "
    "swap.commit = lambda url: os._exit(9); "
    "restore.restore(sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3]), None, True)"
)


def test_an_interrupted_restore_is_undone_by_migrate(backup, settings, ipmr_client, capsys):
    """A restore process killed after the new database and the photos were swapped in, just before the
    commit: `serve` refuses to start, `migrate` puts everything back as it was."""
    added = add_person(first_name="Bago")
    upload = ipmr_client.post(f"/api/people/{added.id}/photo", files={"file": ("n.jpg", image_bytes())})
    assert upload.status_code == 200
    before = snapshot(settings)
    url, data_dir = settings.resolved_database_url, settings.data_dir
    killed = python(settings, "-c", KILLED_AT_COMMIT, url, str(data_dir), str(backup))
    assert killed.returncode == 9, killed.stderr
    assert swap.staged(url) and photos(data_dir) != before["photos"]
    with pytest.raises(SystemExit) as refused:
        main(["serve", "--port", "1"])
    assert str(refused.value) == (
        "error: A restore was interrupted: run `katutubo migrate` (it finishes or undoes it), then serve."
    )
    capsys.readouterr()
    main(["migrate"])
    assert capsys.readouterr().out.splitlines()[0] == (
        "A restore was interrupted before it finished: it was undone, the registry is as it was before it."
    )
    assert snapshot(settings) == before
    assert not (data_dir / "restoring").exists()


def test_a_backup_of_another_registry_needs_its_key(backup, settings, target):  # noqa: F811
    """A data folder with a key of its own trusts only its keys; --public-key names another to trust."""
    url, folder = target
    signing.private_key(config.Settings(data_dir=folder))  # this registry's own key
    with pytest.raises(AppError) as refused:
        restore(url, folder, backup, None, force=False)
    theirs = signing.public_key(settings)
    assert refused.value.message == (
        "This backup is signed by a key this registry does not trust (fingerprint "
        f"{signing.fingerprint(theirs)}): nothing was restored. If it is the key of the registry it comes "
        "from, give it with --public-key."
    )
    done = restore(url, folder, backup, None, force=False, public_key=theirs)
    assert done.signer == theirs and done.counts["people"] == 3
    assert theirs in signing.trusted_public_keys(folder)  # its older backups and checkpoints now check


def test_a_backup_written_while_people_are_added_restores(registry, settings, target, monkeypatch):  # noqa: F811
    """The manifest's counts are those of the dump itself (SQLite: read from the copy; PostgreSQL: the
    snapshot pg_dump uses): a person added while the backup is written does not make it unrestorable."""
    real_copy, real_run = database.copy_sqlite, database.run

    def copy_then_add(source: Path, target_file: Path) -> None:
        real_copy(source, target_file)
        add_person(first_name="Habang")

    def run_then_add(command: list[str]) -> None:
        real_run(command)
        if command[0] == "pg_dump":
            add_person(first_name="Habang")

    monkeypatch.setattr(database, "copy_sqlite", copy_then_add)
    monkeypatch.setattr(database, "run", run_then_add)
    summary = write_backup(settings)
    assert summary["verified"] and summary["counts"]["people"] == 3  # the fourth came after the dump
    url, folder = target
    done = restore(url, folder, settings.resolved_backup_dir / summary["name"], None, force=False)
    assert done.counts["people"] == 3


def test_photos_in_an_object_store_are_put_back_when_the_swap_fails(s3_url, registry, settings, monkeypatch):  # noqa: F811
    """In a store the photos are replaced one by one: a failure after they were (here the database swap)
    writes the previous ones back, and removes the archive's."""
    store = get_storage(settings)
    summary = write_backup(settings)
    for key in store.keys("ip_photos"):
        store.delete(key)
    store.save("ip_photos/added-after-the-backup.jpg", image_bytes())
    kept = {key: store.read(key) for folder in ("ip_photos", "barangay_photos") for key in store.keys(folder)}
    before = all_rows(settings.resolved_database_url)

    def failing(_url: str) -> None:
        raise RuntimeError("the disk is full")

    monkeypatch.setattr(swap, "commit", failing)
    with pytest.raises(AppError) as refused:
        restore_over(settings, settings.resolved_backup_dir / summary["name"])
    assert refused.value.message == "The restore failed (the disk is full)" + FAILED_END
    now = {key: store.read(key) for folder in ("ip_photos", "barangay_photos") for key in store.keys(folder)}
    assert now == kept and all_rows(settings.resolved_database_url) == before


def test_checkpoints_signed_after_the_backup_are_set_aside_by_its_restore(backup, settings, capsys):
    """Putting the registry back as a backup had it is no rewrite: the checkpoint signed after the backup
    (over events the restore removes) is set aside, and `audit verify` says intact, checked against the
    backup's own checkpoint."""
    add_person(first_name="Bago")
    later = checkpoints.make(settings)
    folder = settings.data_dir / FOLDER
    restore_over(settings, backup)
    set_aside = list((folder / SET_ASIDE).rglob("*.json"))
    assert [read_file(p).event_id for p in set_aside] == [later.event_id]
    code, out, _ = run_verify(capsys)
    assert code == 0
    assert out.startswith("Audit trail intact:")
