"""ALTCHA proof-of-work captcha, served and verified by our own server (no third party).
A solved challenge is recorded until it expires, so one solution is accepted once.

A challenge's expiry is on the wall clock, not the registry's (katutubo.system_clock): altcha.verify_solution
checks it against time.time() itself, so it is set and checked on that clock alone (a test that sets the
registry's clock still solves a captcha; tests/core/test_clock.py names this exception)."""

import time
from datetime import UTC, datetime, timedelta

import altcha
from sqlalchemy import delete
from sqlalchemy.exc import IntegrityError

from katutubo.core.config import Settings
from katutubo.core.db import independent_transaction
from katutubo.core.errors import BadRequest
from katutubo.core.messages import Message
from katutubo.models import CaptchaUse

CHALLENGE_TTL = timedelta(minutes=10)
CAPTCHA_REQUIRED = Message("auth.captcha_required", "Please complete the captcha verification.")
CAPTCHA_ERROR = Message("auth.captcha_error", "Captcha error occurred. Please try again.")


def _altcha_now() -> float:
    """The clock altcha checks a challenge's expiry on (see the module's docstring)."""
    return time.time()


def new_challenge(settings: Settings) -> dict[str, object]:
    challenge = altcha.create_challenge(
        "PBKDF2/SHA-256",
        settings.captcha_cost,
        hmac_secret=settings.resolved_secret_key,
        expires_at=int(_altcha_now() + CHALLENGE_TTL.total_seconds()),
    )
    return challenge.to_dict()


def verify_captcha(settings: Settings, payload: str | None) -> None:
    """Raise BadRequest unless the payload is a fresh, valid, unused solution."""
    if not settings.captcha:
        return
    if not payload:
        raise BadRequest(CAPTCHA_REQUIRED)
    try:
        parsed = altcha.Payload.from_base64(payload)
        result = altcha.verify_solution(parsed, settings.resolved_secret_key)
    except Exception as exc:  # malformed base64/JSON from the client
        raise BadRequest(CAPTCHA_ERROR) from exc
    expires_at = parsed.challenge.parameters.expires_at
    now = _altcha_now()
    if not result.verified or not parsed.challenge.signature or not expires_at or expires_at < now:
        raise BadRequest(CAPTCHA_ERROR)
    _spend(
        parsed.challenge.signature, datetime.fromtimestamp(expires_at, UTC), datetime.fromtimestamp(now, UTC)
    )


def _spend(signature: str, expires_at: datetime, now: datetime) -> None:
    try:
        with independent_transaction() as db:
            db.execute(delete(CaptchaUse).where(CaptchaUse.expires_at < now))
            db.add(CaptchaUse(signature=signature, expires_at=expires_at))
    except IntegrityError as exc:
        raise BadRequest(CAPTCHA_ERROR) from exc
