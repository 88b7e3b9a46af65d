"""`katutubo import-people PEOPLE.json [--photos DIR] [--dry-run] [--strict]`."""

from pathlib import Path

from katutubo.core import statistics
from katutubo.core.config import get_settings
from katutubo.core.db import get_sessionmaker
from katutubo.imports import legacy
from katutubo.imports.checks import LegacyPerson
from katutubo.imports.photo_files import FolderPhotos, NoPhotos, PhotoFiles
from katutubo.imports.service import Importer, ImportReport, record_import
from katutubo.people import tally
from katutubo.photos.storage import get_storage


def report_lines(report: ImportReport, dry_run: bool, aborted: bool) -> list[str]:
    lines = [f"rejected {e.ref} ({e.column}): {e.message}" for e in report.rejected]
    lines += [f"photo {e.ref}: {e.message}" for e in report.photo_problems]
    c = report.counts
    if aborted:
        lines.append(f"Strict import: {c['rejected']} rejected, so nothing was imported.")
    elif dry_run:
        lines.append(
            f"Dry run: {c['create']} to create, {c['update']} to update, {c['unchanged']} unchanged, "
            f"{c['rejected']} rejected. Nothing was written."
        )
    else:
        lines.append(
            f"Created {c['create']}, updated {c['update']}, unchanged {c['unchanged']}, "
            f"rejected {c['rejected']}."
        )
    return lines


def import_people(path: Path, photos: PhotoFiles, dry_run: bool, strict: bool) -> tuple[ImportReport, bool]:
    """(the report, whether the import was aborted); writes only when neither dry run nor aborted."""
    importer = Importer(storage=get_storage(get_settings()), photos=photos, schema=LegacyPerson)
    with get_sessionmaker()() as db:
        try:
            report = importer.add_all(db, None, legacy.candidates(path))
            aborted = strict and report.counts["rejected"] > 0
            if dry_run or aborted:
                db.rollback()
            else:
                record_import(db, None, path.name, report.counts)
                tally.compact_if_large(db)
                statistics.refresh(db)
                db.commit()
        except BaseException:
            db.rollback()
            raise
    return report, aborted


def run_import_people(file: str, photos_dir: str | None, dry_run: bool, strict: bool) -> None:
    photos: PhotoFiles = FolderPhotos(Path(photos_dir)) if photos_dir else NoPhotos()
    try:
        report, aborted = import_people(Path(file), photos, dry_run, strict)
    except legacy.UnreadableFile as exc:
        raise SystemExit(f"error: {exc}") from None
    print("\n".join(report_lines(report, dry_run, aborted)))
    if aborted:
        raise SystemExit(1)
