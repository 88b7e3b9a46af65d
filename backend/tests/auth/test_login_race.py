"""A correct login landing in the middle of a burst of guesses (same email, same address) forgives only the
failures settled before it, never the guesses still being checked: however the race falls, no more wrong
passwords are checked than the limit (5) allows, plus the failures the owner's sign-in legitimately forgave.
Clearing the whole counter on success let 8 wrong guesses of 5 through in one race of four."""

import threading
from concurrent.futures import ThreadPoolExecutor

import httpx

from katutubo.auth import limits, service
from tests.auth.helpers import browser, login
from tests.factories import DEFAULT_PASSWORD, prime_csrf, solve_captcha

WAIT = 60  # seconds: a safety net for the events, never reached when the test passes
EMAIL = "raced@example.org"


def test_a_success_while_a_guess_is_being_checked_does_not_free_its_slot(app, users, monkeypatch):
    users.create(email=EMAIL)
    wrong: list[str] = []
    checking, release = threading.Event(), threading.Event()

    def verify(password: str, password_hash: str | None) -> bool:
        if password == DEFAULT_PASSWORD:
            return password_hash is not None
        wrong.append(password)
        if len(wrong) == 1:  # the first guess stays in its check until the owner has signed in
            checking.set()
            release.wait(WAIT)
        return False

    monkeypatch.setattr(service, "verify_password", verify)
    with browser(app, "10.0.6.1") as guesser, browser(app, "10.0.6.1") as owner:
        with ThreadPoolExecutor(1) as pool:
            first = pool.submit(login, guesser, EMAIL, "guess-0")
            assert checking.wait(WAIT)
            assert login(owner, EMAIL) == 200  # lands mid-race
            release.set()
            assert first.result() == 401
        statuses = [login(guesser, EMAIL, f"guess-{n}") for n in range(1, 8)]
    assert statuses == [401] * 4 + [429] * 3
    assert len(wrong) == 5


def test_sequential_failures_are_still_forgiven_by_a_success(app, users, quick_passwords):
    users.create(email=EMAIL)
    with browser(app, "10.0.6.2") as owner:
        assert [login(owner, EMAIL, "typo") for _ in range(4)] == [401] * 4
        assert login(owner, EMAIL) == 200
        assert [login(owner, EMAIL, "typo") for _ in range(5)] == [401] * 5
        assert login(owner, EMAIL) == 429


def test_a_burst_with_the_owner_signing_in_mid_race_checks_no_extra_guesses(live_url, users, monkeypatch):
    """A real server; two guessers, each guessing until refused; the owner signs in as the second guess is
    being checked. Wrong guesses checked <= 5 + the failures settled before the owner's attempt took its slot
    (sequentially earlier: those a success forgives by design)."""
    users.create(email=EMAIL)
    wrong: list[str] = []
    forgiven: list[int] = []
    second_check = threading.Event()
    real_forgive = limits.forgive

    def verify(password: str, password_hash: str | None) -> bool:
        if password == DEFAULT_PASSWORD:
            return password_hash is not None
        wrong.append(password)
        if len(wrong) == 2:
            second_check.set()
        return False

    def forgive(db, slot, taken):  # type: ignore[no-untyped-def]
        forgiven.append(taken.settled)
        real_forgive(db, slot, taken)

    monkeypatch.setattr(service, "verify_password", verify)
    monkeypatch.setattr(limits, "forgive", forgive)

    def attempt(password: str) -> int:
        with httpx.Client(base_url=live_url, timeout=WAIT) as client:
            prime_csrf(client)
            body = {"email": EMAIL, "password": password, "altcha": solve_captcha(client)}
            return client.post("/api/auth/login", json=body).status_code

    def guesser(number: int) -> list[int]:
        statuses: list[int] = []
        while not statuses or statuses[-1] != 429 and len(statuses) < 10:
            statuses.append(attempt(f"guess-{number}-{len(statuses)}"))
        return statuses

    def owner() -> int:
        with httpx.Client(base_url=live_url, timeout=WAIT) as client:
            prime_csrf(client)
            body = {"email": EMAIL, "password": DEFAULT_PASSWORD, "altcha": solve_captcha(client)}
            assert second_check.wait(WAIT)
            return client.post("/api/auth/login", json=body).status_code

    with ThreadPoolExecutor(3) as pool:
        signed_in = pool.submit(owner)
        guessers = [pool.submit(guesser, n) for n in range(2)]
        assert signed_in.result() == 200
        assert all(g.result()[-1] == 429 for g in guessers)
    assert len(forgiven) == 1
    assert len(wrong) <= 5 + forgiven[0]
