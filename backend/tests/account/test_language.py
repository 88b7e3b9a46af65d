"""The account's language: changed in the header's switch, sent with the session, used for its emails."""

from katutubo.core.db import get_sessionmaker
from katutubo.models import User
from tests.auth.test_password_reset import forgot, reset_link
from tests.factories import solve_captcha


def test_a_new_account_is_english_and_the_switch_keeps_filipino(client, users):
    user = users.create(email="rosa@example.org")
    users.sign_in(client, user)
    assert client.get("/api/session").json()["user"]["language"] == "en"
    r = client.patch("/api/account/language", json={"language": "fil"})
    assert r.status_code == 200
    assert r.json()["language"] == "fil"
    assert client.get("/api/session").json()["user"]["language"] == "fil"
    with get_sessionmaker()() as db:
        assert db.get_one(User, user.id).language == "fil"


def test_only_english_or_filipino(client, users):
    users.sign_in(client, users.create())
    r = client.patch("/api/account/language", json={"language": "es"})
    assert r.status_code == 422
    assert client.get("/api/session").json()["user"]["language"] == "en"


def test_signup_keeps_the_device_language(client, users):
    users.create(role="ipmr")  # so the signup waits for approval
    r = client.post(
        "/api/auth/signup",
        json={
            "display_name": "Datu Lakan",
            "email": "lakan@example.org",
            "password": "Matibay-na-lihim-42",
            "confirm_password": "Matibay-na-lihim-42",
            "role": "chieftain",
            "language": "fil",
            "altcha": solve_captcha(client),
        },
    )
    assert r.status_code == 201, r.text
    assert r.json()["user"]["language"] == "fil"


def test_the_reset_email_is_in_the_account_language(client, users, data_dir):
    user = users.create(email="mila@example.org")
    with get_sessionmaker()() as db:
        db.get_one(User, user.id).language = "fil"
        db.commit()
    assert forgot(client, "mila@example.org").status_code == 200
    newest = sorted((data_dir / "outbox").glob("*.eml"))[-1].read_text()
    assert "Subject: Pagpapalit ng password sa Katutubo Registry" in newest
    assert reset_link(data_dir)[0] == "mila@example.org"


def test_refusals_carry_a_code_beside_the_english_text(client, ipmr_client):
    r = client.post("/api/auth/login", json={"email": "", "password": ""})
    assert (r.status_code, r.json()["code"]) == (400, "auth.captcha_required")
    r = ipmr_client.post("/api/people", json={"last_name": "Dela Cruz", "first_name": ""})
    assert r.status_code == 422
    body = r.json()
    assert (body["error"], body["code"]) == ("First name is required.", "people.required.first_name")
    assert body["detail"]["codes"]["date_of_birth"] == "people.required.date_of_birth"


def test_every_refusal_has_a_code_even_without_its_own(client, ipmr_client):
    r = client.get("/api/no-such-thing")
    assert (r.status_code, r.json()["code"]) == (404, "core.not_found")
    r = ipmr_client.get("/api/people", params={"page": "x"})  # pydantic's own message: its type is the code
    assert r.status_code == 422
    body = r.json()
    assert body["code"] == "validation.int_parsing" and body["detail"]["codes"] == {
        "page": "validation.int_parsing"
    }
    r = ipmr_client.get("/api/people/999999")
    assert (r.status_code, r.json()["code"]) == (404, "people.person_not_found")
