from fastapi.testclient import TestClient

from katutubo.core import config
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
