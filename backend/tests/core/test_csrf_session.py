"""Signed in, the CSRF token is derived from the session (HMAC under the server's secret): a victim's session
cookie next to the attacker's own cookie-and-header pair is refused; the app's cookie follows the session."""

from fastapi.testclient import TestClient

from katutubo.auth.sessions import SESSION_COOKIE
from katutubo.core.config import get_settings
from katutubo.core.csrf import CSRF_COOKIE, CSRF_HEADER, session_token_csrf
from tests.factories import DEFAULT_PASSWORD, solve_captcha


def secret() -> str:
    return get_settings().resolved_secret_key


REFUSED = "Your session's security token is missing or out of date. Reload the page and try again."


def test_a_pair_made_for_another_browser_is_refused(app, users):
    victim = users.create(role="ipmr")
    with TestClient(app) as attacker:
        attacker.get("/api/session")
        own_pair = attacker.cookies[CSRF_COOKIE]  # a valid signed-out double-submit pair
        token = users.sign_in(attacker, victim)  # the victim's session cookie, planted
        attacker.cookies.set(CSRF_COOKIE, own_pair, domain="testserver.local")
        r = attacker.post("/api/account/logout-everywhere", headers={CSRF_HEADER: own_pair})
        assert (r.status_code, r.json()["error"]) == (403, REFUSED)
        bound = session_token_csrf(secret(), token)
        ok = attacker.post("/api/account/logout-everywhere", headers={CSRF_HEADER: bound})
        assert ok.status_code == 204


def test_the_cookie_follows_the_session(app, users):
    users.create(email="sumunod@example.org")
    with TestClient(app) as browser:
        signed_out = browser.get("/api/session").cookies[CSRF_COOKIE]
        body = {
            "email": "sumunod@example.org",
            "password": DEFAULT_PASSWORD,
            "altcha": solve_captcha(browser),
        }
        r = browser.post("/api/auth/login", json=body, headers={CSRF_HEADER: signed_out})
        assert r.status_code == 200
        session = r.cookies[SESSION_COOKIE]
        bound = r.cookies[CSRF_COOKIE]
        assert bound == session_token_csrf(secret(), session) != signed_out
        # the signed-out token no longer passes while signed in
        assert browser.post("/api/auth/logout", headers={CSRF_HEADER: signed_out}).status_code == 403
        out = browser.post("/api/auth/logout", headers={CSRF_HEADER: bound})
        assert out.status_code == 204
        fresh = out.cookies[CSRF_COOKIE]
        assert fresh not in (bound, signed_out)


def test_a_stale_cookie_is_renewed_from_the_session(app, users):
    with TestClient(app) as browser:
        browser.get("/api/session")
        token = users.sign_in(browser, users.create())
        browser.cookies.set(CSRF_COOKIE, "left-over-from-before", domain="testserver.local")
        renewed = browser.get("/api/session").cookies[CSRF_COOKIE]
        assert renewed == session_token_csrf(secret(), token)
