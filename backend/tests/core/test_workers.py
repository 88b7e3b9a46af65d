"""`katutubo serve` with several worker processes: how many, and what they must agree on before they start."""

import os
import threading

from katutubo.cli import build_parser, cmd_serve
from katutubo.core.config import Settings


def test_one_worker_per_core_unless_told(tmp_path, monkeypatch):
    monkeypatch.delenv("KATUTUBO_WORKERS", raising=False)
    assert Settings(data_dir=tmp_path).resolved_workers == (os.cpu_count() or 1)
    monkeypatch.setenv("KATUTUBO_WORKERS", "3")
    assert Settings(data_dir=tmp_path).resolved_workers == 3


def test_serve_passes_the_worker_count_to_uvicorn(monkeypatch, settings):
    import uvicorn

    seen: dict[str, object] = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: seen.update(options, app=app))
    monkeypatch.setattr(settings, "workers", 4)
    cmd_serve(build_parser().parse_args(["serve", "--port", "8123"]))
    assert (seen["app"], seen["workers"], seen["port"], seen["factory"], seen["timeout_keep_alive"]) == (
        "katutubo.main:create_app",
        4,
        8123,
        True,
        75,  # longer than a proxy's idle connections (uvicorn's own 5 s races them)
    )
    cmd_serve(build_parser().parse_args(["serve", "--workers", "2"]))
    assert seen["workers"] == 2


def test_processes_starting_together_agree_on_one_secret_key(tmp_path):
    """The key is made on first use; eight racing for it all read the same one."""
    keys: list[str] = []
    start = threading.Barrier(8)

    def read() -> None:
        start.wait()
        keys.append(Settings(data_dir=tmp_path).resolved_secret_key)

    threads = [threading.Thread(target=read) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert len(keys) == 8 and len(set(keys)) == 1
    assert Settings(data_dir=tmp_path).resolved_secret_key == keys[0]
    assert [p.name for p in tmp_path.iterdir()] == ["secret_key"]  # no temporary file left
