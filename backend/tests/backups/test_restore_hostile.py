"""Hostile archives (issue 20, point 2): a restore reads the archive member by member and writes nothing
outside its own folder. The CVE-2025-4517 symlink chain, which defeats tarfile's "data" filter on this Python
and which the old restore unpacked (writing a file three folders above its scratch folder), is refused, and
the file it aims outside never appears; so are a member that climbs out with `..`, an absolute one, one the
manifest does not name, and one larger than the manifest says."""

import tarfile
import tempfile
import uuid
from pathlib import Path

import pytest

from katutubo.backups import unpack
from katutubo.backups.restore import restore
from katutubo.core import config
from katutubo.core.errors import AppError
from tests.backups import archives
from tests.backups.test_restore_drill import photos, target  # noqa: F401 - the fixture

EMPTY = b""


@pytest.fixture
def attacker(tmp_path) -> config.Settings:
    """Someone with a signing key of their own: a fresh target takes any well-signed archive."""
    return config.Settings(data_dir=tmp_path / "attacker")


def kind(url: str) -> str:
    return "sqlite" if url.startswith("sqlite") else "postgresql"


def refused(url: str, folder: Path, archive: Path) -> str:
    with pytest.raises(AppError) as error:
        restore(url, folder, archive, None, force=True)
    return error.value.message


def test_a_symlink_chain_is_refused_and_writes_nothing_outside(target, attacker, tmp_path):  # noqa: F811
    url, folder = target
    canary = f"katutubo-canary-{uuid.uuid4().hex}"
    chain, body = archives.symlink_chain("ip_photos", 3, canary)
    named = {e.name if isinstance(e, tarfile.TarInfo) else e[0]: EMPTY for e in chain}
    named[f"ip_photos/escape/{canary}"] = body
    head = archives.signed_manifest(attacker, named, kind(url))
    archive = archives.write(tmp_path / "chain.tar.gz", [*head, *chain])
    message = refused(url, folder, archive)
    assert message == f"The backup is damaged (ip_photos/{'d' * 247}): nothing was restored."
    places = [Path(tempfile.gettempdir()), tmp_path, folder, folder.parent, folder / "restoring"]
    written = [p / canary for p in places if (p / canary).exists()]
    for path in written:
        path.unlink()  # (the old restore's doing: not left behind)
    assert written == []
    assert photos(folder) == {} and not (folder / "restoring").exists()


@pytest.mark.parametrize(
    ("member", "reason"),
    [
        ("../x", "a member outside the manifest"),
        ("ip_photos/../../x", "a member outside the manifest"),
        ("/tmp/katutubo-absolute-x", "a member outside the manifest"),
        ("ip_photos\\..\\..\\x", "a member outside the manifest"),
    ],
)
def test_a_member_outside_the_folder_is_refused(target, attacker, tmp_path, member, reason):  # noqa: F811
    url, folder = target
    head = archives.signed_manifest(attacker, {}, kind(url))
    archive = archives.write(tmp_path / "climb.tar.gz", [*head, (member, b"outside\n")])
    assert refused(url, folder, archive) == f"The backup is damaged ({reason}): nothing was restored."
    assert not Path("/tmp/katutubo-absolute-x").exists() and not (folder.parent / "x").exists()


def test_a_manifest_nested_too_deep_is_refused(target, tmp_path):  # noqa: F811
    url, folder = target
    deep = b"[" * 100_000 + b"]" * 100_000
    archive = archives.write(tmp_path / "deep.tar.gz", [("manifest.json", deep), ("manifest.sig", b"{}")])
    assert (
        refused(url, folder, archive) == "The backup is damaged (not a backup archive): nothing was restored."
    )


def test_an_unsigned_archive_is_refused(target, tmp_path):  # noqa: F811
    url, folder = target
    archive = archives.write(
        tmp_path / "unsigned.tar.gz", [("manifest.json", b"{}"), ("katutubo.pgdump", b"")]
    )
    assert refused(url, folder, archive) == "The backup is damaged (signature): nothing was restored."


def test_a_member_larger_than_the_manifest_says_is_refused_before_it_is_read(attacker, tmp_path):
    head = archives.signed_manifest(attacker, {"ip_photos/a.jpg": b"small"}, "sqlite")
    archive = archives.write(tmp_path / "big.tar.gz", [*head, ("ip_photos/a.jpg", b"\0" * 5_000_000)])
    with pytest.raises(AppError) as error:
        unpack.unpack(archive, tmp_path / "out", None)
    assert error.value.message == "The backup is damaged (ip_photos/a.jpg): nothing was restored."
    assert list((tmp_path / "out").rglob("*")) == []


def test_a_decompression_bomb_stops_at_the_manifests_bound(attacker, tmp_path, monkeypatch):
    """A PAX header (which tarfile reads whole into memory) far larger than any manifest: the decompressed
    stream stops at the bound (here lowered to 1 MiB) instead of being read to its end."""
    monkeypatch.setattr(unpack, "MANIFEST_LIMIT", 1024 * 1024)
    bomb = tarfile.TarInfo("manifest.json")
    bomb.pax_headers = {"comment": "a" * (8 * 1024 * 1024)}
    with tarfile.open(tmp_path / "bomb.tar.gz", "w:gz", format=tarfile.PAX_FORMAT) as tar:
        tar.addfile(bomb, None)
    with pytest.raises(AppError) as error:
        unpack.unpack(tmp_path / "bomb.tar.gz", tmp_path / "out", None)
    assert (
        error.value.message == "The backup is damaged (larger than its manifest says): nothing was restored."
    )
