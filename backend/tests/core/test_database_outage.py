"""PostgreSQL out of reach (issue 36): every request answers 503 "The registry's database cannot be reached;
try again in a minute." with one line in the log per minute — not a generic 500 and a 195-line traceback per
request — and the registry comes back by itself once the database answers again. The database is reached
through a relay the test cuts and mends, as a network or a restarting server would."""

import contextlib
import logging
import socket
import threading
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from katutubo.backups import database
from katutubo.main import create_app
from tests.conftest import _clear_caches
from tests.factories import prime_csrf
from tests.ports import free_port

UNREACHABLE = "The registry's database cannot be reached; try again in a minute."


class Relay:
    """A TCP relay to PostgreSQL on its own port: `cut` closes it and every connection through it, `mend`
    listens again."""

    def __init__(self, target: tuple[str, int]) -> None:
        self.target, self.port = target, free_port()
        self.sockets: list[socket.socket] = []
        self.listener: socket.socket | None = None

    def mend(self) -> None:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen()
        self.listener = listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()

    def cut(self) -> None:
        for s in [self.listener, *self.sockets]:
            if s is not None:
                with contextlib.suppress(OSError):
                    s.shutdown(socket.SHUT_RDWR)
                s.close()
        self.sockets, self.listener = [], None

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                near, _ = listener.accept()
            except OSError:
                return
            far = socket.create_connection(self.target)
            self.sockets += [near, far]
            for source, sink in ((near, far), (far, near)):
                threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    @staticmethod
    def _pump(source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass


@pytest.fixture
def relayed(database_url, monkeypatch) -> Iterator[Relay]:
    if database.is_sqlite(database_url):
        pytest.skip("SQLite is a file beside the server: it cannot be out of reach")
    host_port = database_url.split("@", 1)[1].split("/", 1)[0]
    host, _, port = host_port.rpartition(":")
    relay = Relay((host, int(port)))
    relay.mend()
    monkeypatch.setenv("KATUTUBO_DATABASE_URL", database_url.replace(host_port, f"127.0.0.1:{relay.port}"))
    _clear_caches()
    yield relay
    relay.cut()
    _clear_caches()


def test_an_unreachable_database_answers_503_logs_a_line_a_minute_and_comes_back(relayed, users, caplog):
    app = create_app()
    ipmr = users.create(role="ipmr")
    with TestClient(app) as browser:
        prime_csrf(browser)
        users.sign_in(browser, ipmr)
        assert browser.get("/api/people").status_code == 200
        relayed.cut()
        caplog.clear()
        with caplog.at_level(logging.INFO):
            answers = [browser.get(path) for path in ("/api/people", "/api/session", "/api/households")]
        assert [a.status_code for a in answers] == [503, 503, 503]
        assert answers[0].json() == {
            "error": UNREACHABLE,
            "code": "core.database_unreachable",
            "detail": None,
        }
        assert answers[0].headers["retry-after"] == "60"
        said = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
        assert len(said) == 1 and said[0].startswith("The database cannot be reached: ")
        assert "Traceback" not in caplog.text
        relayed.mend()
        assert browser.get("/api/people").status_code == 200
