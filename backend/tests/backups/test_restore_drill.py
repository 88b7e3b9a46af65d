"""The restore drill: a registry with people, photos, accounts and audit events backed up, restored into a
fresh data folder and a fresh database, and found equal: every row, every photo byte, integrity check, audit
chain."""

import stat
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pyrage
import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from katutubo.audit.chain import first_broken
from katutubo.backups import archive, database
from katutubo.backups.restore import NEEDS_IDENTITY, NOT_EMPTY, WRONG_IDENTITY, restore
from katutubo.backups.service import write_backup
from katutubo.core import certificate_key, signing
from katutubo.core.db import make_engine
from katutubo.core.errors import AppError
from katutubo.models import Base
from tests.backups import archives
from tests.conftest import PG_ADMIN_URL
from tests.people.factories import add_person, image_bytes


@pytest.fixture
def registry(ipmr_client, users):
    """People (one with a photo, one in the Trash), accounts, a barangay photo, audit events."""
    users.create(role="chieftain", email="datu@example.org")
    juan = add_person()
    add_person(first_name="Ana", last_name="Reyes", barangay="Bolo")
    gone = add_person(first_name="Wala", last_name="Na")
    assert (
        ipmr_client.post(f"/api/people/{juan.id}/photo", files={"file": ("a.jpg", image_bytes())}).status_code
        == 200
    )
    assert (
        ipmr_client.put(
            "/api/barangays/Ajos/photo", files={"file": ("b.png", image_bytes("PNG"))}
        ).status_code
        == 200
    )
    assert ipmr_client.delete(f"/api/people/{gone.id}").status_code == 204
    ipmr_client.get(f"/api/people/{juan.id}")  # a person.viewed event


@pytest.fixture
def target(database_url, tmp_path) -> Iterator[tuple[str, Path]]:
    """A fresh, empty data folder and database of the same kind."""
    folder = tmp_path / "restored"
    folder.mkdir()
    if database.is_sqlite(database_url):
        yield f"sqlite:///{folder / 'katutubo.sqlite3'}", folder
        return
    name = f"katutubo_test_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    yield (
        PG_ADMIN_URL.rsplit("/", 1)[0].replace("postgresql://", "postgresql+psycopg://") + f"/{name}",
        folder,
    )
    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def all_rows(url: str) -> dict[str, list[tuple]]:
    engine = make_engine(url)
    with engine.connect() as conn:
        rows = {
            t.name: [tuple(r) for r in conn.execute(select(t).order_by(*t.primary_key.columns))]
            for t in Base.metadata.sorted_tables
        }
    engine.dispose()
    return rows


def photos(folder: Path) -> dict[str, bytes]:
    return {name: path.read_bytes() for name, path in archive.photo_files(folder)}


def test_backup_restores_equal(registry, settings, target):
    summary = write_backup(settings)
    assert (
        summary["verified"] and summary["counts"]["people"] == 3 and summary["counts"]["barangay_photos"] == 1
    )
    url, folder = target
    counts = restore(url, folder, settings.resolved_backup_dir / summary["name"], None, force=False).counts
    assert counts == {k: v for k, v in summary["counts"].items() if k != "photo_files"}
    source = all_rows(settings.resolved_database_url)
    assert source["people"] and source["audit_events"] and source["users"]
    assert all_rows(url) == source
    assert photos(folder) == photos(settings.data_dir) != {}
    assert database.integrity_problems(url) == []
    engine = make_engine(url)
    with Session(engine) as db:
        broken, checked = first_broken(db)
    engine.dispose()
    assert broken is None and checked == len(source["audit_events"])
    with pytest.raises(AppError) as refused:
        restore(url, folder, settings.resolved_backup_dir / summary["name"], None, force=False)
    assert (
        refused.value.message
        == NOT_EMPTY
        == "The target already holds a registry; use --force to replace it."
    )
    again = restore(url, folder, settings.resolved_backup_dir / summary["name"], None, force=True)
    assert again.counts == counts and again.signer_was_trusted  # the folder remembers the key it took


