"""Barangay populations (one grouped query for all 46) and barangay photos; a reader sees the barangays of
their scope (katutubo.access.scope: an encoder's own) with the scope's people."""

import time
from urllib.parse import quote

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from katutubo.access.scope import Scope
from katutubo.barangays.names import match_barangay
from katutubo.barangays.schemas import BarangayOut
from katutubo.core.errors import NotFound
from katutubo.core.messages import Message
from katutubo.models import BarangayPhoto, PeopleTally
from katutubo.models.base import utcnow
from katutubo.people.tally import people_count
from katutubo.photos.cleanup import replace_files
from katutubo.photos.processing import process_photo
from katutubo.photos.service import flush_photo_change, safe_name
from katutubo.photos.storage import PhotoStorage
from katutubo.reference.data import barangays
from katutubo.reference.places import place_by_name

PHOTO_FOLDER = "barangay_photos"
UNKNOWN_BARANGAY = Message("barangays.unknown_barangay", "Barangay not found.")


def photo_url(name: str, version: int | None) -> str:
    return f"/api/barangays/{quote(name)}/photo" + (f"?v={version}" if version else "")


def populations(db: Session, scope: Scope) -> dict[str, int]:
    """From the people tally (katutubo.people.tally): one small GROUP BY whatever the registry's size. A
    barangay whose tally rows sum to nothing (all its people gone since the last compaction) has no entry, as
    one that never had anyone."""
    rows = db.execute(
        select(PeopleTally.barangay, func.sum(PeopleTally.people))
        .where(*scope.conditions(PeopleTally.barangay))
        .group_by(PeopleTally.barangay)
    ).all()
    return {name: int(count) for name, count in rows if name is not None and count}


def list_barangays(db: Session, scope: Scope) -> list[BarangayOut]:
    """The barangays of the scope in the spec's order, each with its population."""
    counts = populations(db, scope)
    versions = {
        name: version for name, version in db.execute(select(BarangayPhoto.name, BarangayPhoto.version))
    }
    return [
        _out(name, counts.get(name, 0), versions.get(name)) for name in scope.offered_barangays(barangays())
    ]


def _out(name: str, population: int, version: int | None) -> BarangayOut:
    place = place_by_name()[name]
    return BarangayOut(
        name=name,
        code=place.code,
        population=population,
        census_population=place.census_population,
        latitude=place.latitude,
        longitude=place.longitude,
        photo_url=photo_url(name, version),
    )


def barangay_out(db: Session, name: str) -> BarangayOut:
    population = people_count(db, PeopleTally.barangay == name)
    row = db.get(BarangayPhoto, name)
    return _out(name, population, row.version if row else None)


def require_barangay(name: str) -> str:
    canonical = match_barangay(name)
    if canonical is None:
        raise NotFound(UNKNOWN_BARANGAY)
    return canonical


def photo_barangay(scope: Scope, name: str) -> str | None:
    """The barangay whose photo is asked for (None: not a barangay: a placeholder is drawn for the name);
    outside the scope, "Barangay not found." (404), as for a name that is no barangay at all."""
    canonical = match_barangay(name)
    if not scope.is_whole and (canonical is None or not scope.includes_barangay(canonical)):
        raise NotFound(UNKNOWN_BARANGAY)
    return canonical


def set_barangay_photo(
    db: Session, storage: PhotoStorage, name: str, data: bytes, user_id: int | None
) -> str:
    """Check and re-encode the picture (metadata stripped), store it, and replace any earlier one."""
    canonical = require_barangay(name)
    processed = process_photo(data)
    row = db.get(BarangayPhoto, canonical)
    version = max(time.time_ns() // 1_000_000, (row.version + 1) if row else 0)
    key = f"{PHOTO_FOLDER}/{safe_name(canonical)}_{version}.{processed.extension}"
    replace_files(db, storage, written=[key], replaced=[row.photo_key if row else None])
    storage.save(key, processed.full)
    if row is None:
        db.add(BarangayPhoto(name=canonical, photo_key=key, version=version, updated_by=user_id))
    else:
        row.photo_key, row.version, row.updated_at, row.updated_by = key, version, utcnow(), user_id
    flush_photo_change(db)
    return canonical
