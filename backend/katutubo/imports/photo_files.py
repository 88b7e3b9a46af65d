"""The original's photos, from the downloaded storage bucket: a folder (CLI) or a .zip of it (upload).

A record's photo is found by its object path ('ip_photos/1700_cruz_juan.jpg'), whether the folder is the
bucket itself (it holds ip_photos/) or the ip_photos folder; failing that, by the file name alone."""

from pathlib import Path, PurePosixPath
from typing import Protocol

from katutubo.core.messages import Message
from katutubo.imports.unpacked import open_zip

PHOTO_MISSING = Message("imports.photo_missing", "Photo file not found: {path}")
PHOTO_LIMIT = 5 * 1024 * 1024 * 4  # read at most this much of one zip member (the photo rule then refuses it)


class PhotoFiles(Protocol):
    def read(self, object_path: str) -> bytes | None:
        """The file's bytes, or None when the folder has no such file."""
        ...


class _Index:
    """File names in the folder or archive, by their last path part."""

    def __init__(self, names: list[str]) -> None:
        self.by_name: dict[str, list[str]] = {}
        for name in names:
            self.by_name.setdefault(PurePosixPath(name).name, []).append(name)

    def find(self, object_path: str) -> str | None:
        wanted = object_path.lstrip("/")
        found = self.by_name.get(PurePosixPath(wanted).name, [])
        exact = [name for name in found if name == wanted or name.endswith("/" + wanted)]
        return next(iter(exact or found), None)


class FolderPhotos:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.index = _Index([p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()])

    def read(self, object_path: str) -> bytes | None:
        name = self.index.find(object_path)
        return (self.folder / name).read_bytes() if name else None


class ZipPhotos:
    def __init__(self, path: Path) -> None:
        self.archive = open_zip(path)
        self.index = _Index([i.filename for i in self.archive.infolist() if not i.is_dir()])

    def read(self, object_path: str) -> bytes | None:
        name = self.index.find(object_path)
        if name is None:
            return None
        with self.archive.open(name) as member:
            return member.read(PHOTO_LIMIT)


class NoPhotos:
    def read(self, object_path: str) -> bytes | None:
        return None
