"""The live stream, against a real server: one poller per process whatever the number of open streams, no
event on connect, and a person written by ANOTHER process reaches every open stream."""

import json
import os
import queue
import subprocess
import sys
import threading
import time
from contextlib import ExitStack

import httpx
import pytest
from sqlalchemy import delete, event

from katutubo.access.scope import Scope
from katutubo.core.db import get_engine, get_sessionmaker
from katutubo.dashboard import events as events_module
from katutubo.models import UserSession
from tests.factories import prime_csrf
from tests.people.factories import add_person

ANOTHER_PROCESS = """
from katutubo.core.db import transaction
from katutubo.people.schemas import PersonCreate
from katutubo.people.service import create_person
from tests.people.factories import person_payload

with transaction() as db:
    create_person(db, PersonCreate.model_validate(person_payload(first_name="Malayo")), None)
"""


class Events:
    """A stream read on a thread of its own: (name, data, id) as they arrive."""

    def __init__(self, response: httpx.Response) -> None:
        self.queue: queue.Queue[tuple[str, dict[str, object], str | None]] = queue.Queue()
        threading.Thread(target=self._read, args=(response,), daemon=True).start()

    def _read(self, response: httpx.Response) -> None:
        name, event_id = None, None
        try:
            for line in response.iter_lines():
                if line.startswith("id: "):
                    event_id = line.removeprefix("id: ")
                elif line.startswith("event: "):
                    name = line.removeprefix("event: ")
                elif line.startswith("data: ") and name:
                    self.queue.put((name, json.loads(line.removeprefix("data: ")), event_id))
                    name, event_id = None, None
        except httpx.HTTPError:
            pass

    def next(self, timeout: float = 10) -> tuple[str, dict[str, object], str | None]:
        return self.queue.get(timeout=timeout)


