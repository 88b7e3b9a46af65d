"""A free port on 127.0.0.1, for the servers the tests start (katutubo serve, an SMTP sink, weed mini)."""

from __future__ import annotations

import socket


def free_port() -> int:
    """A port nothing listens on now (another process may still take it before the caller binds it)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])
