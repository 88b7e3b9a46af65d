"""Every response carries the security headers, errors included (a 500 is made outside every middleware, so
its handler adds them itself), and HSTS when the registry is served over https."""

import pytest
from fastapi.testclient import TestClient

from katutubo.core import config
from katutubo.dashboard import router as dashboard_router
from katutubo.main import create_app

HEADERS = ("content-security-policy", "x-content-type-options", "referrer-policy", "permissions-policy")


def assert_secured(response) -> None:  # type: ignore[no-untyped-def]
    for name in HEADERS:
        assert name in response.headers, (response.status_code, name)
    assert response.headers["x-content-type-options"] == "nosniff"


def test_an_unexpected_error_is_json_with_the_headers(app, monkeypatch):
    def boom(**_kwargs: object) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(dashboard_router, "MapConfig", boom)
    with TestClient(app, raise_server_exceptions=False) as client:
        r = client.get("/api/config")
    assert r.status_code == 500
    assert r.json() == {
        "error": "Something went wrong on the server. Please try again.",
        "code": "core.server_error",
        "detail": None,
    }
    assert_secured(r)
    assert r.headers["cache-control"] == "no-store"
    assert "strict-transport-security" not in r.headers


def test_refusals_carry_the_headers(client, raw_client):
    answers = [
        client.get("/api/people"),  # 401
        client.get("/api/nothing-here"),  # 404
        client.delete("/api/session"),  # 405
        client.post("/api/auth/login", content=b"x" * (2 * 1024 * 1024)),  # 413
        client.post("/api/auth/login", json={"email": "a\0"}),  # 422
        raw_client.post("/api/auth/logout"),  # 403 (no CSRF token)
    ]
    assert [r.status_code for r in answers] == [401, 404, 405, 413, 422, 403]
    for r in answers:
        assert_secured(r)
        assert r.headers["cache-control"] == "no-store"


@pytest.mark.parametrize(
    ("public_url", "hsts"), [("https://ip.catanauan.gov.ph", True), ("http://127.0.0.1:8000", False)]
)
def test_hsts_when_served_over_https(settings, monkeypatch, public_url, hsts):
    monkeypatch.setattr(config.get_settings(), "public_url", public_url)
    with TestClient(create_app(), raise_server_exceptions=False) as client:
        answers = [client.get("/api/session"), client.get("/api/nothing-here"), client.get("/")]
    for r in answers:
        assert ("strict-transport-security" in r.headers) is hsts
        if hsts:
            assert r.headers["strict-transport-security"] == "max-age=31536000; includeSubDomains"
