"""Checking an uploaded photo by its content and re-encoding it.

The file's name and declared type are ignored: Pillow must recognise the bytes as JPEG, PNG, WEBP or GIF.
The picture is then drawn again into a new file (JPEG, or PNG when it has transparency), which leaves every
piece of metadata behind (EXIF, GPS, comments) after turning it upright by its EXIF orientation. Photos are
kept at most 1600 px on the long side, with a 128 px thumbnail for tables and suggestions.
"""

from dataclasses import dataclass
from io import BytesIO
from typing import cast

from PIL import Image, ImageOps, UnidentifiedImageError

from katutubo.core.errors import AppError, BadRequest

MAX_BYTES = 5 * 1024 * 1024
MAX_PIXELS = 40_000_000
FULL_SIZE = 1600
THUMB_SIZE = 128
JPEG_QUALITY = 88
FORMATS = ("JPEG", "PNG", "WEBP", "GIF")
# The same four formats as browsers name them (the form's file picker and its pre-check, via /api/reference).
MEDIA_TYPES = ("image/jpeg", "image/png", "image/webp", "image/gif")

NOT_AN_IMAGE = "The photo must be a JPEG, PNG, WEBP or GIF image."
TOO_LARGE = "The photo must be 5 MB or smaller."
TOO_MANY_PIXELS = "The photo must be at most 40 megapixels."


class PhotoTooLarge(AppError):
    status_code = 413


@dataclass(frozen=True)
class ProcessedPhoto:
    full: bytes
    thumb: bytes
    extension: str  # "jpg" or "png"
    media_type: str


def _open(data: bytes) -> Image.Image:
    """The first frame, decoded and upright; BadRequest for anything that is not one of the four formats."""
    try:
        image = Image.open(BytesIO(data), formats=FORMATS)
    except (UnidentifiedImageError, OSError, ValueError, Image.DecompressionBombError):
        raise BadRequest(NOT_AN_IMAGE) from None
    if image.width * image.height > MAX_PIXELS:
        raise BadRequest(TOO_MANY_PIXELS)
    try:
        image.seek(0)
        image.load()
        return ImageOps.exif_transpose(image)
    except (OSError, ValueError, SyntaxError, EOFError):
        raise BadRequest(NOT_AN_IMAGE) from None


def _has_transparency(image: Image.Image) -> bool:
    if image.mode not in ("RGBA", "LA", "PA") and "transparency" not in image.info:
        return False
    alpha = image.convert("RGBA").getchannel("A")
    lowest, _highest = cast(tuple[int, int], alpha.getextrema())
    return lowest < 255


def _encode(image: Image.Image, extension: str) -> bytes:
    out = BytesIO()
    if extension == "png":
        image.save(out, format="PNG")
    else:
        # Only the colour profile is carried over; it says nothing about the person or the place.
        icc_profile = image.info.get("icc_profile")
        image.save(out, format="JPEG", quality=JPEG_QUALITY, optimize=True, icc_profile=icc_profile)
    return out.getvalue()


def process_photo(data: bytes) -> ProcessedPhoto:
    """Refuses files over 5 MB (413) and anything else than an image (400); re-encodes photo and thumb."""
    if len(data) > MAX_BYTES:
        raise PhotoTooLarge(TOO_LARGE)
    source = _open(data)
    transparent = _has_transparency(source)
    image = source.convert("RGBA" if transparent else "RGB")
    image.thumbnail((FULL_SIZE, FULL_SIZE), Image.Resampling.LANCZOS)
    thumb = image.copy()
    thumb.thumbnail((THUMB_SIZE, THUMB_SIZE), Image.Resampling.LANCZOS)
    extension = "png" if transparent else "jpg"
    return ProcessedPhoto(
        full=_encode(image, extension),
        thumb=_encode(thumb, extension),
        extension=extension,
        media_type="image/png" if transparent else "image/jpeg",
    )