def test_the_certificate_key_is_backed_up_and_restored(registry, settings, target, tmp_path, capsys):
    """The papers already issued keep verifying on the restored registry: its certificate key comes back,
    the owner's alone (in an encrypted backup, encrypted with the rest)."""
    key = pyrage.x25519.Identity.generate()
    write_backup(settings, tmp_path / "b.tar.gz.age", str(key.to_public()))  # makes the key if missing
    source_key = certificate_key.key_path(settings.data_dir).read_bytes()
    assert source_key not in (tmp_path / "b.tar.gz.age").read_bytes()
    (tmp_path / "key.txt").write_text(f"{key}\n")
    url, folder = target
    certificate_key.key_path(folder).write_text("a key this folder made before\n")
    done = restore(url, folder, tmp_path / "b.tar.gz.age", tmp_path / "key.txt", force=False)
    restored = certificate_key.key_path(folder)
    assert done.certificate_key_restored
    assert restored.read_bytes() == source_key
    assert stat.S_IMODE(restored.stat().st_mode) == 0o600
    assert sorted(p.name for p in folder.iterdir() if p.name.startswith("certificate_key")) == [
        "certificate_key"
    ]


def test_a_plain_backup_carries_no_certificate_key_and_its_restore_keeps_the_registrys(
    registry, settings, target
):
    """Whoever holds a plain archive (any IPMR may download one) cannot sign papers with it: the key that
    signs the QR codes travels only in an encrypted backup. Its restore keeps the target's own key, and
    `katutubo restore` says so."""
    certificate_key.private_key(settings)  # the registry has issued papers: it holds its key
    summary = write_backup(settings)
    path = settings.resolved_backup_dir / summary["name"]
    source_key = certificate_key.key_path(settings.data_dir).read_bytes()
    assert certificate_key.KEY_FILE not in archives.members(path)
    assert source_key.strip() not in b"".join(archives.members(path).values())
    url, folder = target
    certificate_key.key_path(folder).write_bytes(b"this folder's own key")
    done = restore(url, folder, path, None, force=False)
    assert not done.certificate_key_restored
    assert certificate_key.key_path(folder).read_bytes() == b"this folder's own key"


def test_encrypted_backup_needs_its_identity(registry, settings, target, tmp_path):
    key = pyrage.x25519.Identity.generate()
    summary = write_backup(settings, tmp_path / "b.tar.gz.age", str(key.to_public()))
    assert summary["encrypted"] and archive.is_encrypted(tmp_path / "b.tar.gz.age")
    url, folder = target
    for identity, message in ((None, NEEDS_IDENTITY), (tmp_path / "wrong.txt", WRONG_IDENTITY)):
        (tmp_path / "wrong.txt").write_text(str(pyrage.x25519.Identity.generate()) + "\n")
        with pytest.raises(AppError) as refused:
            restore(url, folder, tmp_path / "b.tar.gz.age", identity, force=False)
        assert refused.value.message == message
    assert photos(folder) == {}  # nothing restored
    (tmp_path / "key.txt").write_text(f"# created: now\n{key}\n")
    counts = restore(url, folder, tmp_path / "b.tar.gz.age", tmp_path / "key.txt", force=False).counts
    assert counts["people"] == 3 and all_rows(url) == all_rows(settings.resolved_database_url)


def test_a_folder_with_no_key_over_people_trusts_no_archive_on_first_use(registry, settings, target):
    """A registry made by `migrate` and `seed-demo` or `create-user`, never served, holds people but no key
    yet: an archive signed by any key used to replace them with `--force`, and that key was trusted from then
    on. Trust on first use only where there are no people; elsewhere its public key is asked for."""
    from katutubo.core.migrate import upgrade
    from katutubo.people.schemas import PersonCreate
    from katutubo.people.service import create_person
    from tests.people.factories import person_payload

    summary = write_backup(settings)
    path = settings.resolved_backup_dir / summary["name"]
    url, folder = target
    upgrade(url)
    engine = make_engine(url)
    with Session(engine) as db, db.begin():
        create_person(db, PersonCreate.model_validate(person_payload(first_name="Narito")), None)
    engine.dispose()
    with pytest.raises(AppError) as refused:
        restore(url, folder, path, None, force=True)
    assert refused.value.message == (
        "This data folder trusts no key yet and the target holds people: give the public key of the registry "
        "the backup comes from with --public-key (its `katutubo backup` printed it). Nothing was restored."
    )
    assert [p[0] for p in all_rows(url)["people"]] != [] and not (folder / "previous_signing_keys").exists()
    done = restore(url, folder, path, None, force=True, public_key=signing.public_key(settings))
    assert done.counts["people"] == summary["counts"]["people"]
