"""`make bench`: 100 failed logins at once, each from its own address (X-Forwarded-For, which the server
trusts from this machine like from a reverse proxy), so every one of them gets its password checked with the
real argon2 cost; meanwhile a signed-in browser keeps opening the master list. Prints how the logins were
answered, how long the burst took, the unrelated request's latency during it, and the server's peak memory.
The captcha is off here: its proof of work is the client's cost, not the server's."""

import statistics
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
from bench_server import make_sessions, memory_mb, migrated_env, running_server

BURST = 100


def failed_login(base_url: str, number: int, start: threading.Barrier) -> int:
    with httpx.Client(base_url=base_url, timeout=300) as client:
        client.get("/api/session")
        headers = {"X-CSRF-Token": client.cookies["katutubo_csrf"], "X-Forwarded-For": f"10.9.{number}.1"}
        body = {"email": f"burst{number}@example.org", "password": "wrong guess"}
        start.wait()
        return client.post("/api/auth/login", json=body, headers=headers).status_code


def unrelated_latencies(base_url: str, token: str, done: threading.Event) -> list[float]:
    times = []
    with httpx.Client(base_url=base_url, cookies={"katutubo_session": token}, timeout=300) as reader:
        while not done.is_set():
            started = time.perf_counter()
            reader.get("/api/people").raise_for_status()
            times.append((time.perf_counter() - started) * 1000)
    return times


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="katutubo-bench-logins-") as tmp:
        env = migrated_env(tmp, KATUTUBO_CAPTCHA="false")
        (reader_token,) = make_sessions(env, ["ipmr"])
        with running_server(env) as (base_url, pid):
            start = threading.Barrier(BURST + 1)
            done = threading.Event()
            with ThreadPoolExecutor(BURST + 1) as pool:
                logins = [pool.submit(failed_login, base_url, n, start) for n in range(BURST)]
                start.wait()
                began = time.perf_counter()
                reader = pool.submit(unrelated_latencies, base_url, reader_token, done)
                statuses = sorted({f.result() for f in logins})
                took = time.perf_counter() - began
                done.set()
                latencies = reader.result()
            _, peak = memory_mb(pid)
    print(f"\n## {BURST} failed logins at once, each from its own address (real argon2, SQLite)\n")
    print("| statuses | burst s | unrelated GET /api/people during it: n, median / p95 / max ms | peak MB |")
    print("|---|---:|---|---:|")
    median, p95 = statistics.median(latencies), statistics.quantiles(latencies, n=20)[-1]
    spread = f"{median:.0f} / {p95:.0f} / {max(latencies):.0f}"
    print(f"| {statuses} | {took:.1f} | {len(latencies)}, {spread} | {peak:.0f} |")


if __name__ == "__main__":
    main()
