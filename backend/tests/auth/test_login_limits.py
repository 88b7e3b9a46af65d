"""Login limits (README, security): 5 failures of an email from one address in 15 minutes, 20 of an email
from all addresses, 30 from one address across emails in an hour. A guess takes its slot before the password
is checked, so no more guesses are ever checked than that, however many arrive at once."""

from concurrent.futures import ThreadPoolExecutor

import httpx

from katutubo.auth import service
from tests.auth.helpers import browser, login
from tests.factories import DEFAULT_PASSWORD, prime_csrf, solve_captcha


def test_another_address_cannot_lock_the_owner_out(app, users, quick_passwords):
    users.create(email="victim@example.org")
    with browser(app, "10.0.0.66") as attacker:
        assert [login(attacker, "victim@example.org", "guess") for _ in range(5)] == [401] * 5
        assert login(attacker, "victim@example.org") == 429  # locked for this address, even the right one
    with browser(app, "10.0.0.7") as owner:
        assert login(owner, "victim@example.org") == 200


def test_an_email_takes_at_most_20_failures_from_all_addresses(app, users, quick_passwords):
    users.create(email="target@example.org")
    for address in range(4):
        with browser(app, f"10.0.1.{address}") as attacker:
            assert [login(attacker, "target@example.org", "guess") for _ in range(5)] == [401] * 5
    with browser(app, "10.0.2.1") as owner:
        assert login(owner, "target@example.org") == 429
    assert len(quick_passwords) == 20


def test_an_address_takes_at_most_30_failures_across_emails(app, users, quick_passwords):
    with browser(app, "10.0.3.1") as sprayer:
        for account in range(6):
            statuses = [login(sprayer, f"user{account}@example.org", "guess") for _ in range(5)]
            assert statuses == [401] * 5
        assert login(sprayer, "seventh@example.org", "guess") == 429
    with browser(app, "10.0.3.2") as neighbour:
        assert login(neighbour, "seventh@example.org", "guess") == 401


def test_a_successful_login_gives_its_slots_back(app, users, quick_passwords):
    users.create(email="owner@example.org")
    with browser(app, "10.0.4.1") as owner:
        for _ in range(3):
            assert [login(owner, "owner@example.org", "typo") for _ in range(4)] == [401] * 4
            assert login(owner, "owner@example.org") == 200


def test_30_parallel_guesses_check_at_most_5_passwords(live_url, users, monkeypatch):
    """Real password checks, counted; each guess from its own browser, all sent at once."""
    users.create(email="raced@example.org")
    checked = []
    real_verify = service.verify_password
    monkeypatch.setattr(service, "verify_password", lambda *args: checked.append(1) or real_verify(*args))

    def guess(_: int) -> int:
        with httpx.Client(base_url=live_url, timeout=120) as client:
            prime_csrf(client)
            body = {"email": "raced@example.org", "password": "guess", "altcha": solve_captcha(client)}
            return client.post("/api/auth/login", json=body).status_code

    with ThreadPoolExecutor(30) as pool:
        statuses = sorted(pool.map(guess, range(30)))
    assert statuses == [401] * 5 + [429] * 25
    assert len(checked) == 5
    with httpx.Client(base_url=live_url, timeout=60) as client:
        prime_csrf(client)
        body = {"email": "raced@example.org", "password": DEFAULT_PASSWORD, "altcha": solve_captcha(client)}
        assert client.post("/api/auth/login", json=body).status_code == 429
