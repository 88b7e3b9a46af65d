"""Attaching a photo to a person and letting it go."""

import re
import time
import unicodedata
from pathlib import PurePosixPath

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from katutubo import audit
from katutubo.core.errors import Conflict
from katutubo.core.messages import Message
from katutubo.models import Person, User
from katutubo.models.base import utcnow
from katutubo.people.changes import target
from katutubo.photos.cleanup import replace_files
from katutubo.photos.processing import process_photo
from katutubo.photos.storage import PhotoStorage

PHOTO_FOLDER = "ip_photos"
SAVED_AT_ONCE = Message(
    "photos.saved_at_once", "Another photo was saved here at the same moment. Reload and try again."
)
_UNSAFE = re.compile(r"[^a-z0-9]+")


def flush_photo_change(db: Session) -> None:
    """Two uploads for one person or barangay at the same moment: the later one is refused (409) and its
    files go with its rollback."""
    try:
        db.flush()
    except (StaleDataError, IntegrityError):
        raise Conflict(SAVED_AT_ONCE) from None


def safe_name(text: str) -> str:
    """'Dela Cruz' -> 'dela-cruz', 'Ñino' -> 'nino': letters and digits only, safe on any file system."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return _UNSAFE.sub("-", ascii_text).strip("-")[:40] or "unnamed"


def photo_keys(person: Person, extension: str, millis: int) -> tuple[str, str]:
    """ip_photos/{timestamp}_{lastname}_{firstname}.{ext} and the thumbnail beside it."""
    stem = f"{PHOTO_FOLDER}/{millis}_{safe_name(person.last_name)}_{safe_name(person.first_name)}"
    return f"{stem}.{extension}", f"{stem}_thumb.{extension}"


def store_photo(db: Session, person: Person, data: bytes, storage: PhotoStorage) -> tuple[str | None, str]:
    """Check and re-encode the picture, store it, and point the person at it; the old files go on commit.
    Returns the old and new file names."""
    processed = process_photo(data)
    millis = time.time_ns() // 1_000_000
    current = person.photo_version or 0  # None until a new person is flushed
    if millis <= current:
        millis = current + 1
    full_key, thumb_key = photo_keys(person, processed.extension, millis)
    old_name = PurePosixPath(person.photo_key).name if person.photo_key else None
    replace_files(db, storage, written=[full_key, thumb_key], replaced=[person.photo_key, person.thumb_key])
    storage.save(full_key, processed.full)
    storage.save(thumb_key, processed.thumb)
    person.photo_key, person.thumb_key, person.photo_version = full_key, thumb_key, millis
    return old_name, PurePosixPath(full_key).name


def set_photo(db: Session, person: Person, data: bytes, storage: PhotoStorage, actor: User) -> None:
    """An upload: stored as above and audited with the file names (never the bytes)."""
    old_name, new_name = store_photo(db, person, data, storage)
    person.updated_at, person.updated_by = utcnow(), actor.id
    flush_photo_change(db)
    audit.record(db, actor, "person.photo_changed", target(person), {"photo": [old_name, new_name]})


def forget_photo(db: Session, person: Person, storage: PhotoStorage) -> None:
    """The person is going away: their files go once that is committed."""
    replace_files(db, storage, written=[], replaced=[person.photo_key, person.thumb_key])
