"""Signup and forgot-password answer a few times an hour from one client address (README, security): the
captcha alone let one address make 15 IPMR accounts in 15 seconds, or test thousands of emails against "No
account found with this email address."."""

from tests.auth.helpers import browser
from tests.factories import solve_captcha

PASSWORD = "isang-mahabang-salita"
TOO_MANY = "Too many requests. Please try again later."


def signup(client, email: str) -> int:  # type: ignore[no-untyped-def]
    body = {
        "display_name": "Bago",
        "email": email,
        "password": PASSWORD,
        "confirm_password": PASSWORD,
        "role": "ipmr",
        "altcha": solve_captcha(client),
    }
    return client.post("/api/auth/signup", json=body).status_code


def forgot(client, email: str):  # type: ignore[no-untyped-def]
    return client.post("/api/auth/forgot-password", json={"email": email, "altcha": solve_captcha(client)})


def test_five_signups_an_hour_from_one_address(app):
    with browser(app, "10.1.0.1") as client:
        statuses = [signup(client, f"new{n}@example.org") for n in range(5)]
        assert statuses == [201] * 5
        assert signup(client, "sixth@example.org") == 429
    with browser(app, "10.1.0.2") as neighbour:
        assert signup(neighbour, "sixth@example.org") == 201


def test_five_reset_requests_an_hour_from_one_address_found_or_not(app, users):
    users.create(email="real@example.org")
    with browser(app, "10.1.1.1") as client:
        answers = [forgot(client, f"guess{n}@example.org") for n in range(4)] + [
            forgot(client, "real@example.org")
        ]
        assert [r.status_code for r in answers] == [404, 404, 404, 404, 200]
        assert answers[0].json()["error"] == "No account found with this email address."
        refused = forgot(client, "another@example.org")
        assert (refused.status_code, refused.json()["error"]) == (429, TOO_MANY)
    with browser(app, "10.1.1.2") as neighbour:
        assert forgot(neighbour, "another@example.org").status_code == 404
