"""What the registry accepts as a photo: the limits the server checks (katutubo.photos.processing) and the
browser is told beforehand (/api/reference: katutubo.reference.service), with their messages. Here, below
both, because the reference lists stand below the people packages that photos builds on."""

MAX_BYTES = 5 * 1024 * 1024
# The formats Pillow is asked to recognise (katutubo.photos.processing.FORMATS) as browsers name them: the
# form's file picker and its pre-check, via /api/reference.
MEDIA_TYPES = ("image/jpeg", "image/png", "image/webp", "image/gif")

NOT_AN_IMAGE = "The photo must be a JPEG, PNG, WEBP or GIF image."
TOO_LARGE = "The photo must be 5 MB or smaller."
