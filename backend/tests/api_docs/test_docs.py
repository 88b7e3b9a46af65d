"""/api/docs and /api/openapi.json: off unless switched on, then for IPMRs only, with every file served from
here (no CDN, no inline script for the Content-Security-Policy to block)."""

import re

import pytest

from katutubo.core import config


@pytest.fixture
def docs_on(settings, monkeypatch):
    monkeypatch.setattr(config.get_settings(), "api_docs", True)


@pytest.mark.parametrize("path", ["/api/docs", "/api/openapi.json", "/api/docs/init.js"])
def test_off_by_default(ipmr_client, client, path):
    assert ipmr_client.get(path).status_code == 404
    assert client.get(path).status_code == 401


def test_for_ipmrs_only_when_switched_on(docs_on, ipmr_client, chieftain_client, client):
    assert client.get("/api/docs").status_code == 401
    assert chieftain_client.get("/api/docs").status_code == 403
    assert chieftain_client.get("/api/openapi.json").status_code == 403
    document = ipmr_client.get("/api/openapi.json")
    assert document.status_code == 200 and "/api/auth/login" in document.json()["paths"]


def test_the_page_loads_only_its_own_files(docs_on, ipmr_client):
    page = ipmr_client.get("/api/docs")
    assert page.status_code == 200
    assert "script-src 'self'" in page.headers["content-security-policy"]
    sources = re.findall(r'(?:src|href)="([^"]+)"', page.text)
    assert sources and all(source.startswith("/api/docs/") for source in sources)
    assert "<script>" not in page.text  # no inline script: every script is a file
    for source in sources:
        asset = ipmr_client.get(source)
        assert asset.status_code == 200 and len(asset.content) > 100, source
    assert "SwaggerUIBundle" in ipmr_client.get("/api/docs/swagger-ui-bundle.js").text
