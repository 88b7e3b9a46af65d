"""No metadata of any kind survives in a stored image: every JPEG segment and PNG chunk of the stored photo,
thumbnail and barangay photo is read, and only the ones that draw the picture are there."""

import struct
from io import BytesIO
from pathlib import Path

import pytest
from PIL import Image, ImageCms, PngImagePlugin

from tests.people.factories import add_person, gps_exif

SECRET = b"GPS 13.6545,122.3334 secret comment"
# Markers that only draw the picture: SOI, APP0 (JFIF), DQT, SOF0/SOF2, DHT, DRI, SOS, EOI.
PICTURE_MARKERS = {0xD8, 0xE0, 0xDB, 0xC0, 0xC2, 0xC4, 0xDD, 0xDA, 0xD9}
PICTURE_CHUNKS = {b"IHDR", b"PLTE", b"tRNS", b"IDAT", b"IEND"}


def jpeg_markers(data: bytes) -> list[int]:
    """Every marker of a JPEG file, in order (the entropy-coded data after SOS is skipped)."""
    assert data[:2] == b"\xff\xd8"
    markers, at = [0xD8], 2
    while at < len(data):
        assert data[at] == 0xFF, f"no marker at {at}"
        marker = data[at + 1]
        markers.append(marker)
        if marker == 0xD9:
            return markers
        (length,) = struct.unpack(">H", data[at + 2 : at + 4])
        at += 2 + length
        if marker == 0xDA:  # scan data runs to the next marker that is not a stuffed byte or a restart
            while not (data[at] == 0xFF and data[at + 1] not in (0x00, *range(0xD0, 0xD8))):
                at += 1
    return markers


def png_chunks(data: bytes) -> list[bytes]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    chunks, at = [], 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        chunks.append(data[at + 4 : at + 8])
        at += 12 + length
    return chunks


def assert_only_picture(data: bytes) -> None:
    assert SECRET not in data and b"secret-xmp" not in data and b"Phone Model X" not in data
    if data[:2] == b"\xff\xd8":
        assert set(jpeg_markers(data)) <= PICTURE_MARKERS
        assert data[6:11] == b"JFIF\x00"
    else:
        assert set(png_chunks(data)) <= PICTURE_CHUNKS


def jpeg_with_everything() -> bytes:
    out = BytesIO()
    profile = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()
    Image.new("RGB", (400, 300), (200, 30, 30)).save(
        out,
        format="JPEG",
        comment=SECRET,
        exif=gps_exif(),
        xmp=b"<x:xmpmeta>secret-xmp</x:xmpmeta>",
        icc_profile=profile,
    )
    data = out.getvalue()
    markers = jpeg_markers(data)
    assert 0xFE in markers and 0xE1 in markers and 0xE2 in markers  # COM, EXIF/XMP, ICC
    return data


def png_with_everything() -> bytes:
    info = PngImagePlugin.PngInfo()
    info.add_text("Comment", SECRET.decode())
    info.add_itxt("XML:com.adobe.xmp", "<x:xmpmeta>secret-xmp</x:xmpmeta>")
    out = BytesIO()
    Image.new("RGBA", (300, 200), (10, 20, 30, 100)).save(out, format="PNG", pnginfo=info, exif=gps_exif())
    return out.getvalue()


def stored_files(data_dir: Path, folder: str) -> list[bytes]:
    return [path.read_bytes() for path in sorted((data_dir / folder).glob("*")) if path.is_file()]


@pytest.mark.parametrize("make", [jpeg_with_everything, png_with_everything])
def test_person_photo_and_thumbnail_keep_no_metadata(ipmr_client, data_dir, make):
    person = add_person()
    r = ipmr_client.post(f"/api/people/{person.id}/photo", files={"file": ("p", make(), "image/jpeg")})
    assert r.status_code == 200, r.text
    served = [ipmr_client.get(r.json()[url]).content for url in ("photo_url", "thumb_url")]
    stored = stored_files(data_dir, "ip_photos")
    assert len(stored) >= 2
    for data in served + stored:
        assert_only_picture(data)


def test_barangay_photo_keeps_no_metadata(ipmr_client, data_dir):
    r = ipmr_client.put("/api/barangays/Ajos/photo", files={"file": ("b.jpg", jpeg_with_everything())})
    assert r.status_code == 200, r.text
    assert_only_picture(ipmr_client.get(r.json()["photo_url"]).content)
    for data in stored_files(data_dir, "barangay_photos"):
        assert_only_picture(data)
