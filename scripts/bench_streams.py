"""200 open dashboard streams held for a while against a running server (called by scripts/bench.py): how many
fail, what the database's connections spend meanwhile (PostgreSQL backends of the bench database, or the
server process for SQLite), an ordinary API call's p95 with and without them, and how long one write takes to
reach every stream."""

import asyncio
import json
import statistics
import subprocess
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
PYTHON = ROOT / ".venv" / "bin" / "python"
PER_SESSION = 5
ORDINARY_CALL = "/api/people?page=1&page_size=50"

TOKENS_CODE = """
import sys
from datetime import UTC, datetime, timedelta
from katutubo.core.db import get_sessionmaker
from katutubo.core.security import hash_password, new_token, token_digest
from katutubo.models import Role, User, UserSession
with get_sessionmaker().begin() as db:
    user = User(email=f'streams-{new_token()[:8]}@bench.example.org', display_name='Bench', role=Role.user,
                password_hash=hash_password('x'))
    db.add(user)
    db.flush()
    for _ in range(int(sys.argv[1])):
        token = new_token()
        db.add(UserSession(token_hash=token_digest(token), user_id=user.id,
               expires_at=datetime.now(UTC) + timedelta(days=1)))
        print(token)
"""

WRITE_CODE = """
from katutubo.core.db import transaction
from katutubo.people.schemas import PersonCreate
from katutubo.people.service import create_person
form = {"last_name": "Streams", "first_name": "Bench", "date_of_birth": "1990-05-17", "gender": "Male",
        "civil_status": "Single", "education_level": "College", "occupation": "Farmer", "lineage": "Agta",
        "barangay": "Ajos", "contact_number": "0917 123 4567", "household_members": 4, "address": "Purok 1",
        "birthplace": "Catanauan"}
with transaction() as db:
    create_person(db, PersonCreate.model_validate(form), None)
import time
print(time.time())
"""

PG_BACKENDS = (
    "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
)


def cpu_ticks(pids: list[int]) -> dict[int, int]:
    ticks = {}
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        ticks[pid] = int(fields[11]) + int(fields[12])  # utime, stime (clock ticks)
    return ticks


def cpu_spent(before: dict[int, int], after: dict[int, int]) -> float:
    """CPU seconds between the readings (a process started in between counts whole, one that ended not)."""
    return sum(ticks - before.get(pid, 0) for pid, ticks in after.items()) / 100


def database_pids(env: dict[str, str], server_pid: int) -> tuple[str, list[int]]:
    url = env["KATUTUBO_DATABASE_URL"]
    if not url.startswith("postgresql"):
        return "server process (SQLite)", [server_pid]
    import psycopg

    with psycopg.connect(url.replace("postgresql+psycopg://", "postgresql://")) as conn:
        return "PostgreSQL backends", [row[0] for row in conn.execute(PG_BACKENDS)]


async def p95(client: httpx.AsyncClient, runs: int = 40) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        (await client.get(ORDINARY_CALL)).raise_for_status()
        times.append((time.perf_counter() - start) * 1000)
        await asyncio.sleep(0.05)
    return sorted(times)[round(0.95 * (len(times) - 1))]


async def hold(
    base_url: str, token: str, wrote: asyncio.Event, heard: list[float], errors: list[str]
) -> None:
    try:
        async with (
            httpx.AsyncClient(base_url=base_url, cookies={"katutubo_session": token}, timeout=None) as client,
            client.stream("GET", "/api/dashboard/events") as response,
        ):
            if response.status_code != 200:
                errors.append(str(response.status_code))
                return
            async for line in response.aiter_lines():
                if line.startswith("event: people-changed") and wrote.is_set():
                    heard.append(time.time())
            errors.append("ended")  # the stream ended while held (the session, or the server)
    except (httpx.HTTPError, OSError) as exc:
        errors.append(type(exc).__name__)


async def run(base_url: str, env: dict[str, str], server_pid: int, streams: int, seconds: float) -> None:
    sessions = -(-streams // PER_SESSION)
    tokens = subprocess.run(
        [PYTHON, "-c", TOKENS_CODE, str(sessions)], env=env, check=True, capture_output=True, text=True
    ).stdout.split()
    async with httpx.AsyncClient(base_url=base_url, cookies={"katutubo_session": tokens[0]}) as ordinary:
        alone = await p95(ordinary)
        wrote, heard, errors = asyncio.Event(), [], []
        tasks = [
            asyncio.create_task(hold(base_url, tokens[i // PER_SESSION], wrote, heard, errors))
            for i in range(streams)
        ]
        await asyncio.sleep(5)  # all connected
        label, pids = database_pids(env, server_pid)
        cpu_before, started = cpu_ticks(pids), time.perf_counter()
        with_streams = await p95(ordinary)
        await asyncio.sleep(max(0.0, seconds / 2 - (time.perf_counter() - started)))
        wrote.set()
        wrote_at = await asyncio.to_thread(
            subprocess.run, [PYTHON, "-c", WRITE_CODE], env=env, check=True, capture_output=True, text=True
        )
        written = float(wrote_at.stdout.split()[-1])  # the time of the commit, on the wall clock
        for _ in range(100):  # up to 10 s for every stream to hear of it
            if len(heard) >= streams:
                break
            await asyncio.sleep(0.1)
        await asyncio.sleep(max(0.0, seconds - (time.perf_counter() - started)))
        pids = sorted(set(pids) | set(database_pids(env, server_pid)[1]))
        cpu = cpu_spent(cpu_before, cpu_ticks(pids)) / (time.perf_counter() - started) * 100
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    reached = sorted(t - written for t in heard)
    print(f"\n{streams} open dashboard streams held {seconds:.0f} s ({sessions} sessions):\n")
    print("| figure | value |\n|---|---:|")
    print(
        f"| streams refused or failed | {len(errors)} {json.dumps(sorted(set(errors))) if errors else ''} |"
    )
    print(f"| {label} CPU while held, % of one core | {cpu:.1f} |")
    print(f"| ordinary call ({ORDINARY_CALL}) p95 ms, no streams | {alone:.1f} |")
    print(f"| the same with the streams open | {with_streams:.1f} ({with_streams / alone:.2f}x) |")
    if reached:
        print(
            f"| one write (another process) reached streams | {len(reached)} of {streams}, "
            f"median {statistics.median(reached):.2f} s, last {reached[-1]:.2f} s |"
        )
    else:
        print(f"| one write (another process) reached streams | 0 of {streams} |")


def streams_figures(
    base_url: str, env: dict[str, str], server_pid: int, streams: int, seconds: float
) -> None:
    asyncio.run(run(base_url, env, server_pid, streams, seconds))
