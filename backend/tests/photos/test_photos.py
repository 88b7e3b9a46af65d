"""Photo upload and download through the API: content checks, metadata stripped, files follow the database."""

import shutil
from io import BytesIO
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from PIL import Image
from sqlalchemy.orm import Session

from katutubo.models import Person
from tests.people.factories import add_person, gps_exif, image_bytes

NOT_AN_IMAGE = "The photo must be a JPEG, PNG, WEBP or GIF image."


def _upload(
    client: TestClient, person_id: int, data: bytes, name: str = "photo.jpg", kind: str = "image/jpeg"
):  # type: ignore[no-untyped-def]
    return client.post(f"/api/people/{person_id}/photo", files={"file": (name, data, kind)})


def _files(data_dir: Path) -> list[str]:
    folder = data_dir / "ip_photos"
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


@pytest.fixture
def person(data_dir: Path) -> Person:
    """A person without a photo, and no photo files left by earlier tests (the data folder is shared)."""
    shutil.rmtree(data_dir / "ip_photos", ignore_errors=True)
    return add_person(last_name="Dela Cruz", first_name="Juan Ñino")


def test_upload_stores_photo_and_thumbnail(ipmr_client: TestClient, person: Person, data_dir: Path) -> None:
    r = _upload(ipmr_client, person.id, image_bytes(size=(2400, 1800)))
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["photo_url"].startswith(f"/api/people/{person.id}/photo?v=")
    assert body["thumb_url"] == body["photo_url"] + "&size=thumb"
    names = _files(data_dir)
    assert len(names) == 2
    full, thumb = sorted(names, key=len)
    stamp = full.split("_")[0]
    assert stamp.isdigit() and full == f"{stamp}_dela-cruz_juan-nino.jpg"
    assert thumb == f"{stamp}_dela-cruz_juan-nino_thumb.jpg"

    photo = ipmr_client.get(body["photo_url"])
    assert photo.status_code == 200
    assert photo.headers["content-type"] == "image/jpeg"
    assert photo.headers["cache-control"] == "no-store"
    assert Image.open(BytesIO(photo.content)).size == (1600, 1200)
    small = ipmr_client.get(body["thumb_url"])
    assert small.status_code == 200 and Image.open(BytesIO(small.content)).size == (128, 96)


def test_exif_and_gps_are_gone_after_upload(ipmr_client: TestClient, person: Person, data_dir: Path) -> None:
    original = image_bytes(exif=gps_exif())
    assert Image.open(BytesIO(original)).getexif().get(0x8825)  # the upload does carry GPS
    r = _upload(ipmr_client, person.id, original)
    assert r.status_code == 200, r.text
    for url in (r.json()["photo_url"], r.json()["thumb_url"]):
        served = ipmr_client.get(url).content
        assert not Image.open(BytesIO(served)).getexif()
        assert b"Exif" not in served and b"Phone Model X" not in served
    for name in _files(data_dir):
        assert b"Phone Model X" not in (data_dir / "ip_photos" / name).read_bytes()


@pytest.mark.parametrize("fmt", ["PNG", "WEBP", "GIF"])
def test_other_formats_accepted_whatever_the_name(ipmr_client: TestClient, person: Person, fmt: str) -> None:
    r = _upload(
        ipmr_client, person.id, image_bytes(fmt, mode="RGB" if fmt != "GIF" else "P"), "x.txt", "text/plain"
    )
    assert r.status_code == 200, r.text
    assert ipmr_client.get(r.json()["photo_url"]).headers["content-type"] == "image/jpeg"


def test_transparent_image_kept_as_png(ipmr_client: TestClient, person: Person) -> None:
    r = _upload(ipmr_client, person.id, image_bytes("PNG", mode="RGBA"), "a.png", "image/png")
    assert r.status_code == 200, r.text
    served = ipmr_client.get(r.json()["photo_url"])
    assert served.headers["content-type"] == "image/png"
    assert Image.open(BytesIO(served.content)).mode == "RGBA"


def test_not_an_allowed_image_is_refused(ipmr_client: TestClient, person: Person, data_dir: Path) -> None:
    refused = {
        "text renamed .jpg": b"just some text, not a picture\n" * 10,
        "empty": b"",
        "pdf": b"%PDF-1.4\n" + b"0" * 100,
        "bmp": image_bytes("BMP"),
        "truncated jpeg": image_bytes()[:200],
    }
    for case, data in refused.items():
        r = _upload(ipmr_client, person.id, data, "photo.jpg", "image/jpeg")
        assert r.status_code == 400, case
        assert r.json()["error"] == NOT_AN_IMAGE, case
    assert _files(data_dir) == []


