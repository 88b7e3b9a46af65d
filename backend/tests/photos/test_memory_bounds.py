"""A small file can hold a huge picture: the pixel budget is checked from the header before decoding, a
JPEG is decoded at a reduced scale, any other picture is shrunk strip by strip (never a second full-size
copy), and at most two pictures are decoded at once. The memory figures are `make bench`'s
(scripts/bench_photos.py)."""

import threading
from io import BytesIO

import pytest
from PIL import Image

from katutubo.photos import processing
from katutubo.photos.processing import PhotoTooLarge, process_photo
from tests.people.factories import add_person, image_bytes

WAIT = 30  # seconds a blocked step may take before the test gives up (never reached when it passes)


def test_a_small_file_with_40_megapixels_is_refused_before_decoding(monkeypatch, ipmr_client):
    bomb = image_bytes("PNG", size=(6300, 6300), mode="1")  # 39.7 megapixels
    assert len(bomb) < 200_000
    monkeypatch.setattr(processing, "_decode", lambda _image: pytest.fail("decoded"))
    with pytest.raises(PhotoTooLarge):
        process_photo(bomb)
    person = add_person()
    r = ipmr_client.post(f"/api/people/{person.id}/photo", files={"file": ("b.png", bomb, "image/png")})
    assert r.status_code == 413
    assert r.json()["error"] == "The photo is too large (max 25 megapixels)."


def test_a_jpeg_is_decoded_at_a_reduced_scale(monkeypatch):
    decoded_sizes = []
    real_shrink = processing._shrink
    monkeypatch.setattr(
        processing,
        "_shrink",
        lambda image, mode: decoded_sizes.append(image.size) or real_shrink(image, mode),
    )
    out = process_photo(image_bytes("JPEG", size=(6000, 4000)))
    assert decoded_sizes == [(3000, 2000)]  # a quarter of the pixels were ever decoded
    assert Image.open(BytesIO(out.full)).size == (1600, 1067)


def test_other_pictures_are_shrunk_strip_by_strip(monkeypatch):
    """25 megapixels of palette PNG: every conversion works on a strip, never on the whole picture."""
    converted = []
    real_convert = Image.Image.convert

    def convert(image, *args, **kwargs):  # type: ignore[no-untyped-def]
        converted.append(image.width * image.height)
        return real_convert(image, *args, **kwargs)

    monkeypatch.setattr(Image.Image, "convert", convert)
    out = process_photo(image_bytes("PNG", size=(5000, 5000), mode="P"))
    assert max(converted) < 5000 * 5000 // 8  # strips, then the shrunk picture: never the whole one
    assert Image.open(BytesIO(out.full)).size == (1600, 1600)
    assert Image.open(BytesIO(out.thumb)).size == (128, 128)


def test_at_most_two_pictures_are_decoded_at_once(monkeypatch):
    active, most = 0, 0
    lock = threading.Condition()
    gate = threading.Event()
    real_decode = processing._decode

    def decode(image):  # type: ignore[no-untyped-def]
        nonlocal active, most
        with lock:
            active += 1
            most = max(most, active)
            lock.notify_all()
        gate.wait(WAIT)
        with lock:
            active -= 1
        return real_decode(image)

    monkeypatch.setattr(processing, "_decode", decode)
    photo = image_bytes(size=(200, 100))
    threads = [threading.Thread(target=process_photo, args=(photo,)) for _ in range(6)]
    for thread in threads:
        thread.start()
    with lock:
        assert lock.wait_for(lambda: active == 2, WAIT)
    assert not processing.DECODE_SLOTS.acquire(blocking=False)  # both slots taken, four uploads wait
    gate.set()
    for thread in threads:
        thread.join(WAIT)
    assert most == 2
