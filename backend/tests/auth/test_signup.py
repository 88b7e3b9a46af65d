import pytest

from katutubo.models import User
from tests.factories import solve_captcha


def signup(client, omit=(), **overrides):
    body = {
        "display_name": "Lorna Bautista",
        "email": "lorna@example.org",
        "password": "malakas-na-pass",
        "confirm_password": "malakas-na-pass",
        "role": "ipmr",
        "altcha": solve_captcha(client),
    }
    body.update(overrides)
    for name in omit:
        del body[name]
    return client.post("/api/auth/signup", json=body)


def test_signup_creates_account_and_signs_in(client):
    r = signup(client, email="Lorna@Example.org")
    assert r.status_code == 201
    user = r.json()["user"]
    assert (user["email"], user["role"], user["role_label"]) == ("lorna@example.org", "ipmr", "IPMR")
    assert client.get("/api/session").json()["user"]["email"] == "lorna@example.org"


def test_the_signup_counts_as_a_sign_in(client, session):
    assert signup(client).status_code == 201
    user = session.query(User).filter_by(email="lorna@example.org").one()
    assert user.last_login_at is not None


def test_default_role_is_chieftain(client):
    r = signup(client, omit=("role",))
    assert r.status_code == 201
    assert r.json()["user"]["role_label"] == "Chieftain"


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        # the spec's order: match, then length, then display name
        ({"password": "abc", "confirm_password": "abd", "display_name": ""}, "Passwords do not match!"),
        (
            {"password": "abc", "confirm_password": "abc", "display_name": ""},
            "Password must be at least 6 characters long.",
        ),
        ({"display_name": "   "}, "Display name is required."),
        ({"email": "not-an-email"}, "Invalid email address."),
        ({"password": "123456", "confirm_password": "123456"}, "Password is too weak."),
        ({"role": "user"}, "Choose Chieftain or IPMR."),
    ],
)
def test_signup_validation_texts_in_order(client, overrides, message):
    r = signup(client, **overrides)
    assert r.status_code == 422
    assert r.json()["error"] == message


def test_form_errors_come_before_the_captcha(client):
    r = signup(client, password="abc", confirm_password="abc", altcha=None)
    assert r.json()["error"] == "Password must be at least 6 characters long."
    r = signup(client, altcha=None)
    assert r.json()["error"] == "Please complete the captcha verification."


def test_email_in_use_is_case_insensitive(client, users):
    users.create(email="lorna@example.org")
    r = signup(client, email="LORNA@example.org")
    assert r.status_code == 409
    assert r.json()["error"] == "Email is already in use."
    assert r.json()["detail"]["fields"]["email"] == "Email is already in use."
