from katutubo.core.csrf import CSRF_COOKIE, CSRF_HEADER
from tests.factories import DEFAULT_PASSWORD, solve_captcha


def test_login_without_captcha_is_refused(client, users):
    users.create(email="gil@example.org")
    r = client.post("/api/auth/login", json={"email": "gil@example.org", "password": DEFAULT_PASSWORD})
    assert r.status_code == 400
    assert r.json()["error"] == "Please complete the captcha verification."


def test_garbage_captcha_is_refused(client, users):
    users.create(email="gil@example.org")
    r = client.post(
        "/api/auth/login",
        json={"email": "gil@example.org", "password": DEFAULT_PASSWORD, "altcha": "bm9wZQ=="},
    )
    assert r.status_code == 400
    assert r.json()["error"] == "Captcha error occurred. Please try again."


def test_a_solution_is_accepted_once(client, users):
    users.create(email="hana@example.org")
    payload = solve_captcha(client)
    body = {"email": "hana@example.org", "password": DEFAULT_PASSWORD, "altcha": payload}
    assert client.post("/api/auth/login", json=body).status_code == 200
    replay = client.post("/api/auth/login", json=body)
    assert replay.status_code == 400
    assert replay.json()["error"] == "Captcha error occurred. Please try again."


def test_a_failed_login_still_spends_the_solution(client, users):
    users.create(email="hana@example.org")
    payload = solve_captcha(client)
    wrong = {"email": "hana@example.org", "password": "wrong-guess", "altcha": payload}
    assert client.post("/api/auth/login", json=wrong).status_code == 401
    right = {**wrong, "password": DEFAULT_PASSWORD}
    assert client.post("/api/auth/login", json=right).status_code == 400


def test_state_changing_request_without_csrf_header_is_refused(raw_client, users):
    users.create(email="ines@example.org")
    raw_client.get("/api/session")
    body = {"email": "ines@example.org", "password": DEFAULT_PASSWORD, "altcha": solve_captcha(raw_client)}
    refused = raw_client.post("/api/auth/login", json=body)
    assert refused.status_code == 403
    assert "security token" in refused.json()["error"]
    wrong = raw_client.post("/api/auth/login", json=body, headers={CSRF_HEADER: "forged"})
    assert wrong.status_code == 403
    ok = raw_client.post("/api/auth/login", json=body, headers={CSRF_HEADER: raw_client.cookies[CSRF_COOKIE]})
    assert ok.status_code == 200


def test_csrf_cookie_is_readable_by_the_app(raw_client):
    r = raw_client.get("/api/session")
    cookie = r.headers["set-cookie"].lower()
    assert cookie.startswith(f"{CSRF_COOKIE}=") and "httponly" not in cookie and "samesite=lax" in cookie
