"""Backups kept in KATUTUBO_BACKUP_DIR: writing one (with a small NAME.json beside it: the manifest's summary
and whether the written archive was read back and every checksum matched), listing, keeping the newest
KATUTUBO_BACKUP_KEEP."""

import json
import os
import re
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from katutubo.backups import archive, restore
from katutubo.backups.photos import staged_photos
from katutubo.core import signing
from katutubo.core.config import Settings
from katutubo.core.errors import AppError, NotFound
from katutubo.core.private_files import PRIVATE_FILE, private_dir, write_private
from katutubo.photos.storage import get_storage

NAME = re.compile(r"katutubo-backup-\d{8}-\d{6}(-\d+)?\.tar\.gz(\.age)?")
NOT_FOUND = "Backup not found."


def new_name(folder: Path, encrypted: bool) -> str:
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    suffix = ".tar.gz.age" if encrypted else ".tar.gz"
    name, n = f"katutubo-backup-{stamp}{suffix}", 1
    while (folder / name).exists():
        n += 1
        name = f"katutubo-backup-{stamp}-{n}{suffix}"
    return name


def _summary_path(path: Path) -> Path:
    return path.with_name(path.name + ".json")


def _verify(path: Path, settings: Settings) -> bool:
    """The written archive read back, its signature and every checksum checked (for an encrypted backup, the
    plain archive before encryption: the server holds no key to open it)."""
    with tempfile.TemporaryDirectory(prefix="katutubo-verify-") as scratch:
        try:
            restore.verified(path, None, Path(scratch), [signing.public_key(settings)])
        except AppError:
            return False
    return True


def write_backup(
    settings: Settings, output: Path | None = None, recipient: str | None = None
) -> dict[str, Any]:
    """Writes an archive (default: a new file in the backup folder); returns its summary."""
    folder = private_dir(settings.resolved_backup_dir)
    target = output or folder / new_name(folder, bool(recipient))
    target.touch(mode=PRIVATE_FILE)  # a copy of everything: the server's account only
    os.chmod(target, PRIVATE_FILE)
    with tempfile.TemporaryDirectory(prefix="katutubo-backup-") as scratch:
        work = Path(scratch)
        if recipient:  # check the plain archive, then encrypt it
            plain = work / "plain.tar.gz"
            photos = staged_photos(get_storage(settings), settings.data_dir, work)
            manifest = archive.write(settings, photos, plain, work)
            ok = _verify(plain, settings)
            archive.encrypt(plain, target, recipient)
        else:
            photos = staged_photos(get_storage(settings), settings.data_dir, work)
            manifest = archive.write(settings, photos, target, work)
            ok = _verify(target, settings)
    summary = {
        "name": target.name,
        "created_at": manifest["created_at"],
        "size": target.stat().st_size,
        "counts": manifest["counts"],
        "schema_revision": manifest["schema_revision"],
        "encrypted": bool(recipient),
        "verified": ok,
    }
    write_private(_summary_path(target), json.dumps(summary, indent=2).encode())
    return summary


def list_backups(settings: Settings) -> list[dict[str, Any]]:
    """Newest first; an archive whose size no longer matches what was written is shown as not verified."""
    folder = settings.resolved_backup_dir
    found = []
    for path in sorted(folder.glob("katutubo-backup-*"), reverse=True) if folder.is_dir() else []:
        if not NAME.fullmatch(path.name) or not _summary_path(path).is_file():
            continue
        summary = json.loads(_summary_path(path).read_text())
        summary["verified"] = bool(summary.get("verified")) and summary.get("size") == path.stat().st_size
        found.append(summary)
    return sorted(found, key=lambda s: s["created_at"], reverse=True)


def backup_path(settings: Settings, name: str) -> Path:
    path = settings.resolved_backup_dir / name
    if not NAME.fullmatch(name) or not path.is_file():
        raise NotFound(NOT_FOUND)
    return path


def prune(settings: Settings) -> list[str]:
    """Deletes all but the newest KATUTUBO_BACKUP_KEEP backups; returns the names deleted."""
    old = list_backups(settings)[max(settings.backup_keep, 1) :]
    for summary in old:
        path = settings.resolved_backup_dir / summary["name"]
        path.unlink(missing_ok=True)
        _summary_path(path).unlink(missing_ok=True)
    return [s["name"] for s in old]
