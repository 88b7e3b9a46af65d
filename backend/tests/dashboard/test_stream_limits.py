"""At most 5 open live streams per session and 50 per client address (429 beyond), against a real server; a
stream's slot is free again as soon as it ends."""

import threading
from collections.abc import Callable
from contextlib import ExitStack

import httpx
import pytest

from katutubo.dashboard import router as dashboard_router
from katutubo.dashboard import stream_slots

MESSAGE = "Too many live dashboards are open. Close some tabs and try again."


class ObservedSlots(stream_slots.StreamSlots):
    """The real slots, telling each time one is freed (the server frees it once it sees the stream end)."""

    def __init__(self) -> None:
        super().__init__()
        self.freed = threading.Semaphore(0)

    def take(self, session: str, address: str) -> Callable[[], None]:
        free = super().take(session, address)

        def free_and_tell() -> None:
            free()
            self.freed.release()

        return free_and_tell


@pytest.fixture
def slots(monkeypatch) -> ObservedSlots:
    observed = ObservedSlots()
    monkeypatch.setattr(dashboard_router, "SLOTS", observed)
    return observed


# A loaded 2-core machine (both databases' suites side by side) has kept a stream's answer waiting past 10 s;
# the limit is what is tested, not the speed.
WAIT = 60


def open_stream(stack: ExitStack, client: httpx.Client) -> httpx.Response:
    return stack.enter_context(client.stream("GET", "/api/dashboard/events"))


def test_five_streams_per_session(live_url, users, slots):
    with httpx.Client(base_url=live_url, timeout=WAIT) as browser:
        users.sign_in(browser, users.create())
        with ExitStack() as tabs:
            assert [open_stream(tabs, browser).status_code for _ in range(5)] == [200] * 5
            sixth = browser.get("/api/dashboard/events")
            assert (sixth.status_code, sixth.json()["error"]) == (429, MESSAGE)
        for _ in range(5):  # the five closed: the server frees their slots
            assert slots.freed.acquire(timeout=WAIT)
        with ExitStack() as tabs:
            assert open_stream(tabs, browser).status_code == 200


def test_streams_per_address_across_sessions(live_url, users, slots, monkeypatch):
    monkeypatch.setattr(stream_slots, "PER_ADDRESS", 3)  # 50 in production; the rule is the same
    browsers = [httpx.Client(base_url=live_url, timeout=WAIT) for _ in range(4)]
    try:
        for browser in browsers:
            users.sign_in(browser, users.create())
        with ExitStack() as tabs:
            assert [open_stream(tabs, b).status_code for b in browsers[:3]] == [200] * 3
            assert browsers[3].get("/api/dashboard/events").status_code == 429
    finally:
        for browser in browsers:
            browser.close()
