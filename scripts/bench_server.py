"""What the benchmarks share: a free port, the real server in its own process, and signed-in sessions made
straight in the database (so no password work is measured by accident)."""

import os
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
KATUTUBO = ROOT / ".venv" / "bin" / "katutubo"
PYTHON = ROOT / ".venv" / "bin" / "python"

SESSIONS_CODE = """
import sys
from datetime import UTC, datetime, timedelta
from katutubo.core.db import get_sessionmaker
from katutubo.core.security import hash_password, new_token, token_digest
from katutubo.models import Role, User, UserBarangay, UserSession
import katutubo.reference.places  # barangays are stored by code: the names come from here
for spec in sys.argv[1:]:
    role, _, barangays = spec.partition(':')
    token = new_token()
    with get_sessionmaker().begin() as db:
        user = User(email=f'{role}@bench.example.org', display_name='Bench', role=Role(role),
                    password_hash=hash_password('x'),
                    barangay_rows=[UserBarangay(barangay=b) for b in barangays.split(',') if b])
        db.add(user)
        db.flush()
        db.add(UserSession(token_hash=token_digest(token), user_id=user.id,
               expires_at=datetime.now(UTC) + timedelta(days=1)))
    print(token)
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def make_sessions(env: dict[str, str], roles: list[str]) -> list[str]:
    """A signed-in session token for a new account of each role ("encoder:Ajos,Bolo": an encoder of those
    barangays)."""
    out = subprocess.run(
        [PYTHON, "-c", SESSIONS_CODE, *roles],
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return out.split()


@contextmanager
def running_server(env: dict[str, str], workers: int = 1) -> Iterator[tuple[str, int]]:
    """(base URL, process id) of `katutubo serve` on a free port, stopped by its id afterwards. One worker
    by default: the process id is then the serving process (whose memory the benchmarks read)."""
    port = free_port()
    server = subprocess.Popen(
        [KATUTUBO, "serve", "--port", str(port), "--workers", str(workers)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base_url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(1200):  # up to a minute (several workers on a busy machine)
            try:
                httpx.get(f"{base_url}/api/session", timeout=1)
                break
            except httpx.TransportError:
                time.sleep(0.05)
        yield base_url, server.pid
    finally:
        server.terminate()
        server.wait(10)


def memory_mb(pid: int) -> tuple[float, float]:
    """(resident now, highest resident so far) of a process, in MB."""
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        fields[name] = value.strip()
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


def migrated_env(data_dir: str, **extra: str) -> dict[str, str]:
    env = {
        **os.environ,
        "KATUTUBO_DATA_DIR": data_dir,
        "KATUTUBO_DATABASE_URL": f"sqlite:///{data_dir}/bench.sqlite3",
        **extra,
    }
    subprocess.run([KATUTUBO, "migrate"], env=env, check=True, capture_output=True)
    return env
