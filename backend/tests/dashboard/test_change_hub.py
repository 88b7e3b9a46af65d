"""The process's one poller and its listeners, without a server: a stream opened while a poll is under way is
judged by the next poll, not ended for not having been asked about."""

import asyncio
import threading

from katutubo.access.scope import WHOLE
from katutubo.dashboard import events
from katutubo.dashboard.events import ChangeHub, Changes, Poll


def test_a_stream_opened_during_a_poll_stays_open(monkeypatch, settings):
    started, release = threading.Event(), threading.Event()

    def slow_poll(tokens: set[str], _settings: object) -> Poll:
        started.set()
        release.wait(5)
        # every session asked about is live
        return Poll(Changes({None: (1, 7)}), frozenset(tokens), dict.fromkeys(tokens, WHOLE))

    monkeypatch.setattr(events, "poll_once", slow_poll)

    async def scenario() -> tuple[bool, bool, str | None]:
        hub = ChangeHub()
        hub.poll_seconds = 0.01
        first = hub.subscribe("first", WHOLE, None, settings)
        await asyncio.to_thread(started.wait, 5)
        second = hub.subscribe("second", WHOLE, None, settings)  # while the poll reads the sessions
        release.set()
        await asyncio.sleep(0.2)
        hub.unsubscribe(first)
        hub.unsubscribe(second)
        return first.ended, second.ended, second.seen

    assert asyncio.run(scenario()) == (False, False, "7.1")
