"""Checking an uploaded photo by its content and re-encoding it.

The file's name and declared type are ignored: Pillow must recognise the bytes as JPEG, PNG, WEBP or GIF.
The picture is then drawn again into a new file (JPEG, or PNG when it has transparency) that carries no
metadata of any kind: no EXIF, GPS, XMP, comment or colour profile (colours are turned into sRGB first), after
turning it upright by its EXIF orientation. Photos are kept at most 1600 px on the long side, with a 128 px
thumbnail for tables and suggestions.

A small file can hold a huge picture, so memory is bounded before and while decoding: the pixel count is
checked from the header, at most DECODES_AT_ONCE pictures are decoded at a time, a JPEG is decoded at a
reduced scale, and any other picture is shrunk by a whole factor strip by strip (never a second full-size
copy).
"""

import threading
from dataclasses import dataclass
from io import BytesIO
from typing import cast

from PIL import Image, ImageCms, UnidentifiedImageError

from katutubo.core.errors import AppError, BadRequest
from katutubo.core.messages import Message
from katutubo.photos.memory import give_back_freed_memory
from katutubo.rules import photos as photo_rules
from katutubo.rules.photos import MAX_BYTES

MAX_PIXELS = 25_000_000
DECODES_AT_ONCE = 2
FULL_SIZE = 1600
THUMB_SIZE = 128
JPEG_QUALITY = 88
STRIP_ROWS = 64  # rows of the shrunk picture made at a time
FORMATS = ("JPEG", "PNG", "WEBP", "GIF")  # katutubo.rules.photos.MEDIA_TYPES as browsers name them

# The rules' texts (the browser is told them beforehand), with their codes.
NOT_AN_IMAGE = Message("photos.not_an_image", photo_rules.NOT_AN_IMAGE)
TOO_LARGE = Message("photos.too_large", photo_rules.TOO_LARGE)
TOO_MANY_PIXELS = Message("photos.too_many_pixels", "The photo is too large (max 25 megapixels).")

DECODE_SLOTS = threading.BoundedSemaphore(DECODES_AT_ONCE)
_UPRIGHT = {
    2: Image.Transpose.FLIP_LEFT_RIGHT,
    3: Image.Transpose.ROTATE_180,
    4: Image.Transpose.FLIP_TOP_BOTTOM,
    5: Image.Transpose.TRANSPOSE,
    6: Image.Transpose.ROTATE_270,
    7: Image.Transpose.TRANSVERSE,
    8: Image.Transpose.ROTATE_90,
}
_SRGB = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB"))
_DECODE_ERRORS = (
    UnidentifiedImageError,
    OSError,
    ValueError,
    SyntaxError,
    EOFError,
    Image.DecompressionBombError,
)


class PhotoTooLarge(AppError):
    status_code = 413


@dataclass(frozen=True)
class ProcessedPhoto:
    full: bytes
    thumb: bytes
    extension: str  # "jpg" or "png"
    media_type: str


def _open(data: bytes) -> Image.Image:
    """The picture with only its header read; 413 past the pixel budget, 400 for anything else."""
    try:
        image = Image.open(BytesIO(data), formats=FORMATS)
    except _DECODE_ERRORS:
        raise BadRequest(NOT_AN_IMAGE) from None
    if image.width * image.height > MAX_PIXELS:
        raise PhotoTooLarge(TOO_MANY_PIXELS)
    return image


def _working_mode(image: Image.Image) -> str:
    alpha = image.mode in ("RGBA", "LA", "PA", "La", "RGBa") or "transparency" in image.info
    return "RGBA" if alpha else "RGB"


def _shrink(image: Image.Image, mode: str) -> Image.Image:
    """`image` in `mode`, made smaller by the largest whole factor that keeps its long side at least
    FULL_SIZE; converted and reduced a strip at a time, so no second full-size copy is ever made."""
    factor = max(1, max(image.size) // FULL_SIZE)
    if factor == 1:
        return image if image.mode == mode else image.convert(mode)
    width, height = image.size
    shrunk = Image.new(mode, (-(-width // factor), -(-height // factor)))
    step = STRIP_ROWS * factor
    for top in range(0, height, step):
        strip = image.crop((0, top, width, min(height, top + step)))
        shrunk.paste(
            (strip if strip.mode == mode else strip.convert(mode)).reduce(factor), (0, top // factor)
        )
    return shrunk


def _in_srgb(image: Image.Image, icc_profile: bytes | None) -> Image.Image:
    """The colours turned from the picture's own profile into sRGB, so no profile needs to be kept."""
    if not icc_profile:
        return image
    try:
        source = ImageCms.ImageCmsProfile(BytesIO(icc_profile))
        converted = ImageCms.profileToProfile(image, source, _SRGB, outputMode=image.mode)
    except (ImageCms.PyCMSError, OSError, ValueError, TypeError):
        return image  # a profile that does not fit the picture is dropped
    return converted if converted is not None else image


def _decode(image: Image.Image) -> Image.Image:
    """The first frame, decoded small (see _shrink), upright, in sRGB, with no metadata left on it."""
    image.draft(None, (FULL_SIZE, FULL_SIZE))  # JPEG: decoded at 1/2, 1/4 or 1/8 scale when that is enough
    image.seek(0)
    image.load()
    orientation = image.getexif().get(0x0112)
    icc_profile = image.info.get("icc_profile")
    small = _shrink(image, _working_mode(image))
    if orientation in _UPRIGHT:
        small = small.transpose(_UPRIGHT[orientation])
    small = _in_srgb(small, icc_profile)
    small.info = {}  # comments, EXIF, XMP, profiles: none of it is written again
    return small


def _has_transparency(image: Image.Image) -> bool:
    if image.mode != "RGBA":
        return False
    lowest, _highest = cast(tuple[int, int], image.getchannel("A").getextrema())
    return lowest < 255


def _encode(image: Image.Image, extension: str) -> bytes:
    out = BytesIO()
    if extension == "png":
        image.save(out, format="PNG")
    else:
        image.save(out, format="JPEG", quality=JPEG_QUALITY, optimize=True)
    return out.getvalue()


def _decoded(source: Image.Image) -> Image.Image:
    """The source decoded small; its full-size pixels are let go before this returns."""
    try:
        picture = _decode(source)
    except _DECODE_ERRORS:
        raise BadRequest(NOT_AN_IMAGE) from None
    if picture is not source:
        source.close()  # releases the full-size pixels now
    return picture


def _reencoded(picture: Image.Image) -> ProcessedPhoto:
    transparent = _has_transparency(picture)
    image = picture if transparent else picture.convert("RGB")
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


def process_photo(data: bytes) -> ProcessedPhoto:
    """Refuses files over 5 MB or 25 megapixels (413) and anything else than an image (400); re-encodes
    photo and thumb, at most DECODES_AT_ONCE at a time (the refusals do not wait)."""
    if len(data) > MAX_BYTES:
        raise PhotoTooLarge(TOO_LARGE)
    source = _open(data)
    with DECODE_SLOTS:
        try:
            return _reencoded(_decoded(source))
        finally:
            del source
            give_back_freed_memory()
