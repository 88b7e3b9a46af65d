"""`make bench`: a municipal hall at full use — N signed-in people working at once, each waiting 5-15 s
between actions, against `katutubo serve --workers 2` on this machine (the load generator beside it).

Our own asyncio driver, not Locust: Locust runs one gevent process per core plus a master, each spending a
core's share on its own bookkeeping; on 2 cores shared with the server that would measure Locust. One asyncio
process holding every user (and every user's open live stream) took ~19 % of a core at 500 users on
28 Nov, once 25 users share each client (Driver).

The mix, as the screens do it: the dashboard's stats and barangay cards (20 %), suggestions as typed (20 %),
list pages with filters, search and sort (25 %), a profile with the tribe statistics and relatives (15 %),
reports (5 %), adds and edits with a photo now and then (10 %), an export of a barangay (1 %), and each user
holds the dashboard's live stream open throughout. Users start over a ramp; figures are kept only after it.
Per kind of request: count, errors (anything but 2xx, timeouts), p50/p95/p99; the goal for a step is 0 errors,
p95 < 300 ms and p99 < 1 s for every kind. Steps 100, 250, 500, 1,000, 2,000 users (or --users); the run stops
by itself and only ever targets a server it started on 127.0.0.1.

The database: --database-url of an existing, seeded registry (e.g. the 1,000,000 people on PostgreSQL), or a
fresh SQLite file seeded with --count people.
"""

import argparse
import asyncio
import contextlib
import io
import os
import random
import statistics
import subprocess
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field

import httpx
from bench_server import KATUTUBO, PYTHON, running_server

STEPS = (100, 250, 500, 1000, 2000)
GOAL_USERS = 1000
P95_GOAL_MS, P99_GOAL_MS = 300.0, 1000.0
WAIT_SECONDS = (5.0, 15.0)
TIMEOUT_SECONDS = 10.0
USERS_PER_CLIENT = 25
LETTERS = "abcdefghijklmnopqrstuvwxyz"
PREFIXES = ("mar", "jua", "ros", "ana", "ped", "dela", "sant", "agu", "lop", "cru", "ala", "rey")
CATEGORIES = ("", "male", "female", "students", "not_attending_25_below", "unemployed", "with_health")
SORTS = ("name", "birthdate", "barangay", "tribe", "age", "created_at")

SESSIONS_CODE = """
import sys
from datetime import UTC, datetime, timedelta
from sqlalchemy import func, select
from katutubo.core.db import get_sessionmaker
from katutubo.core.security import hash_password, new_token, token_digest
from katutubo.models import Person, Role, User, UserSession
count = int(sys.argv[1])
with get_sessionmaker().begin() as db:
    accounts = {}
    for role in ("ipmr", "chieftain", "user"):
        user = User(email=f'load-{role}-{new_token()[:8]}@bench.example.org', display_name='Load',
                    role=Role(role), password_hash=hash_password('x'))
        db.add(user)
        db.flush()
        accounts[role] = user.id
    for n in range(count):
        role = ("ipmr", "chieftain", "user")[n % 3]
        token = new_token()
        db.add(UserSession(token_hash=token_digest(token), user_id=accounts[role],
               expires_at=datetime.now(UTC) + timedelta(days=1)))
        print(role, token)
    low, high = db.execute(select(func.min(Person.id), func.max(Person.id))).one()
    print("ids", low or 0, high or 0)
"""


@dataclass
class Figures:
    """What each kind of request took, in ms, and its errors."""

    times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    errors: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    # What the errors were: a status code, or the transport error's name (printed under the table).
    causes: Counter[str] = field(default_factory=Counter)
    recording: bool = False

    def add(self, kind: str, ms: float, outcome: int | str) -> None:
        if not self.recording:
            return
        self.times[kind].append(ms)
        if not (isinstance(outcome, int) and 200 <= outcome < 300):
            self.errors[kind] += 1
            self.causes[f"{kind}: {outcome}"] += 1


@dataclass
class User:
    role: str
    token: str
    number: int = 0  # which of the driver's clients carries its requests
    csrf: str = ""


def percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(pct / 100 * (len(ordered) - 1)))]


def jpeg() -> bytes:
    from PIL import Image

    image = Image.new("RGB", (640, 480), (random.randrange(256), 90, 40))
    out = io.BytesIO()
    image.save(out, "JPEG", quality=85)
    return out.getvalue()


