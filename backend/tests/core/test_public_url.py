"""KATUTUBO_PUBLIC_URL left unset (issue 21, item 22): emails, the certificate's printed address and QR code
would lead to http://127.0.0.1:8000. `katutubo serve` on an address other computers reach says so at start-up,
the certificate tells whoever prints it, and the session tells the IPMR (the administration area's notice)."""

import logging

import uvicorn
from fastapi.testclient import TestClient

from katutubo.cli import build_parser, cmd_serve
from katutubo.core import config
from katutubo.core.config import Settings
from tests.factories import prime_csrf
from tests.people.factories import add_person

WARNING = (
    "KATUTUBO_PUBLIC_URL is not set: emails, the certificate's printed address and its QR code point at "
    "http://127.0.0.1:8000, which other computers cannot open. Set it to the address people use to reach "
    "this server."
)


def _serve(monkeypatch, caplog, *argv: str, public_url: str | None = None) -> list[str]:
    """What `katutubo serve ARGV` logs, KATUTUBO_PUBLIC_URL set to `public_url` (None: not set)."""
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: None)
    if public_url is None:
        monkeypatch.delenv("KATUTUBO_PUBLIC_URL", raising=False)
    else:
        monkeypatch.setenv("KATUTUBO_PUBLIC_URL", public_url)
    config.get_settings.cache_clear()
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="katutubo"):
        cmd_serve(build_parser().parse_args(["serve", *argv]))
    return [r.getMessage() for r in caplog.records if r.name == "katutubo"]


def test_serving_other_computers_without_a_public_url_warns_at_start(monkeypatch, caplog, settings):
    assert _serve(monkeypatch, caplog, "--host", "0.0.0.0") == [WARNING]
    assert _serve(monkeypatch, caplog, "--host", "192.168.1.20") == [WARNING]
    assert _serve(monkeypatch, caplog) == []  # 127.0.0.1: only this computer, the address is right
    public = "https://registry.catanauan.gov.ph"
    assert _serve(monkeypatch, caplog, "--host", "0.0.0.0", public_url=public) == []


def test_a_loopback_public_url_is_recognised(tmp_path):
    for url, loopback in [
        ("http://127.0.0.1:8000", True),
        ("http://localhost:8000/", True),
        ("http://[::1]:8000", True),
        ("https://registry.catanauan.gov.ph", False),
        ("http://192.168.1.20:8000", False),
    ]:
        assert Settings(data_dir=tmp_path, public_url=url).public_url_is_loopback is loopback, url


def test_the_certificate_says_when_its_address_leads_nowhere(chieftain_client, monkeypatch, settings):
    person = add_person()
    monkeypatch.setattr(settings, "public_url", "http://127.0.0.1:8000")
    r = chieftain_client.post(f"/api/people/{person.id}/certifications", json={"purpose": "Scholarship"})
    assert r.status_code == 201, r.text
    assert r.json()["public_url_is_loopback"] is True
    monkeypatch.setattr(settings, "public_url", "https://registry.catanauan.gov.ph")
    again = chieftain_client.get(f"/api/certifications/{r.json()['id']}")
    assert again.status_code == 200, again.text
    assert again.json()["public_url_is_loopback"] is False


def test_the_session_tells_the_ipmr_where_the_links_lead(ipmr_client, monkeypatch, settings):
    # KATUTUBO_PUBLIC_URL unset: its default
    assert ipmr_client.get("/api/session").json()["loopback_public_url"] == "http://127.0.0.1:8000"
    monkeypatch.setattr(settings, "public_url", "https://registry.catanauan.gov.ph")
    assert ipmr_client.get("/api/session").json()["loopback_public_url"] is None


def test_no_one_but_the_ipmr_is_told(client, chieftain_client, user_client, app, users, settings):
    assert settings.public_url_is_loopback
    with TestClient(app) as waiting_ipmr:
        prime_csrf(waiting_ipmr)
        users.sign_in(waiting_ipmr, users.create(role="ipmr", status="pending"))
        for someone in (chieftain_client, user_client, waiting_ipmr, client):
            session = someone.get("/api/session").json()
            assert session["loopback_public_url"] is None, session["user"]
