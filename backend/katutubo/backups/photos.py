"""The photos of a backup, wherever they are kept (katutubo.photos.storage): on disk they are archived from
the data folder as they are; from an object store they are first copied into the backup's scratch folder, and
a restore swaps them in, all or nothing (`swap_in`, `swap_back`)."""

import os
import shutil
from pathlib import Path

from katutubo.core.private_files import PRIVATE_DIR, private_dir
from katutubo.photos.storage import LocalStorage, PhotoStorage

PHOTO_FOLDERS = ("ip_photos", "barangay_photos")
PREVIOUS = "previous"  # in a restore's scratch folder: the photos it replaced
PREVIOUS_COMPLETE = "previous.done"  # an object store's photos all copied into PREVIOUS


def staged_photos(storage: PhotoStorage, data_dir: Path, work: Path) -> Path:
    """A folder holding PHOTO_FOLDERS as they are stored: the data folder itself, or a copy in `work`."""
    if _on_disk(storage, data_dir):
        return data_dir
    _copy_out_of_store(storage, work / "photos")
    return work / "photos"


def _copy_out_of_store(storage: PhotoStorage, target: Path) -> None:
    for folder in PHOTO_FOLDERS:
        for key in storage.keys(folder):
            path = target / key
            path.parent.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
            path.write_bytes(storage.read(key))


def photo_files(photos: Path) -> list[tuple[str, Path]]:
    """(name in the archive, file) of every photo in `photos` (a folder holding PHOTO_FOLDERS)."""
    found = []
    for folder in PHOTO_FOLDERS:
        root = photos / folder
        if root.is_dir():
            found += [(p.relative_to(photos).as_posix(), p) for p in sorted(root.rglob("*")) if p.is_file()]
    return found


def holds_photos(storage: PhotoStorage) -> bool:
    return any(storage.keys(folder) for folder in PHOTO_FOLDERS)


def _copy_into_store(storage: PhotoStorage, source: Path) -> None:
    """Makes the store's photos exactly those of `source` (a folder holding PHOTO_FOLDERS)."""
    wanted = photo_files(source)
    for key, path in wanted:
        storage.save(key, path.read_bytes())
    kept = {key for key, _ in wanted}
    for folder in PHOTO_FOLDERS:
        for key in storage.keys(folder):
            if key not in kept:
                storage.delete(key)


def _on_disk(storage: PhotoStorage, data_dir: Path) -> bool:
    return isinstance(storage, LocalStorage) and storage.root == data_dir.resolve()


def swap_in(storage: PhotoStorage, data_dir: Path, restored: Path, work: Path) -> None:
    """Replaces the stored photos by the archive's (`restored` holds its PHOTO_FOLDERS), keeping the
    replaced ones in `work`/PREVIOUS until `swap_back` or the end of the restore. On disk each folder is
    renamed aside and the restored one renamed in (`restored` is in the data folder: no copy, nothing half
    written). In an object store the current photos are copied into `work` first (marked complete by
    PREVIOUS_COMPLETE), then the archive's are written and the others removed."""
    previous = work / PREVIOUS
    previous.mkdir(mode=PRIVATE_DIR, exist_ok=True)
    if _on_disk(storage, data_dir):
        for name in PHOTO_FOLDERS:
            private_dir(data_dir / name)
            (restored / name).mkdir(mode=PRIVATE_DIR, exist_ok=True)
            os.rename(data_dir / name, previous / name)
            os.rename(restored / name, data_dir / name)
        return
    _copy_out_of_store(storage, previous)
    (work / PREVIOUS_COMPLETE).touch()
    _copy_into_store(storage, restored)


def swap_back(storage: PhotoStorage, data_dir: Path, work: Path) -> None:
    """Undoes `swap_in` (also one interrupted half way, found by the next restore or migrate); PREVIOUS is
    gone once the photos are back."""
    previous = work / PREVIOUS
    if _on_disk(storage, data_dir):
        for name in PHOTO_FOLDERS:
            if (previous / name).is_dir():
                shutil.rmtree(data_dir / name, ignore_errors=True)
                os.rename(previous / name, data_dir / name)
    elif (work / PREVIOUS_COMPLETE).is_file():
        _copy_into_store(storage, previous)
    (work / PREVIOUS_COMPLETE).unlink(missing_ok=True)
    shutil.rmtree(previous, ignore_errors=True)
