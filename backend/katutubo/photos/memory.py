"""Memory freed after a large decode goes back to the operating system at once.

glibc keeps freed blocks in per-thread arenas for reuse, so after a burst of photo decodes on several worker
threads the server would stay hundreds of megabytes larger than it needs to be. malloc_trim(0) hands the free
parts of every arena back; elsewhere (another C library) this does nothing."""

import ctypes
import ctypes.util
from collections.abc import Callable

_trim: Callable[[int], int] | None = None
try:
    _libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    _trim = _libc.malloc_trim
except (OSError, AttributeError):
    _trim = None


def give_back_freed_memory() -> None:
    if _trim is not None:
        _trim(0)
