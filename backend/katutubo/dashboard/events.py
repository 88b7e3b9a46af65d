"""Live dashboard: a server-sent event whenever the people a stream's account sees change, wherever the change
was made.

Every write of a person moves the change counters of its barangays in the people tally in the same transaction
(a trigger, katutubo.people.tally), so a change made through any server process is in the database. ONE
poller per server process reads every barangay's counter once per POLL_SECONDS, together with the sessions
of all the process's open streams and their accounts' barangays (one query each, however many streams are
open), and wakes the streams it concerns: a stream's version is computed from the counters of its account's
barangays alone (an IPMR's, a Chieftain's, a user's: of all of them, the counter of the whole tally), so an
encoder of Ajos hears nothing of an edit in Dahican. A stream is an asyncio wait, holding no thread and no
database connection. The poller runs only while a stream is open.

A stream sends nothing on connect (the dashboard has just fetched its data); each event carries the counter
as its id, and a reconnecting browser (EventSource sends Last-Event-ID) is told at once if it missed a change.
A stream ends as soon as its session does (logged out, expired, idle, disabled)."""

import asyncio
import json
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from sqlalchemy import select
from sqlalchemy.orm import joinedload
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request

from katutubo.access.scope import Scope, scope_of
from katutubo.auth.sessions import is_live
from katutubo.core.clock import utc_now
from katutubo.core.config import Settings
from katutubo.core.db import get_sessionmaker
from katutubo.models import User, UserSession
from katutubo.people.tally import change_counters

log = logging.getLogger(__name__)

POLL_SECONDS = 1.0
KEEP_ALIVE_SECONDS = 15.0
PEOPLE_CHANGED = "people-changed"
SESSION_ENDED = "session-ended"


def version_of(counter: tuple[int, int | None]) -> str:
    rows, newest = counter
    return f"{newest or 0}.{rows}"


@dataclass(frozen=True)
class Changes:
    """Every barangay's change counter (rows, newest id); None: the rows that concern every barangay."""

    counters: dict[str | None, tuple[int, int]]

    def version(self, scope: Scope) -> str:
        """The version a stream of this scope is told: of its barangays' counters only (the whole registry's:
        the counter of the whole tally, as `version_of(change_counter(db))`)."""
        mine = [c for b, c in self.counters.items() if b is None or scope.includes_barangay(b)]
        return version_of((sum(rows for rows, _ in mine), max((newest for _, newest in mine), default=None)))


@dataclass(eq=False)
class Listener:
    """One open stream: the version it last told its browser, and whether there is news."""

    token_hash: str
    scope: Scope
    seen: str | None = None
    changed: bool = False
    ended: bool = False
    wake: asyncio.Event = field(default_factory=asyncio.Event)

    def offer(self, version: str) -> None:
        if self.seen is None:  # the first version this stream learns of is what its browser has
            self.seen = version
        elif version != self.seen:
            self.seen, self.changed = version, True
            self.wake.set()

    def end(self) -> None:
        self.ended = True
        self.wake.set()


@dataclass(frozen=True)
class Poll:
    changes: Changes
    checked: frozenset[str]  # the sessions asked about (a stream opened during the poll was not)
    live: dict[str, Scope]  # the live ones, with their account's scope as it is now

    def ended(self, token_hash: str) -> bool:
        return token_hash in self.checked and token_hash not in self.live


def current_version(scope: Scope) -> str:
    """The version of this scope now: where a stream about to open starts from, read before its answer begins
    (a change made as soon as the browser sees the stream open is then news, not the stream's starting
    point)."""
    with get_sessionmaker()() as db:
        return Changes(change_counters(db)).version(scope)


def poll_once(token_hashes: set[str], settings: Settings) -> Poll:
    """Every barangay's change counter, and which of these sessions are still live with their account's
    scope (a changed role or barangays reach an open stream: its version changes, its dashboard refetches):
    two reads, one session."""
    with get_sessionmaker()() as db:
        changes = Changes(change_counters(db))
        sessions = db.execute(
            select(UserSession, User)
            .join(User, User.id == UserSession.user_id)
            .where(UserSession.token_hash.in_(token_hashes))
            .options(joinedload(User.barangay_rows))
        ).unique()
        at = utc_now()
        live = {s.token_hash: scope_of(user) for s, user in sessions if is_live(s, settings, at)}
        return Poll(changes, frozenset(token_hashes), live)


class ChangeHub:
    """The process's one poller and its listeners (one per open stream)."""

    def __init__(self) -> None:
        self.listeners: set[Listener] = set()
        self.changes: Changes | None = None
        self._task: asyncio.Task[None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self.poll_seconds = POLL_SECONDS

    def subscribe(
        self, token_hash: str, scope: Scope, last_event_id: str | None, settings: Settings
    ) -> Listener:
        loop = asyncio.get_running_loop()
        if self._loop is not loop:  # a new event loop (a restarted test server): nothing of the old one holds
            self.listeners, self.changes, self._task, self._loop = set(), None, None, loop
        listener = Listener(token_hash, scope, seen=last_event_id or None)
        self.listeners.add(listener)
        if self.changes is not None:
            listener.offer(self.changes.version(scope))
        if self._task is None or self._task.done():
            self._task = loop.create_task(self._run(settings))
        return listener

    def unsubscribe(self, listener: Listener) -> None:
        self.listeners.discard(listener)
        if not self.listeners and self._task is not None:
            self._task.cancel()
            self._task, self.changes = None, None

    async def _run(self, settings: Settings) -> None:
        while self.listeners:
            try:
                poll = await run_in_threadpool(
                    poll_once, {lis.token_hash for lis in self.listeners}, settings
                )
            except Exception:  # noqa: BLE001 - the database may be back at the next poll
                log.exception("Polling for changes failed")
            else:
                self.changes = poll.changes
                for listener in list(self.listeners):
                    if poll.ended(listener.token_hash):
                        listener.end()
                        continue
                    listener.scope = poll.live.get(listener.token_hash, listener.scope)
                    listener.offer(poll.changes.version(listener.scope))
            await asyncio.sleep(self.poll_seconds)


HUB = ChangeHub()


def format_event(name: str, data: dict[str, object], event_id: str | None = None) -> str:
    head = f"id: {event_id}\n" if event_id else ""
    return f"{head}event: {name}\ndata: {json.dumps(data)}\n\n"


async def people_events(
    token_hash: str,
    scope: Scope,
    request: Request,
    settings: Settings,
    since: str | None = None,
    hub: ChangeHub = HUB,
) -> AsyncIterator[str]:
    """The stream's lines, of the changes in `scope` (its account's); `since`: the version its browser has
    (`current_version(scope)` when it opened), unless the browser says (Last-Event-ID, reconnecting)."""
    listener = hub.subscribe(token_hash, scope, request.headers.get("last-event-id") or since, settings)
    try:
        yield "retry: 2000\n\n"
        while not await request.is_disconnected():
            try:
                await asyncio.wait_for(listener.wake.wait(), KEEP_ALIVE_SECONDS)
            except TimeoutError:
                yield ": keep-alive\n\n"
                continue
            listener.wake.clear()
            if listener.ended:
                yield format_event(SESSION_ENDED, {})
                return
            if listener.changed:
                listener.changed = False
                yield format_event(PEOPLE_CHANGED, {"version": listener.seen}, listener.seen)
    finally:
        hub.unsubscribe(listener)
