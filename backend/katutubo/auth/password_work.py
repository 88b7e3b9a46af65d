"""The public auth endpoints' work (captcha checks, argon2 password hashing at 64 MiB each, rate-limit
counting) runs on threads of its own, at most WORKERS at once: a burst of sign-ins waits in its own queue and
never takes the threads, the memory or the database connections every other request needs."""

import asyncio
from collections.abc import Callable
from functools import partial
from typing import ParamSpec, TypeVar
from weakref import WeakKeyDictionary

from anyio import CapacityLimiter, to_thread

WORKERS = 2
P = ParamSpec("P")
T = TypeVar("T")

# One limiter per event loop (a limiter belongs to the loop it was first used on).
_limiters: WeakKeyDictionary[asyncio.AbstractEventLoop, CapacityLimiter] = WeakKeyDictionary()


def _limiter() -> CapacityLimiter:
    loop = asyncio.get_running_loop()
    if loop not in _limiters:
        _limiters[loop] = CapacityLimiter(WORKERS)
    return _limiters[loop]


async def password_work(work: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """`work(*args, **kwargs)` on a password worker thread (the request's context, so its audit details,
    goes along)."""
    return await to_thread.run_sync(partial(work, *args, **kwargs), limiter=_limiter())