def new_person() -> dict[str, object]:
    return {
        "last_name": "Load" + "".join(random.choices(LETTERS, k=5)),
        "first_name": random.choice(("Maria", "Juan", "Rosa", "Pedro")),
        "date_of_birth": f"{random.randint(1950, 2020)}-0{random.randint(1, 9)}-1{random.randint(0, 9)}",
        "gender": random.choice(("Male", "Female")),
        "civil_status": "Single",
        "education_level": "College",
        "occupation": "Farmer",
        "lineage": "Agta",
        "barangay": "Ajos",
        "contact_number": "0917 123 4567",
        "household_members": 4,
        "address": "Purok 1",
        "birthplace": "Catanauan",
        "legal_basis": "law",  # required on an add since the privacy issue (422 without it)
    }


class Driver:
    """The users' actions. Each user's requests go through one of several clients and its stream through
    another: httpcore walks its whole pool for every request, so one client holding 2,000 connections (1,000
    users and their streams) kept this driver at a full core with the server idle (28 Nov's 500-user step)."""

    def __init__(
        self,
        clients: list[httpx.AsyncClient],
        streams: list[httpx.AsyncClient],
        figures: Figures,
        ids: tuple[int, int],
        photo: bytes,
    ):
        self.clients, self.streams = clients, streams
        self.figures, self.ids, self.photo = figures, ids, photo

    def headers(self, user: User, write: bool = False) -> dict[str, str]:
        cookie = f"katutubo_session={user.token}" + (f"; katutubo_csrf={user.csrf}" if user.csrf else "")
        return {"Cookie": cookie, **({"X-CSRF-Token": user.csrf} if write else {})}

    async def call(
        self, kind: str, user: User, method: str, url: str, **kwargs: object
    ) -> httpx.Response | None:
        write = method != "GET"
        start = time.perf_counter()
        try:
            client = self.clients[user.number % len(self.clients)]
            response = await client.request(method, url, headers=self.headers(user, write), **kwargs)  # type: ignore[arg-type]
        except httpx.HTTPError as error:
            self.figures.add(kind, (time.perf_counter() - start) * 1000, type(error).__name__)
            return None
        self.figures.add(kind, (time.perf_counter() - start) * 1000, response.status_code)
        if csrf := response.cookies.get("katutubo_csrf"):
            user.csrf = csrf
        return response if response.is_success else None

    def person_id(self) -> int:
        return random.randint(*self.ids)

    async def dashboard(self, user: User) -> None:
        await self.call("dashboard stats", user, "GET", "/api/dashboard/stats")
        await self.call("barangay cards", user, "GET", "/api/barangays")

    async def suggestions(self, user: User) -> None:
        word = random.choice(PREFIXES)
        for end in range(2, len(word) + 1):  # as typed, a pause after each letter
            await self.call("suggestions as typed", user, "GET", f"/api/dashboard/suggestions?q={word[:end]}")
            await asyncio.sleep(0.25)

    async def list_page(self, user: User) -> None:
        params = {
            "category": random.choice(CATEGORIES),
            "sort": random.choice(SORTS),
            "order": random.choice(("asc", "desc")),
            "page": str(random.randint(1, 3)),
            "page_size": "50",
        }
        if random.random() < 0.3:
            params["barangay"] = random.choice(("Ajos", "Bolo", "Camandilison", "Madulao", "San Isidro"))
        kind = "list page"
        if random.random() < 0.35:
            params["q"], kind = random.choice(PREFIXES), "list search"
        await self.call(kind, user, "GET", "/api/people", params=params)

    async def profile(self, user: User) -> None:
        pid = self.person_id()
        await self.call("profile", user, "GET", f"/api/people/{pid}")
        await self.call("profile relatives", user, "GET", f"/api/people/{pid}/relatives")
        await self.call("tribe statistics", user, "GET", "/api/people/stats/lineages")

    async def report(self, user: User) -> None:
        await self.call("report", user, "GET", "/api/reports")

    async def write(self, user: User) -> None:
        if user.role != "ipmr":
            return await self.profile(user)  # only the IPMR adds and edits
        if random.random() < 0.5:
            created = await self.call("add", user, "POST", "/api/people", json=new_person())
            pid = created.json()["id"] if created is not None else None
        else:
            pid = self.person_id()
            current = await self.call("profile", user, "GET", f"/api/people/{pid}")
            if current is None:
                return None
            body = current.json()
            form = {name: body.get(name) for name in new_person()} | {
                "occupation": random.choice(("Farmer", "Vendor"))
            }
            await self.call(
                "edit", user, "PUT", f"/api/people/{pid}", json=form | {"version": body["version"]}
            )
        if pid is not None and random.random() < 0.3:
            files = {"file": ("photo.jpg", self.photo, "image/jpeg")}
            await self.call("photo", user, "POST", f"/api/people/{pid}/photo", files=files)
        return None

    async def export(self, user: User) -> None:
        if user.role == "user":
            return await self.report(user)  # exports are the records office's
        params = {"barangay": random.choice(("Ajos", "Bolo", "Madulao")), "format": "csv"}
        await self.call("export of a barangay", user, "GET", "/api/exports/people", params=params)
        return None

    async def hold_stream(self, user: User, stop: asyncio.Event) -> None:
        """The dashboard's live stream, open until the step ends (reopened if it drops)."""
        while not stop.is_set():
            start = time.perf_counter()
            try:
                async with self.streams[user.number % len(self.streams)].stream(
                    "GET", "/api/dashboard/events", headers=self.headers(user), timeout=None
                ) as response:
                    self.figures.add(
                        "live stream opened", (time.perf_counter() - start) * 1000, response.status_code
                    )
                    if not response.is_success:
                        await asyncio.sleep(5)
                        continue
                    reading = asyncio.ensure_future(response.aread())
                    await asyncio.wait(
                        [reading, asyncio.ensure_future(stop.wait())], return_when="FIRST_COMPLETED"
                    )
                    reading.cancel()
            except httpx.HTTPError as error:
                self.figures.add(
                    "live stream opened", (time.perf_counter() - start) * 1000, type(error).__name__
                )
                await asyncio.sleep(1)

    async def person(self, user: User, stop: asyncio.Event) -> None:
        actions = (
            (self.dashboard, 20),
            (self.suggestions, 20),
            (self.list_page, 25),
            (self.profile, 15),
            (self.report, 5),
            (self.write, 10),
            (self.export, 1),
        )
        choices, weights = zip(*actions, strict=True)
        await self.call("session", user, "GET", "/api/session")  # its CSRF cookie, as a browser has
        while not stop.is_set():
            await random.choices(choices, weights)[0](user)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), random.uniform(*WAIT_SECONDS))


