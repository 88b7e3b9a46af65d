"""Test data: users, sessions, captcha solutions."""

import itertools
from datetime import UTC, datetime, timedelta
from email import message_from_bytes
from pathlib import Path

import altcha
import httpx
from fastapi.testclient import TestClient

from katutubo.auth.sessions import SESSION_COOKIE
from katutubo.core.clock import utc_now
from katutubo.core.config import get_settings
from katutubo.core.csrf import CSRF_COOKIE, CSRF_HEADER, session_token_csrf
from katutubo.core.db import get_sessionmaker
from katutubo.core.security import hash_password, new_token, token_digest
from katutubo.models import Role, User, UserBarangay, UserSession, UserStatus

DEFAULT_PASSWORD = "tamang-salita-9"
_HASH = hash_password(DEFAULT_PASSWORD)
_seq = itertools.count(1)


def _echo_csrf_cookie(request: httpx.Request, client: httpx.Client) -> None:
    token = client.cookies.get(CSRF_COOKIE)
    if token:
        request.headers[CSRF_HEADER] = token


def prime_csrf(client: httpx.Client) -> None:
    """The client echoes the CSRF cookie in the header of every request, as the web app does."""
    client.get("/api/session")
    client.event_hooks["request"].append(lambda request: _echo_csrf_cookie(request, client))


def solve_captcha(client: TestClient) -> str:
    challenge = altcha.Challenge.from_dict(client.get("/api/captcha/challenge").json())
    solution = altcha.solve_challenge(challenge)
    assert solution is not None
    return altcha.Payload(challenge, solution).to_base64()


LASTING = datetime(3000, 1, 1, tzinfo=UTC)


class UserFactory:
    def create(
        self,
        role: str = "user",
        email: str | None = None,
        password: str | None = None,
        name: str = "Maria Dela Cruz",
        status: str = "active",
        barangays: list[str] | None = None,
    ) -> User:
        """An account; an encoder keeps `barangays`."""
        email = email or f"user{next(_seq)}@example.org"
        with get_sessionmaker().begin() as db:
            user = User(
                email=email.lower(),
                display_name=name,
                role=Role(role),
                status=UserStatus(status),
                password_hash=hash_password(password) if password else _HASH,
                barangay_rows=[UserBarangay(barangay=name) for name in barangays or []],
            )
            db.add(user)
        return user

    def sign_in(self, client: httpx.Client, user: User, lasting: bool = False) -> str:
        """Sets the client's session cookie, and the CSRF cookie the server derives from it (as a sign-in
        does); returns the token. `lasting`: a session no setting of the clock ends (seen last and expiring in
        the year 3000), for the signed-in clients of tests about other things that move the clock by days."""
        token = new_token()
        with get_sessionmaker().begin() as db:
            db.add(
                UserSession(
                    token_hash=token_digest(token),
                    user_id=user.id,
                    expires_at=LASTING if lasting else utc_now() + timedelta(days=30),
                    last_seen_at=LASTING if lasting else utc_now(),
                )
            )
        # The domain the client files the server's own cookies under, so these replace them.
        host = client.base_url.host
        domain = host if "." in host else f"{host}.local"
        client.cookies.set(SESSION_COOKIE, token, domain=domain)
        csrf = session_token_csrf(get_settings().resolved_secret_key, token)
        client.cookies.set(CSRF_COOKIE, csrf, domain=domain)
        return token


def emails_to(data_dir: Path, address: str) -> list[tuple[str, str]]:
    """(subject, body) of every email in the outbox for this address, oldest first."""
    found = []
    for path in sorted((data_dir / "outbox").glob("*.eml")):
        msg = message_from_bytes(path.read_bytes())
        if msg["To"] == address:
            payload = msg.get_payload(decode=True)
            assert isinstance(payload, bytes)
            found.append((str(msg["Subject"]), payload.decode()))
    return found
