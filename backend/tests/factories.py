"""Test data: users, sessions, captcha solutions."""

import itertools
from datetime import UTC, datetime, timedelta
from email import message_from_bytes
from pathlib import Path

import altcha
from fastapi.testclient import TestClient

from katutubo.auth.sessions import SESSION_COOKIE
from katutubo.core.csrf import CSRF_COOKIE, CSRF_HEADER
from katutubo.core.db import get_sessionmaker
from katutubo.core.security import hash_password, new_token, token_digest
from katutubo.models import Role, User, UserSession, UserStatus

DEFAULT_PASSWORD = "tamang-salita-9"
_HASH = hash_password(DEFAULT_PASSWORD)
_seq = itertools.count(1)


def prime_csrf(client: TestClient) -> None:
    client.get("/api/session")
    client.headers[CSRF_HEADER] = client.cookies[CSRF_COOKIE]


def solve_captcha(client: TestClient) -> str:
    challenge = altcha.Challenge.from_dict(client.get("/api/captcha/challenge").json())
    solution = altcha.solve_challenge(challenge)
    assert solution is not None
    return altcha.Payload(challenge, solution).to_base64()


class UserFactory:
    def create(
        self,
        role: str = "user",
        email: str | None = None,
        password: str | None = None,
        name: str = "Maria Dela Cruz",
        status: str = "active",
    ) -> User:
        email = email or f"user{next(_seq)}@example.org"
        with get_sessionmaker().begin() as db:
            user = User(
                email=email.lower(),
                display_name=name,
                role=Role(role),
                status=UserStatus(status),
                password_hash=hash_password(password) if password else _HASH,
            )
            db.add(user)
        return user

    def sign_in(self, client: TestClient, user: User) -> str:
        """Sets the client's session cookie; returns the token."""
        token = new_token()
        with get_sessionmaker().begin() as db:
            db.add(
                UserSession(
                    token_hash=token_digest(token),
                    user_id=user.id,
                    expires_at=datetime.now(UTC) + timedelta(days=30),
                )
            )
        client.cookies.set(SESSION_COOKIE, token)
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