def test_six_megabyte_image_is_refused(ipmr_client: TestClient, person: Person, data_dir: Path) -> None:
    data = image_bytes("PNG", size=(1600, 1200))
    data += b"\0" * (6 * 1024 * 1024 - len(data))  # a real PNG padded past 5 MB
    r = _upload(ipmr_client, person.id, data, "big.png", "image/png")
    assert r.status_code == 413
    assert r.json()["error"] == "The photo must be 5 MB or smaller."
    assert _files(data_dir) == []


def test_missing_file(ipmr_client: TestClient, person: Person) -> None:
    r = ipmr_client.post(f"/api/people/{person.id}/photo", data={"other": "x"})
    assert r.status_code == 400
    assert r.json()["error"] == "Choose a photo to upload."


def test_upload_for_unknown_person_is_404(ipmr_client: TestClient, database_url: str) -> None:
    assert _upload(ipmr_client, 987654, image_bytes()).status_code == 404


def test_replacing_deletes_the_old_files(ipmr_client: TestClient, person: Person, data_dir: Path) -> None:
    first = _upload(ipmr_client, person.id, image_bytes()).json()
    old = _files(data_dir)
    second = _upload(ipmr_client, person.id, image_bytes("PNG", mode="RGBA"), "b.png", "image/png").json()
    new = _files(data_dir)
    assert len(new) == 2 and not set(old) & set(new)
    assert second["photo_url"] != first["photo_url"]
    assert ipmr_client.get(first["photo_url"]).headers["cache-control"] == "no-store"


def test_purging_a_person_removes_photo_files(
    ipmr_client: TestClient, person: Person, data_dir: Path
) -> None:
    assert _upload(ipmr_client, person.id, image_bytes()).status_code == 200
    assert len(_files(data_dir)) == 2
    assert ipmr_client.delete(f"/api/people/{person.id}").status_code == 204
    assert len(_files(data_dir)) == 2  # in the Trash: the photo waits for a restore
    r = ipmr_client.delete(
        f"/api/admin/trash/{person.id}",
        params={"last_name": person.last_name, "disposal_authority": "NAP DA 2026-07"},
    )
    assert r.status_code == 204
    assert _files(data_dir) == []


def test_photo_not_reachable_signed_out(
    ipmr_client: TestClient, raw_client: TestClient, person: Person, data_dir: Path
) -> None:
    body = _upload(ipmr_client, person.id, image_bytes()).json()
    for url in (body["photo_url"], body["thumb_url"]):
        assert raw_client.get(url).status_code == 401
    # Nothing under the data folder is served as a file.
    for name in _files(data_dir):
        assert raw_client.get(f"/ip_photos/{name}").content != (data_dir / "ip_photos" / name).read_bytes()


def test_no_photo_is_404(user_client: TestClient, person: Person) -> None:
    r = user_client.get(f"/api/people/{person.id}/photo")
    assert r.status_code == 404
    assert r.json()["error"] == "This person has no photo."


def test_stored_keys(ipmr_client: TestClient, person: Person, session: Session) -> None:
    body = _upload(ipmr_client, person.id, image_bytes()).json()
    stored = session.get(Person, person.id)
    assert stored is not None and stored.photo_key is not None and stored.thumb_key is not None
    assert stored.photo_key.startswith("ip_photos/") and stored.photo_key.endswith(".jpg")
    assert body["photo_url"].endswith(f"?v={stored.photo_version}")


def test_no_photo_is_kept_in_the_browsers_cache(
    ipmr_client: TestClient, user_client: TestClient, person: Person
) -> None:
    """Every photo answer says no-store: a photo seen before signing out is not left on the disk of a shared
    computer (`private, no-cache` kept it there). Person photos with and without their version, thumbnails,
    barangay photos and their placeholders alike."""
    body = _upload(ipmr_client, person.id, image_bytes()).json()
    assert (
        ipmr_client.put("/api/barangays/Ajos/photo", files={"file": ("a.jpg", image_bytes())}).status_code
        == 200
    )
    urls = [
        body["photo_url"],
        body["thumb_url"],
        f"/api/people/{person.id}/photo",
        f"/api/people/{person.id}/photo?size=thumb",
        ipmr_client.get("/api/barangays").json()["items"][0]["photo_url"],
        "/api/barangays/Ajos/photo",
        "/api/barangays/Nowhere/photo",  # the generated placeholder
    ]
    for client in (ipmr_client, user_client):
        answers = [client.get(url) for url in urls]
        assert [(r.status_code, r.headers["cache-control"]) for r in answers] == [(200, "no-store")] * len(
            urls
        )
