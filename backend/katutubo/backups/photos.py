"""The photos of a backup, wherever they are kept (katutubo.photos.storage): on disk they are archived from
the data folder as they are; from an object store they are first copied into the backup's scratch folder, and
a restore puts them back into the store."""

import shutil
from pathlib import Path

from katutubo.photos.storage import LocalStorage, PhotoStorage

PHOTO_FOLDERS = ("ip_photos", "barangay_photos")


def staged_photos(storage: PhotoStorage, data_dir: Path, work: Path) -> Path:
    """A folder holding PHOTO_FOLDERS as they are stored: the data folder itself, or a copy in `work`."""
    if isinstance(storage, LocalStorage) and storage.root == data_dir.resolve():
        return data_dir
    staged = work / "photos"
    for folder in PHOTO_FOLDERS:
        for key in storage.keys(folder):
            path = staged / key
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(storage.read(key))
    return staged


def holds_photos(storage: PhotoStorage) -> bool:
    return any(storage.keys(folder) for folder in PHOTO_FOLDERS)


def put_back(storage: PhotoStorage, data_dir: Path, restored: Path) -> None:
    """Replace the stored photos by the archive's (`restored` holds its PHOTO_FOLDERS)."""
    if isinstance(storage, LocalStorage) and storage.root == data_dir.resolve():
        for name in PHOTO_FOLDERS:
            shutil.rmtree(data_dir / name, ignore_errors=True)
            if (restored / name).is_dir():
                shutil.copytree(restored / name, data_dir / name)
        return
    for folder in PHOTO_FOLDERS:
        for key in storage.keys(folder):
            storage.delete(key)
        root = restored / folder
        if root.is_dir():
            for path in sorted(root.rglob("*")):
                if path.is_file():
                    storage.save(path.relative_to(restored).as_posix(), path.read_bytes())
