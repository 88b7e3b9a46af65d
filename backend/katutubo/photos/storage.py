"""Where photo files live, behind a small interface: local disk now; an S3-compatible store would be one more
class with the same three methods, chosen in `get_storage`, without touching the callers."""

import os
import tempfile
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


def get_storage(settings: Annotated[Settings, Depends(get_settings)]) -> PhotoStorage:
    return LocalStorage(settings.data_dir)


Storage = Annotated[PhotoStorage, Depends(get_storage)]
