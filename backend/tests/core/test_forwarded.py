"""`katutubo serve` trusts X-Forwarded-For only from the proxies named in FORWARDED_ALLOW_IPS (issue 36): with
uvicorn's default (127.0.0.1 trusted), any program on the server's machine rotated the header past the
per-address login limit (40 failures: 40 × 401, no 429) and wrote any address into the audit trail."""

import os
from typing import Any

import pytest
import uvicorn

from katutubo.cli import build_parser, cmd_serve
from katutubo.core.config import get_settings


def _served_with(monkeypatch: pytest.MonkeyPatch, *args: str) -> dict[str, Any]:
    seen: dict[str, Any] = {}
    monkeypatch.setattr(uvicorn, "run", lambda *_a, **kwargs: seen.update(kwargs))
    cmd_serve(build_parser().parse_args(["serve", "--workers", "1", *args]))
    return seen


def test_no_forwarded_header_is_trusted_unless_a_proxy_is_named(settings, monkeypatch):
    monkeypatch.delenv("FORWARDED_ALLOW_IPS", raising=False)
    served = _served_with(monkeypatch)
    assert served["proxy_headers"] is False
    assert served["forwarded_allow_ips"] is None


def test_the_named_proxy_is_trusted(settings, monkeypatch):
    monkeypatch.setenv("FORWARDED_ALLOW_IPS", "10.0.0.5")
    served = _served_with(monkeypatch)
    assert (served["proxy_headers"], served["forwarded_allow_ips"]) == (True, "10.0.0.5")


def test_the_public_address_follows_the_port_unless_it_is_set(settings, monkeypatch):
    """`PORT=18800 make run`: emails and the certificates' QR codes point where the server is, not at 8000."""
    monkeypatch.delenv("KATUTUBO_PUBLIC_URL", raising=False)
    monkeypatch.setenv("KATUTUBO_PUBLIC_URL", "")
    try:
        served = _served_with(monkeypatch, "--port", "18800")
        assert served["port"] == 18800
        assert os.environ["KATUTUBO_PUBLIC_URL"] == get_settings().public_url == "http://127.0.0.1:18800"
        monkeypatch.setenv("KATUTUBO_PUBLIC_URL", "https://registry.example.gov.ph")
        get_settings.cache_clear()
        _served_with(monkeypatch, "--port", "18801")
        assert get_settings().public_url == "https://registry.example.gov.ph"
    finally:
        monkeypatch.delenv("KATUTUBO_PUBLIC_URL", raising=False)
        get_settings.cache_clear()
