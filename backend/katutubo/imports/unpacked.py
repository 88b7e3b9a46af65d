"""An uploaded workbook's zip members read with every decompressed byte counted, never trusting the sizes the
zip declares: a 7.8 MB XLSX can unpack to gigabytes. All the parts read from one file share a budget set by
the upload's own size (UNPACK_RATIO times it, at least UNPACK_FLOOR, at most UNPACK_CEILING); a part parsed
whole (the workbook, its relationships, the styles) has a smaller ceiling of its own, PART_CEILING, since
its parsed tree costs far more memory than its text. Past either the file is refused (Refused) as soon as
the byte that crosses it is read; nothing is allocated by a declared size."""

import zipfile
from pathlib import Path
from typing import IO

from katutubo.core.messages import Message

UNPACK_RATIO = 100  # real workbooks compress 5-20 times; a sheet of one repeated row, up to ~100
UNPACK_FLOOR = 16 * 1024 * 1024  # a small file's parts may unpack to this much, whatever its size
UNPACK_CEILING = 2 * 1024 * 1024 * 1024  # all of a file's parts together (the sheet is streamed)
PART_CEILING = 4 * 1024 * 1024  # one part parsed whole (workbook.xml, its .rels, styles.xml)
MAX_MEMBERS = 100_000  # files in one zip (a workbook has tens; a photo folder, one a person)
TOO_LARGE_UNPACKED = Message(
    "imports.too_large_unpacked",
    "The spreadsheet is too large once unpacked: split it into smaller files and import them one by one.",
)


class Refused(Exception):
    """The file breaks a bound; `message` is the message for the person who uploaded it."""

    def __init__(self, message: Message) -> None:
        super().__init__(message)
        self.message = message


def open_zip(path: Path | str) -> zipfile.ZipFile:
    """The zip, once its end record says it holds at most MAX_MEMBERS files (zipfile reads a record of
    every one of them at once, ~0.5 KB each)."""
    with open(path, "rb") as file:
        end = zipfile._EndRecData(file)  # type: ignore[attr-defined]
    if end is None:
        raise zipfile.BadZipFile("not a zip")
    if end[zipfile._ECD_ENTRIES_TOTAL] > MAX_MEMBERS:  # type: ignore[attr-defined]
        raise Refused(TOO_LARGE_UNPACKED)
    return zipfile.ZipFile(path)


class Budget:
    """The decompressed bytes one upload's parts may still take."""

    def __init__(self, packed_size: int) -> None:
        self.left = min(UNPACK_CEILING, max(UNPACK_FLOOR, UNPACK_RATIO * packed_size))

    def take(self, size: int) -> None:
        self.left -= size
        if self.left < 0:
            raise Refused(TOO_LARGE_UNPACKED)


class Counted:
    """A zip member's stream that counts what it gives against the budget (and the part's own ceiling)."""

    CHUNK = 64 * 1024

    def __init__(self, member: IO[bytes], budget: Budget, ceiling: int | None = None) -> None:
        self.member, self.budget, self.ceiling = member, budget, ceiling
        self.count = 0

    def read(self, size: int = -1) -> bytes:
        data = self.member.read(size if size >= 0 else self.CHUNK)
        if size < 0:  # "all of it": read on, a chunk at a time, until the end or a bound
            parts = [data]
            while parts[-1]:
                self._count(len(parts[-1]))
                parts.append(self.member.read(self.CHUNK))
            return b"".join(parts)
        self._count(len(data))
        return data

    def _count(self, size: int) -> None:
        self.count += size
        self.budget.take(size)
        if self.ceiling is not None and self.count > self.ceiling:
            raise Refused(TOO_LARGE_UNPACKED)

    def close(self) -> None:
        self.member.close()

    def __enter__(self) -> "Counted":
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()
