"""Backups kept in KATUTUBO_BACKUP_DIR: writing one (with a small NAME.json beside it: the manifest's summary
and whether the written archive was read back and every checksum matched), listing, keeping the newest
KATUTUBO_BACKUP_KEEP. An archive is written under a temporary name and put in place only when whole: a backup
that fails leaves no file, and the list never shows half of one."""

import json
import os
import re
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

from katutubo.backups import archive, restore
from katutubo.backups.photos import staged_photos
from katutubo.core import signing
from katutubo.core.clock import utc_now
from katutubo.core.config import Settings
from katutubo.core.errors import AppError, NotFound
from katutubo.core.messages import Message
from katutubo.core.private_files import create_private, private_dir, write_private
from katutubo.photos.storage import get_storage

NAME = re.compile(r"katutubo-backup-\d{8}-\d{6}(-\d+)?\.tar\.gz(\.age)?")
PARTIAL = ".katutubo-backup-"  # the temporary name's start: hidden, and never a NAME
SCRATCH = ".scratch"  # a backup's scratch folder's end (PARTIAL…SCRATCH)
NOT_FOUND = Message("backups.not_found", "Backup not found.")
# What an interrupted backup (a server killed while writing) leaves is removed once it is this old: longer
# than any backup takes, so never one being written now (an encrypted one's temporary file stays empty, its
# time unchanged, until the plain archive is written and read back).
LEFTOVER_SECONDS = 24 * 60 * 60


def new_name(folder: Path, encrypted: bool) -> str:
    """A name no archive or summary in `folder` has yet."""
    stamp = utc_now().strftime("%Y%m%d-%H%M%S")
    suffix = ".tar.gz.age" if encrypted else ".tar.gz"
    name, n = f"katutubo-backup-{stamp}{suffix}", 1
    while (folder / name).exists() or _summary_path(folder / name).exists():
        n += 1
        name = f"katutubo-backup-{stamp}-{n}{suffix}"
    return name


def _summary_path(path: Path) -> Path:
    return path.with_name(path.name + ".json")


def _scratch(settings: Settings) -> "tempfile.TemporaryDirectory[str]":
    """A scratch folder for a backup's dump and read-back: in the private backup folder (0700), never the
    system's temp folder, and removed by `prune` (a day old) when a killed backup left it."""
    folder = private_dir(settings.resolved_backup_dir)
    return tempfile.TemporaryDirectory(dir=folder, prefix=PARTIAL, suffix=SCRATCH)


def _verify(path: Path, settings: Settings) -> bool:
    """The written archive read back, its signature and every checksum checked (for an encrypted backup, the
    plain archive before encryption: the server holds no key to open it)."""
    with _scratch(settings) as scratch:
        try:
            restore.verified(path, None, Path(scratch), [signing.public_key(settings)])
        except AppError:
            return False
    return True


def write_backup(
    settings: Settings, output: Path | None = None, recipient: str | None = None
) -> dict[str, Any]:
    """Writes an archive (default: a new file in the backup folder); returns its summary. On any failure
    nothing is left: not the archive, not its summary."""
    folder = private_dir(settings.resolved_backup_dir)
    fd, name = tempfile.mkstemp(dir=output.parent if output else folder, prefix=PARTIAL, suffix=".partial")
    os.close(fd)  # 0600: a copy of everything, the server's account only
    partial = Path(name)
    try:
        summary = _write(settings, partial, recipient)
        return _put_in_place(partial, summary, output, folder)
    finally:
        partial.unlink(missing_ok=True)  # moved or linked into place by now, unless it failed


def _write(settings: Settings, target: Path, recipient: str | None) -> dict[str, Any]:
    with _scratch(settings) as scratch:
        work = Path(scratch)
        photos = staged_photos(get_storage(settings), settings.data_dir, work)
        if recipient:  # check the plain archive, then encrypt it
            plain = work / "plain.tar.gz"
            manifest = archive.write(settings, photos, plain, work, with_certificate_key=True)
            ok = _verify(plain, settings)
            archive.encrypt(plain, target, recipient)
        else:
            manifest = archive.write(settings, photos, target, work, with_certificate_key=False)
            ok = _verify(target, settings)
    return {
        "name": target.name,
        "created_at": manifest["created_at"],
        "size": target.stat().st_size,
        "counts": manifest["counts"],
        "schema_revision": manifest["schema_revision"],
        "encrypted": bool(recipient),
        "verified": ok,
    }


