"""Where photo files live, behind a small interface: the data folder on disk (the default), or an
S3-compatible object store when KATUTUBO_STORAGE_URL is s3://... (katutubo.photos.storage_s3), for a
registry served by more than one machine. `get_storage` chooses; the callers do not know which."""

import os
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Protocol

from fastapi import Depends

from katutubo.core.config import Settings, get_settings
from katutubo.core.private_files import PRIVATE_DIR


class PhotoStorage(Protocol):
    def save(self, key: str, data: bytes) -> None: ...

    def read(self, key: str) -> bytes:
        """The stored bytes; FileNotFoundError when there are none."""
        ...

    def delete(self, key: str) -> None:
        """Remove the file; nothing happens when it is already gone."""
        ...

    def keys(self, folder: str) -> list[str]:
        """Every stored key under `folder` (e.g. 'ip_photos'), sorted: what a backup copies."""
        ...


class LocalStorage:
    """Files under the data folder; keys are relative paths such as ip_photos/1700000000000_cruz_juan.jpg."""

    def __init__(self, root: Path) -> None:
        self.root = root.resolve()

    def path(self, key: str) -> Path:
        path = (self.root / key).resolve()
        if not path.is_relative_to(self.root) or path == self.root:
            raise ValueError(f"Storage key outside the data folder: {key!r}")
        return path

    def save(self, key: str, data: bytes) -> None:
        """Written to a temporary file first (mode 0600), so a reader never sees half a photo."""
        path = self.path(key)
        path.parent.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".upload-")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def read(self, key: str) -> bytes:
        return self.path(key).read_bytes()

    def delete(self, key: str) -> None:
        self.path(key).unlink(missing_ok=True)

    def keys(self, folder: str) -> list[str]:
        root = self.path(folder)
        if not root.is_dir():
            return []
        return sorted(p.relative_to(self.root).as_posix() for p in root.rglob("*") if p.is_file())


@lru_cache
def _object_store(url: str) -> PhotoStorage:
    from katutubo.photos.storage_s3 import S3Storage  # boto3 loads only when a store is configured

    return S3Storage.from_url(url)


def get_storage(settings: Annotated[Settings, Depends(get_settings)]) -> PhotoStorage:
    if settings.storage_url:
        return _object_store(settings.storage_url)
    return LocalStorage(settings.data_dir)


Storage = Annotated[PhotoStorage, Depends(get_storage)]
