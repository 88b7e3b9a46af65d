"""Browsers for the auth tests: each from its own client address, with the CSRF token, solving the captcha."""

from collections.abc import Iterator
from contextlib import contextmanager

from fastapi.testclient import TestClient

from tests.factories import DEFAULT_PASSWORD, prime_csrf, solve_captcha


@contextmanager
def browser(app, address: str = "10.0.0.1") -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    with TestClient(app, client=(address, 50000)) as client:
        prime_csrf(client)
        yield client


def login(client, email: str, password: str = DEFAULT_PASSWORD) -> int:  # type: ignore[no-untyped-def]
    body = {"email": email, "password": password, "altcha": solve_captcha(client)}
    return client.post("/api/auth/login", json=body).status_code