class Polls:
    """Counts the hub's polls and the SQL statements the server runs between them."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.times: list[float] = []
        self.statements = 0
        self.done = threading.Condition()
        real = events_module.poll_once

        def counted(*args: object) -> events_module.Poll:
            result = real(*args)  # type: ignore[arg-type]
            with self.done:
                self.times.append(time.monotonic())
                self.done.notify_all()
            return result

        monkeypatch.setattr(events_module, "poll_once", counted)

    def count_statement(self, *_args: object) -> None:
        self.statements += 1

    def wait_for(self, count: int, timeout: float = 15) -> None:
        with self.done:
            assert self.done.wait_for(lambda: len(self.times) >= count, timeout)


@pytest.fixture
def polls(monkeypatch) -> Polls:
    return Polls(monkeypatch)


def open_stream(stack: ExitStack, client: httpx.Client, **headers: str) -> Events:
    response = stack.enter_context(client.stream("GET", "/api/dashboard/events", headers=headers))
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/event-stream")
    return Events(response)


def test_no_event_on_connect_and_a_write_from_another_process_arrives_within_two_polls(
    live_url, users, polls, database_url
):
    """Counted in polls (each POLL_SECONDS apart), not measured on the wall clock: the write is told by the
    first poll that starts after it (the second, when one was already running)."""
    assert events_module.POLL_SECONDS * 2 <= 2  # the spec's "within two seconds"
    with httpx.Client(base_url=live_url, timeout=10) as browser, ExitStack() as tabs:
        users.sign_in(browser, users.create())
        stream = open_stream(tabs, browser)
        polls.wait_for(2)
        assert stream.queue.empty()  # nothing on connect: the dashboard has just fetched its data
        env = os.environ | {"KATUTUBO_DATABASE_URL": database_url}
        subprocess.run([sys.executable, "-c", ANOTHER_PROCESS], env=env, check=True, cwd=os.getcwd())
        polls_before = len(polls.times)
        name, data, event_id = stream.next()
        assert len(polls.times) - polls_before <= 2
        assert name == "people-changed" and data["version"] == event_id


def test_many_streams_share_one_poller(live_url, users, polls):
    """Six streams of two sessions: one poll per POLL_SECONDS for the whole process, two statements each
    (the change counter, and the sessions of every stream at once), and every stream hears of a change."""
    with ExitStack() as tabs:
        streams = []
        for _ in range(2):
            browser = tabs.enter_context(httpx.Client(base_url=live_url, timeout=10))
            users.sign_in(browser, users.create())
            streams += [open_stream(tabs, browser) for _ in range(3)]
        polls.wait_for(2)
        event.listen(get_engine(), "before_cursor_execute", polls.count_statement)
        try:
            start = len(polls.times)
            polls.wait_for(start + 3)
            statements, counted = polls.statements, len(polls.times) - start
        finally:
            event.remove(get_engine(), "before_cursor_execute", polls.count_statement)
        assert statements in (2 * counted, 2 * (counted + 1))  # a poll may be under way as counting ends
        gaps = [b - a for a, b in zip(polls.times, polls.times[1:], strict=False)]
        assert min(gaps) >= 0.9 * events_module.POLL_SECONDS  # one poller, not one per stream
        add_person(first_name="Bagong", last_name="Dating")
        assert {s.next()[0] for s in streams} == {"people-changed"}


def test_an_encoder_hears_of_changes_in_their_barangays_only(live_url, users, polls, ipmr_client):
    """An encoder of Ajos is not told that someone in Dahican was edited (nor when: an event would say);
    an IPMR is, and both are told of an edit in Ajos."""
    in_ajos, in_dahican = add_person(barangay="Ajos"), add_person(first_name="Malayo", barangay="Dahican")
    prime_csrf(ipmr_client)
    with ExitStack() as tabs:
        encoder_browser = tabs.enter_context(httpx.Client(base_url=live_url, timeout=10))
        users.sign_in(encoder_browser, users.create(role="encoder", barangays=["Ajos"]))
        ipmr_browser = tabs.enter_context(httpx.Client(base_url=live_url, timeout=10))
        users.sign_in(ipmr_browser, users.create(role="ipmr"))
        encoder, ipmr = open_stream(tabs, encoder_browser), open_stream(tabs, ipmr_browser)
        polls.wait_for(1)

        edit = {"occupation": "Mangingisda", "version": in_dahican.version}
        assert ipmr_client.put(f"/api/people/{in_dahican.id}", json=edit).status_code == 200
        _, _, told_of_dahican = ipmr.next()  # polled: had the encoder's stream been woken, it was by now

        edit = {"occupation": "Mangingisda", "version": in_ajos.version}
        assert ipmr_client.put(f"/api/people/{in_ajos.id}", json=edit).status_code == 200
        assert ipmr.next()[0] == "people-changed"
        name, data, event_id = encoder.next()  # its first event: the edit in Ajos, not the one in Dahican
        assert name == "people-changed"
        assert event_id != told_of_dahican
        assert data["version"] == event_id == events_module.current_version(Scope(frozenset({"Ajos"})))


def test_a_reconnecting_browser_hears_of_what_it_missed(live_url, users, polls):
    with httpx.Client(base_url=live_url, timeout=10) as browser, ExitStack() as tabs:
        users.sign_in(browser, users.create())
        first = open_stream(tabs, browser)
        polls.wait_for(1)
        add_person()
        _, _, seen = first.next()
        assert seen
        up_to_date = open_stream(tabs, browser, **{"Last-Event-ID": seen})
        add_person(first_name="Pangalawa")  # while the next tab was away
        _, _, newer = first.next()
        behind = open_stream(tabs, browser, **{"Last-Event-ID": seen})
        assert behind.next()[2] == newer
        assert up_to_date.next()[2] == newer  # it was connected: told like everyone


def test_the_stream_ends_with_the_session(live_url, users, polls):
    with httpx.Client(base_url=live_url, timeout=5) as browser, ExitStack() as tabs:
        users.sign_in(browser, users.create())
        stream = open_stream(tabs, browser)
        polls.wait_for(1)
        with get_sessionmaker().begin() as db:
            db.execute(delete(UserSession))
        assert stream.next()[0] == "session-ended"


def test_the_stream_needs_a_session(raw_client):
    assert raw_client.get("/api/dashboard/events").status_code == 401