async def run_step(
    base_url: str, users: list[User], ids: tuple[int, int], ramp: float, hold: float
) -> Figures:
    figures = Figures()
    limits = httpx.Limits(max_connections=None, max_keepalive_connections=None)
    shards = max(1, len(users) // USERS_PER_CLIENT)
    async with contextlib.AsyncExitStack() as stack:
        made = [
            await stack.enter_async_context(
                httpx.AsyncClient(base_url=base_url, timeout=TIMEOUT_SECONDS, limits=limits)
            )
            for _ in range(2 * shards)
        ]
        driver = Driver(made[:shards], made[shards:], figures, ids, jpeg())
        stop = asyncio.Event()
        tasks = []
        for n, user in enumerate(users):  # one more every ramp/N s, however slow the answers
            tasks.append(asyncio.create_task(driver.hold_stream(user, stop)))
            tasks.append(asyncio.create_task(driver.person(user, stop)))
            await asyncio.sleep(max(0.0, ramp * (n + 1) / len(users) - ramp * n / len(users)))
        figures.recording = True
        await asyncio.sleep(hold)
        figures.recording = False
        stop.set()
        await asyncio.wait(tasks, timeout=30)
        for task in tasks:
            task.cancel()
    return figures


def holds(figures: Figures) -> bool:
    return all(
        not figures.errors[kind]
        and percentile(times, 95) < P95_GOAL_MS
        and percentile(times, 99) < P99_GOAL_MS
        for kind, times in figures.times.items()
    )


def print_step(count: int, figures: Figures, load: tuple[float, float], hold: float) -> None:
    """The step's table; and each kind's answering time per second of the step (its p50 x its requests), the
    server's work it stands for (at a step the server keeps up with, the median is mostly work, little
    waiting), scaled to the goal's 1,000 users: more than the machine's cores cannot hold the goal."""
    verdict = "holds the goal" if holds(figures) else "misses the goal"
    print(f"\n### {count:,} users: {verdict} (load average {load[0]:.1f} before, {load[1]:.1f} after)\n")
    print("| kind | requests | errors | p50 ms | p95 ms | p99 ms | s of p50 per s | at 1,000 users |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    demand = 0.0
    for kind in sorted(figures.times):
        times = figures.times[kind]
        p50, p95, p99 = statistics.median(times), percentile(times, 95), percentile(times, 99)
        mark = " **(misses)**" if figures.errors[kind] or p95 >= P95_GOAL_MS or p99 >= P99_GOAL_MS else ""
        busy = 0.0 if kind == "live stream opened" else p50 * len(times) / 1000 / hold
        demand += busy
        print(
            f"| {kind}{mark} | {len(times)} | {figures.errors[kind]} | {p50:.0f} | {p95:.0f} | {p99:.0f} "
            f"| {busy:.2f} | {busy * GOAL_USERS / count:.2f} |"
        )
    cores = os.cpu_count() or 1
    print(
        f"\nAnswering time at the median, summed: {demand:.2f} s per s at {count:,} users, "
        f"{demand * GOAL_USERS / count:.1f} s per s at {GOAL_USERS:,} (this machine: {cores} cores, shared "
        "with the database and this driver)."
    )
    if figures.causes:
        print("\nErrors: " + ", ".join(f"{cause} ×{n}" for cause, n in figures.causes.most_common()))


def sign_in(env: dict[str, str], count: int) -> tuple[list[User], tuple[int, int]]:
    out = subprocess.run(
        [PYTHON, "-c", SESSIONS_CODE, str(count)], env=env, check=True, capture_output=True, text=True
    ).stdout.split("\n")
    lines = [line.split() for line in out if line and not line.startswith("ids")]
    users = [User(role, token, number) for number, (role, token) in enumerate(lines)]
    _, low, high = next(line for line in out if line.startswith("ids")).split()
    return users, (int(low), int(high))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database-url", help="an existing, seeded registry (e.g. PostgreSQL at 1,000,000)")
    parser.add_argument("--count", type=int, default=100_000, help="people seeded into a fresh SQLite file")
    parser.add_argument("--users", type=int, nargs="*", default=list(STEPS), help="the steps (users at once)")
    parser.add_argument("--ramp", type=float, default=30.0, help="seconds over which a step's users start")
    parser.add_argument("--hold", type=float, default=60.0, help="seconds measured once every user is on")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="katutubo-bench-load-") as tmp:
        url = args.database_url or f"sqlite:///{tmp}/bench.sqlite3"
        env = {
            **os.environ,
            "KATUTUBO_DATA_DIR": tmp,
            "KATUTUBO_DATABASE_URL": url,
            # Every simulated user comes from 127.0.0.1: the office-behind-one-address factor lets each of
            # them hold a live stream (50 per address by default).
            "KATUTUBO_ADDRESS_LIMIT_FACTOR": str(max(1, max(args.users) // 40 + 1)),
        }
        subprocess.run([KATUTUBO, "migrate"], env=env, check=True, capture_output=True)
        if not args.database_url:
            subprocess.run(
                [KATUTUBO, "seed-demo", "--count", str(args.count)], env=env, check=True, capture_output=True
            )
        users, ids = sign_in(env, max(args.users))
        where = "PostgreSQL" if url.startswith("postgresql") else "SQLite"
        print(
            f"\n## Load: {where}, `katutubo serve --workers {args.workers}`, each user waiting 5-15 s between"
            " actions"
        )
        print(
            f"(ramp {args.ramp:.0f} s, then {args.hold:.0f} s measured; goal: 0 errors, p95 < 300 ms,"
            " p99 < 1 s)"
        )
        best = 0
        with running_server(env, workers=args.workers) as (base_url, _pid):
            for count in args.users:
                before = os.getloadavg()[0]
                figures = asyncio.run(run_step(base_url, users[:count], ids, args.ramp, args.hold))
                print_step(count, figures, (before, os.getloadavg()[0]), args.hold)
                if holds(figures):
                    best = count
        print(f"\nThe largest number of users that holds the goal: {best:,}")


if __name__ == "__main__":
    main()
