"""`katutubo import-barangay-photos DIR`: one picture per barangay, matched by file name with the spec's
normalisation and aliases ('san_jose.jpg' is San Jose Anyao). Files that match no barangay, or are not
pictures, are reported and left alone."""

from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy.orm import Session

from katutubo.barangays.names import match_barangay
from katutubo.barangays.service import set_barangay_photo
from katutubo.core.errors import AppError
from katutubo.photos.storage import PhotoStorage


@dataclass
class PhotoImport:
    matched: dict[str, str] = field(default_factory=dict)  # file name -> barangay
    unmatched: list[str] = field(default_factory=list)
    refused: dict[str, str] = field(default_factory=dict)  # file name -> reason


def import_barangay_photos(db: Session, storage: PhotoStorage, folder: Path) -> PhotoImport:
    report = PhotoImport()
    for path in sorted(p for p in folder.iterdir() if p.is_file() and not p.name.startswith(".")):
        barangay = match_barangay(path.stem)
        if barangay is None:
            report.unmatched.append(path.name)
            continue
        try:
            with db.begin_nested():
                set_barangay_photo(db, storage, barangay, path.read_bytes(), user_id=None)
        except AppError as exc:
            report.refused[path.name] = exc.message
            continue
        report.matched[path.name] = barangay
    return report
