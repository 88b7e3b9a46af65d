"""Open live streams are counted: at most PER_SESSION for one session and PER_ADDRESS from one client address
(a 429 past that), so one account or one machine cannot hold the server's connections open by the hundred.
Counted per server process (a stream lives in one process); each slot is freed when its stream ends,
however it ends."""

import threading
from collections import Counter
from collections.abc import AsyncIterable, Callable
from typing import Any

from starlette.responses import StreamingResponse
from starlette.types import Receive, Scope, Send

from katutubo.core.config import get_settings
from katutubo.core.errors import TooManyRequests
from katutubo.core.messages import Message

PER_SESSION = 5
PER_ADDRESS = 50
TOO_MANY_STREAMS = Message(
    "dashboard.too_many_streams", "Too many live dashboards are open. Close some tabs and try again."
)


class StreamSlots:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._sessions: Counter[str] = Counter()
        self._addresses: Counter[str] = Counter()

    def take(self, session: str, address: str) -> Callable[[], None]:
        """A slot for one more stream, or TooManyRequests; returns the function that frees it (once)."""
        with self._lock:
            per_address = PER_ADDRESS * get_settings().address_limit_factor  # an office behind one address
            if self._sessions[session] >= PER_SESSION or self._addresses[address] >= per_address:
                raise TooManyRequests(TOO_MANY_STREAMS)
            self._sessions[session] += 1
            self._addresses[address] += 1
        freed = False

        def free() -> None:
            nonlocal freed
            with self._lock:
                if not freed:
                    freed = True
                    for counts, key in ((self._sessions, session), (self._addresses, address)):
                        counts[key] -= 1
                        if not counts[key]:
                            del counts[key]

        return free


SLOTS = StreamSlots()


class SlottedStream(StreamingResponse):
    """A streamed response that frees its slot when it ends: finished, disconnected or cancelled."""

    def __init__(self, content: AsyncIterable[str], free: Callable[[], None], **kwargs: Any) -> None:
        super().__init__(content, **kwargs)
        self.free = free

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await super().__call__(scope, receive, send)
        finally:
            self.free()
