"""Photos in an S3-compatible object store (KATUTUBO_STORAGE_URL=s3://...), against a real one started for the
run (SeaweedFS, tests/object_store.py): upload, thumbnail, download through the signed-in API, delete, the
barangay photos, and backups that carry the stored photos and put them back."""

import tarfile
from io import BytesIO
from pathlib import Path

import pytest
from PIL import Image

from katutubo.backups.restore import restore
from katutubo.backups.service import write_backup
from katutubo.photos.storage import get_storage
from katutubo.photos.storage_s3 import S3Storage
from tests.backups.test_restore_drill import registry, target  # noqa: F401 - fixtures
from tests.people.factories import add_person, image_bytes


def _stored(url: str) -> dict[str, bytes]:
    store = S3Storage.from_url(url)
    return {key: store.read(key) for folder in ("ip_photos", "barangay_photos") for key in store.keys(folder)}


def test_upload_thumbnail_download_and_delete_go_through_the_store(ipmr_client, raw_client, s3_url, data_dir):
    person = add_person(last_name="Dela Cruz", first_name="Juan")
    on_disk = sorted(data_dir.rglob("*.jpg"))  # left by earlier tests: the data folder is shared
    upload = ipmr_client.post(
        f"/api/people/{person.id}/photo",
        files={"file": ("a.jpg", image_bytes(size=(2400, 1800)), "image/jpeg")},
    )
    assert upload.status_code == 200, upload.text
    body = upload.json()
    stored = _stored(s3_url)
    full, thumb = sorted(stored, key=len)
    assert full.startswith("ip_photos/") and full.endswith("_dela-cruz_juan.jpg")
    assert thumb == full.removesuffix(".jpg") + "_thumb.jpg"
    assert sorted(data_dir.rglob("*.jpg")) == on_disk  # nothing written to the data folder

    photo, small = ipmr_client.get(body["photo_url"]), ipmr_client.get(body["thumb_url"])
    assert photo.status_code == small.status_code == 200
    assert photo.content == stored[full] and Image.open(BytesIO(photo.content)).size == (1600, 1200)
    assert small.content == stored[thumb] and Image.open(BytesIO(small.content)).size == (128, 96)
    assert raw_client.get(body["photo_url"]).status_code == 401  # only through the signed-in API

    assert ipmr_client.delete(f"/api/people/{person.id}").status_code == 204
    assert len(_stored(s3_url)) == 2  # in the Trash: kept for a restore
    purge = ipmr_client.delete(
        f"/api/admin/trash/{person.id}",
        params={"last_name": "Dela Cruz", "disposal_authority": "NAP DA 2026-07"},
    )
    assert purge.status_code == 204
    assert _stored(s3_url) == {}


def test_a_replaced_photo_leaves_no_object_behind(ipmr_client, s3_url):
    person = add_person()
    for data in (image_bytes(), image_bytes("PNG", mode="RGBA")):
        files = {"file": ("p", data, "image/png")}
        assert ipmr_client.post(f"/api/people/{person.id}/photo", files=files).status_code == 200
    assert len(_stored(s3_url)) == 2


def test_barangay_photos_are_kept_in_the_store(ipmr_client, user_client, s3_url):
    files = {"file": ("b.png", image_bytes("PNG"), "image/png")}
    assert ipmr_client.put("/api/barangays/Bolo/photo", files=files).status_code == 200
    (key,) = _stored(s3_url)
    assert key.startswith("barangay_photos/bolo_")
    assert user_client.get("/api/barangays/Bolo/photo").content == _stored(s3_url)[key]


def test_a_missing_object_reads_as_a_missing_file(s3_url, settings):
    store = get_storage(settings)
    with pytest.raises(FileNotFoundError):
        store.read("ip_photos/nothing.jpg")
    store.delete("ip_photos/nothing.jpg")  # already gone: no error
    with pytest.raises(ValueError):
        store.save("../outside.jpg", b"x")


def test_a_backup_carries_the_stored_photos_and_a_restore_puts_them_back(
    s3_url,
    registry,  # noqa: F811 - the fixture
    target,  # noqa: F811 - the fixture
    settings,
    object_store,
):
    before = _stored(s3_url)
    assert len(before) == 3  # a person's photo and thumbnail, a barangay photo
    summary = write_backup(settings)
    assert summary["verified"] and summary["counts"]["photo_files"] == 3
    archive = settings.resolved_backup_dir / summary["name"]
    with tarfile.open(archive) as tar:
        for key, data in before.items():
            member = tar.extractfile(key)
            assert member is not None and member.read() == data

    url, folder = target
    fresh = S3Storage.from_url(
        f"s3://photos?endpoint={object_store}&prefix=restored-{Path(folder).parent.name}/"
    )
    restore(url, folder, archive, None, force=False, storage=fresh)
    assert {key: fresh.read(key) for key in before} == before
    assert not (folder / "ip_photos").exists()  # into the store, not the data folder
