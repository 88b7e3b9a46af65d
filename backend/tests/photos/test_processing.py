"""Re-encoding rules, the storage interface, and files following the transaction."""

from io import BytesIO
from pathlib import Path

import pytest
from PIL import Image
from sqlalchemy import select

from katutubo.core.db import get_sessionmaker
from katutubo.models import Person
from katutubo.photos.cleanup import replace_files
from katutubo.photos.processing import PhotoTooLarge, process_photo
from katutubo.photos.service import safe_name
from katutubo.photos.storage import LocalStorage
from tests.people.factories import image_bytes


def test_exif_orientation_is_applied_before_metadata_goes() -> None:
    exif = Image.Exif()
    exif[0x0112] = 6  # Orientation: rotate 90° clockwise to display
    out = process_photo(image_bytes(size=(40, 20), exif=exif))
    assert Image.open(BytesIO(out.full)).size == (20, 40)


def test_opaque_png_becomes_jpeg_transparent_stays_png() -> None:
    assert process_photo(image_bytes("PNG", mode="RGB")).extension == "jpg"
    opaque_rgba = Image.new("RGBA", (10, 10), (1, 2, 3, 255))
    buffer = BytesIO()
    opaque_rgba.save(buffer, format="PNG")
    assert process_photo(buffer.getvalue()).extension == "jpg"
    transparent = process_photo(image_bytes("PNG", mode="RGBA"))
    assert (transparent.extension, transparent.media_type) == ("png", "image/png")


RED, BLUE = (200, 30, 30), (30, 30, 200)


def _close(pixel: tuple[int, ...], colour: tuple[int, int, int]) -> bool:
    return all(abs(a - b) <= 12 for a, b in zip(pixel, colour, strict=False))  # JPEG is lossy


def test_animated_gif_keeps_the_first_frame() -> None:
    buffer = BytesIO()
    red, blue = (Image.new("RGB", (30, 30), colour) for colour in (RED, BLUE))
    red.save(buffer, format="GIF", save_all=True, append_images=[blue], duration=100)
    gif = Image.open(BytesIO(buffer.getvalue()))
    gif.seek(1)
    assert _close(gif.convert("RGB").getpixel((15, 15)), BLUE)  # the file really moves on to a blue frame

    out = process_photo(buffer.getvalue())
    for stored in (out.full, out.thumb):
        image = Image.open(BytesIO(stored))
        assert image.size == (30, 30) and getattr(image, "n_frames", 1) == 1
        lowest, highest = zip(*image.convert("RGB").getextrema(), strict=True)  # every pixel is in between
        assert _close(lowest, RED) and _close(highest, RED)


def test_too_many_pixels() -> None:
    huge = image_bytes("PNG", size=(8000, 6000), mode="1")
    with pytest.raises(PhotoTooLarge, match=r"The photo is too large \(max 25 megapixels\)\.") as exc:
        process_photo(huge)
    assert exc.value.status_code == 413


def test_size_limit_is_checked_first() -> None:
    with pytest.raises(PhotoTooLarge) as exc:
        process_photo(b"\0" * (5 * 1024 * 1024 + 1))
    assert exc.value.status_code == 413


@pytest.mark.parametrize(
    ("text", "safe"), [("Dela Cruz", "dela-cruz"), ("Ñino", "nino"), ("../../etc", "etc"), ("  ", "unnamed")]
)
def test_safe_name(text: str, safe: str) -> None:
    assert safe_name(text) == safe


def test_local_storage_round_trip_and_refuses_escaping_keys(tmp_path: Path) -> None:
    storage = LocalStorage(tmp_path)
    storage.save("ip_photos/a.jpg", b"abc")
    assert storage.read("ip_photos/a.jpg") == b"abc"
    storage.delete("ip_photos/a.jpg")
    storage.delete("ip_photos/a.jpg")  # already gone: nothing happens
    with pytest.raises(FileNotFoundError):
        storage.read("ip_photos/a.jpg")
    with pytest.raises(ValueError):
        storage.save("../outside.jpg", b"x")


@pytest.mark.parametrize("outcome", ["commit", "rollback"])
def test_files_follow_the_transaction(tmp_path: Path, database_url: str, outcome: str) -> None:
    storage = LocalStorage(tmp_path)
    for key in ("old.jpg", "new.jpg"):
        storage.save(key, b"x")
    db = get_sessionmaker()()
    try:
        db.execute(select(Person.id))  # a real transaction is open
        replace_files(db, storage, written=["new.jpg"], replaced=["old.jpg"])
        db.commit() if outcome == "commit" else db.rollback()
        db.execute(select(Person.id))  # later transactions change nothing
        db.rollback()
    finally:
        db.close()
    remaining = sorted(p.name for p in tmp_path.iterdir())
    assert remaining == (["new.jpg"] if outcome == "commit" else ["old.jpg"])