def _put_in_place(
    partial: Path, summary: dict[str, Any], output: Path | None, folder: Path
) -> dict[str, Any]:
    """The summary first, then the archive beside it (listed only once both are there). In the backup folder
    the name is claimed by making the summary, so two backups finishing in the same second keep both."""
    while True:
        target = output or folder / new_name(folder, summary["encrypted"])
        summary["name"] = target.name
        body = json.dumps(summary, indent=2).encode()
        if output:
            write_private(_summary_path(target), body)
        elif not create_private(_summary_path(target), body):
            continue  # another backup took the name meanwhile
        try:
            if output:
                os.replace(partial, target)
            else:
                os.link(partial, target)
        except BaseException as failed:
            _summary_path(target).unlink(missing_ok=True)
            if isinstance(failed, FileExistsError):
                continue
            raise
        return summary


def list_backups(settings: Settings) -> list[dict[str, Any]]:
    """Newest first: every archive with its summary beside it (what a failed backup left is never shown); an
    archive whose size no longer matches what was written is shown as not verified."""
    folder = settings.resolved_backup_dir
    found = []
    for path in sorted(folder.glob("katutubo-backup-*"), reverse=True) if folder.is_dir() else []:
        if not NAME.fullmatch(path.name):
            continue
        try:
            summary = json.loads(_summary_path(path).read_text())
            size = path.stat().st_size
        except (OSError, ValueError):  # no summary (never finished), or pruned by another process meanwhile
            continue
        summary["verified"] = bool(summary.get("verified")) and summary.get("size") == size
        found.append(summary)
    return sorted(found, key=lambda s: s["created_at"], reverse=True)


def backup_path(settings: Settings, name: str) -> Path:
    path = settings.resolved_backup_dir / name
    if not NAME.fullmatch(name) or not path.is_file():
        raise NotFound(NOT_FOUND)
    return path


def prune(settings: Settings) -> list[str]:
    """Deletes all but the newest KATUTUBO_BACKUP_KEEP backups, and what failed or interrupted backups left;
    returns the names of the backups deleted."""
    old = list_backups(settings)[max(settings.backup_keep, 1) :]
    for summary in old:
        path = settings.resolved_backup_dir / summary["name"]
        path.unlink(missing_ok=True)
        _summary_path(path).unlink(missing_ok=True)
    for path in _leftovers(settings.resolved_backup_dir):
        if path.is_dir():
            shutil.rmtree(path, ignore_errors=True)
        else:
            path.unlink(missing_ok=True)
    return [s["name"] for s in old]


def _leftovers(folder: Path) -> list[Path]:
    """What failed or interrupted backups left, once older than LEFTOVER_SECONDS (so never a backup another
    process is writing now)."""
    found = []
    old = time.time() - LEFTOVER_SECONDS
    for path in folder.iterdir() if folder.is_dir() else []:
        try:
            if path.stat().st_mtime < old and _is_leftover(path):
                found.append(path)
        except FileNotFoundError:  # removed by another process meanwhile
            continue
    return found


def _is_leftover(path: Path) -> bool:
    """A temporary archive or scratch folder, a summary without its archive, or an empty archive without a
    summary (what a failed backup left before archives were written under a temporary name). An archive with
    content but no summary is left alone: it may be one a person copied here."""
    name = path.name
    if name.startswith(PARTIAL) and name.endswith((".partial", SCRATCH)):
        return True
    if name.endswith(".json") and NAME.fullmatch(name.removesuffix(".json")):
        return not path.with_name(name.removesuffix(".json")).exists()
    return bool(NAME.fullmatch(name)) and path.stat().st_size == 0 and not _summary_path(path).exists()
