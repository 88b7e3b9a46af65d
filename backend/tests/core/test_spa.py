from fastapi.testclient import TestClient

from katutubo.core import certificate_key, config
from katutubo.main import create_app


def test_the_app_is_served_for_every_client_route(settings, tmp_path, monkeypatch):
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text("<div id=root></div>")
    (dist / "assets" / "app.js").write_text("console.log(1)")
    monkeypatch.setattr(config.get_settings(), "frontend_dist", dist)
    with TestClient(create_app()) as client:
        page = client.get("/total-population?barangay=Ajos")
        assert page.status_code == 200 and "root" in page.text
        csp = page.headers["content-security-policy"]
        assert "script-src 'self'" in csp and "google" not in csp
        asset = client.get("/assets/app.js")
        assert "immutable" in asset.headers["cache-control"]
        assert client.get("/api/nothing-here").status_code == 404
        assert client.get("/../etc/passwd").text == "<div id=root></div>"


def test_the_installable_app_s_worker_and_manifest(settings, tmp_path, monkeypatch):
    dist = tmp_path / "dist"
    dist.mkdir()
    (dist / "index.html").write_text("<div id=root></div>")
    (dist / "sw.js").write_text("self.addEventListener('fetch', () => {})")
    (dist / "manifest.webmanifest").write_text('{"name": "Katutubo Registry"}')
    monkeypatch.setattr(config.get_settings(), "frontend_dist", dist)
    with TestClient(create_app()) as client:
        worker = client.get("/sw.js")
        assert worker.status_code == 200 and "javascript" in worker.headers["content-type"]
        assert worker.headers["cache-control"] == "no-cache"  # a new release reaches every device
        assert "worker-src 'self'" in worker.headers["content-security-policy"]
        manifest = client.get("/manifest.webmanifest")
        assert manifest.headers["content-type"].startswith("application/manifest+json")
        assert manifest.headers["cache-control"] == "no-cache"


def test_the_page_carries_the_registry_s_certificate_key(settings, tmp_path, monkeypatch):
    """The build's empty meta tag is filled with the key /api/verify/key publishes, on every client route and
    on /index.html itself (what the installable app's service worker caches for /verify/scan offline)."""
    dist = tmp_path / "dist"
    dist.mkdir()
    (dist / "index.html").write_text(
        '<head><meta name="katutubo-certificate-key" content="" /></head><div id=root></div>'
    )
    monkeypatch.setattr(config.get_settings(), "frontend_dist", dist)
    with TestClient(create_app()) as client:
        published = client.get("/api/verify/key").json()
        key = f"{published['key_id']}.{published['public_key']}"
        expected = f'<meta name="katutubo-certificate-key" content="{key}" />'
        for path in ("/verify/scan", "/index.html", "/"):
            page = client.get(path)
            assert page.status_code == 200 and page.headers["cache-control"] == "no-cache"
            assert expected in page.text, path
            assert page.text.count("katutubo-certificate-key") == 1


def test_the_page_carries_the_retired_certificate_keys_too(
    settings, tmp_path, monkeypatch, certificate_keys_put_back
):
    """After a rotation the meta tag holds the current key, then the retired one: the installable app checks
    papers signed before the rotation with no network."""
    dist = tmp_path / "dist"
    dist.mkdir()
    (dist / "index.html").write_text('<head><meta name="katutubo-certificate-key" content="" /></head>')
    monkeypatch.setattr(config.get_settings(), "frontend_dist", dist)
    with TestClient(create_app()) as client:
        old = client.get("/api/verify/key").json()
        certificate_key.rotate(settings)
        new = client.get("/api/verify/key").json()
        content = f"{new['key_id']}.{new['public_key']} {old['key_id']}.{old['public_key']}"
        assert (
            f'<meta name="katutubo-certificate-key" content="{content}" />' in client.get("/verify/scan").text
        )
