"""A burst of failed logins cannot starve the server: no request ever needs two pooled connections at once
(a refused login's audit event is written after its rollback, on the same session), and the password work
runs on its own two threads. Latency figures: `make bench` (scripts/bench_logins.py)."""

import threading
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from katutubo.core import db
from tests.auth.helpers import browser, login
from tests.factories import prime_csrf, solve_captcha

BURST = 100
WAIT = 120  # seconds: a safety net for the barrier, never reached when the test passes


@pytest.fixture
def one_connection(database_url, monkeypatch):
    """The app's pool holds ONE connection: a request that needed two would wait for itself and fail."""
    engine = db.make_engine(database_url, pool_size=1, max_overflow=0, pool_timeout=5)
    db.get_sessionmaker.cache_clear()
    monkeypatch.setattr(db, "get_engine", lambda: engine)
    yield engine
    db.get_sessionmaker.cache_clear()
    engine.dispose()


def test_every_auth_answer_needs_one_connection(app, users, one_connection, quick_passwords):
    users.create(email="known@example.org")
    with browser(app) as client:
        assert [login(client, "known@example.org", "wrong") for _ in range(5)] == [401] * 5
        assert login(client, "known@example.org") == 429
        users.create(email="other@example.org")
        assert login(client, "other@example.org") == 200
        signup = {
            "display_name": "Bago",
            "email": "bago@example.org",
            "password": "isang-mahabang-salita",
            "confirm_password": "isang-mahabang-salita",
            "role": "chieftain",
            "altcha": solve_captcha(client),
        }
        assert client.post("/api/auth/signup", json=signup).status_code == 201
        for email, status in (("nobody@example.org", 404), ("known@example.org", 200)):
            body = {"email": email, "altcha": solve_captcha(client)}
            assert client.post("/api/auth/forgot-password", json=body).status_code == status


def test_100_parallel_failed_logins_are_all_answered(live_url, users, quick_passwords):
    """Every login answers 401 or 429 (30 checked: the address's hourly ceiling), and a signed-in request
    made during the burst is answered too. (Argon2's own cost is left to the benchmark, which measures the
    latency: here it would only make the suite slower.)"""
    start = threading.Barrier(BURST + 1, timeout=WAIT)

    def failed_login(number: int) -> int:
        with httpx.Client(base_url=live_url, timeout=WAIT) as client:
            prime_csrf(client)
            body = {
                "email": f"burst{number}@example.org",
                "password": "guess",
                "altcha": solve_captcha(client),
            }
            start.wait()
            return client.post("/api/auth/login", json=body).status_code

    with httpx.Client(base_url=live_url, timeout=WAIT) as reader:
        users.sign_in(reader, users.create(role="ipmr"))
        with ThreadPoolExecutor(BURST) as pool:
            logins = [pool.submit(failed_login, number) for number in range(BURST)]
            start.wait()
            unrelated = reader.get("/api/people").status_code
            statuses = sorted(login.result() for login in logins)
    assert unrelated == 200
    assert statuses == [401] * 30 + [429] * 70
