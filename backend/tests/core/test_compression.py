"""Compressed answers: the API's JSON on the fly (brotli first, else gzip), the web app's files precompressed
by the build, and never the live stream (an event must reach the browser at once)."""

import gzip
import json
import time

import brotli
import httpx
import pytest
from fastapi.testclient import TestClient

from katutubo.core import config
from katutubo.core.compression import accepted_encoding
from katutubo.main import create_app
from tests.people.factories import add_person


@pytest.mark.parametrize(
    ("header", "chosen"),
    [
        ("gzip, deflate, br, zstd", "br"),
        ("gzip", "gzip"),
        ("br;q=0, gzip;q=0.5", "gzip"),
        ("identity", None),
        ("", None),
        ("*", "br"),
    ],
)
def test_the_encoding_is_the_first_the_browser_accepts(header, chosen):
    assert accepted_encoding(header) == chosen


def _raw(client: TestClient, path: str, encoding: str) -> httpx.Response:
    """The answer's bytes as sent (the test client would otherwise decode them)."""
    with client.stream("GET", path, headers={"Accept-Encoding": encoding}) as response:
        response.raw = b"".join(response.iter_raw())  # type: ignore[attr-defined]
    return response


def test_api_json_is_sent_compressed_to_browsers_that_accept_it(ipmr_client):
    plain = ipmr_client.get("/api/reference", headers={"Accept-Encoding": "identity"})
    assert plain.status_code == 200 and "content-encoding" not in plain.headers
    assert len(plain.content) > 512
    assert "Accept-Encoding" in plain.headers["vary"]

    br = _raw(ipmr_client, "/api/reference", "gzip, br")
    assert br.headers["content-encoding"] == "br" and "Accept-Encoding" in br.headers["vary"]
    assert json.loads(brotli.decompress(br.raw)) == plain.json()  # type: ignore[attr-defined]
    assert int(br.headers["content-length"]) == len(br.raw) < len(plain.content)  # type: ignore[attr-defined]

    gz = _raw(ipmr_client, "/api/reference", "gzip")
    assert gz.headers["content-encoding"] == "gzip"
    assert json.loads(gzip.decompress(gz.raw)) == plain.json()  # type: ignore[attr-defined]


def test_small_answers_are_sent_as_they_are(client):
    answer = client.get("/api/session", headers={"Accept-Encoding": "gzip, br"})
    assert answer.status_code == 200 and "content-encoding" not in answer.headers


@pytest.fixture
def built(settings, tmp_path, monkeypatch):
    """A built web app with the build's precompressed copies (distinct bytes, to see which one is sent)."""
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text("<div id=root></div>" + " " * 600)
    script = b"console.log('registry');" * 50
    (dist / "assets" / "app-1a2b3c.js").write_bytes(script)
    (dist / "assets" / "app-1a2b3c.js.br").write_bytes(brotli.compress(script))
    (dist / "assets" / "app-1a2b3c.js.gz").write_bytes(gzip.compress(script))
    (dist / "assets" / "photo.jpg").write_bytes(b"\xff\xd8" + b"\0" * 2000)
    monkeypatch.setattr(config.get_settings(), "frontend_dist", dist)
    with TestClient(create_app()) as client:
        yield client, script


def test_hashed_assets_come_precompressed_and_are_kept_for_a_year(built):
    client, script = built
    br = _raw(client, "/assets/app-1a2b3c.js", "gzip, deflate, br")
    assert br.headers["content-encoding"] == "br"
    assert br.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert br.headers["content-type"].startswith("text/javascript")
    assert "Accept-Encoding" in br.headers["vary"]
    assert brotli.decompress(br.raw) == script  # type: ignore[attr-defined]

    gz = _raw(client, "/assets/app-1a2b3c.js", "gzip")
    assert gz.headers["content-encoding"] == "gzip" and gzip.decompress(gz.raw) == script  # type: ignore[attr-defined]

    plain = _raw(client, "/assets/app-1a2b3c.js", "identity")
    assert "content-encoding" not in plain.headers and plain.raw == script  # type: ignore[attr-defined]


def test_index_html_is_asked_for_every_time_and_photos_are_not_recompressed(built):
    client, _ = built
    page = _raw(client, "/home", "gzip")
    assert page.headers["cache-control"] == "no-cache"
    assert page.headers["content-encoding"] == "gzip"  # no precompressed copy: compressed on the fly
    photo = _raw(client, "/assets/photo.jpg", "gzip, br")
    assert "content-encoding" not in photo.headers and len(photo.raw) == 2002  # type: ignore[attr-defined]


def test_the_live_stream_is_never_compressed_or_held_back(live_url, users):
    """Asked with every encoding, the stream is sent as it is, and an event written after it opened arrives
    (a compressor holding bytes back would keep it from the browser)."""
    with httpx.Client(base_url=live_url, timeout=10, headers={"Accept-Encoding": "br, gzip"}) as browser:
        users.sign_in(browser, users.create())
        with browser.stream("GET", "/api/dashboard/events") as response:
            assert response.headers["content-type"].startswith("text/event-stream")
            assert "content-encoding" not in response.headers
            opened = time.monotonic()
            add_person(first_name="Bagong", last_name="Dating")
            for line in response.iter_lines():
                if line == "event: people-changed":  # the stream sends nothing before a change
                    break
            assert time.monotonic() - opened < 5
