"""ALTCHA proof-of-work captcha, served and verified by our own server (no third party).
A solved challenge is recorded until it expires, so one solution is accepted once."""

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


def new_challenge(settings: Settings) -> dict[str, object]:
    expires = datetime.now(UTC) + CHALLENGE_TTL
    challenge = altcha.create_challenge(
        "PBKDF2/SHA-256",
        settings.captcha_cost,
        hmac_secret=settings.resolved_secret_key,
        expires_at=int(expires.timestamp()),
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
    now = datetime.now(UTC)
    if (
        not result.verified
        or not parsed.challenge.signature
        or not expires_at
        or expires_at < now.timestamp()
    ):
        raise BadRequest(CAPTCHA_ERROR)
    _spend(parsed.challenge.signature, datetime.fromtimestamp(expires_at, UTC), now)


def _spend(signature: str, expires_at: datetime, now: datetime) -> None:
    try:
        with independent_transaction() as db:
            db.execute(delete(CaptchaUse).where(CaptchaUse.expires_at < now))
            db.add(CaptchaUse(signature=signature, expires_at=expires_at))
    except IntegrityError as exc:
        raise BadRequest(CAPTCHA_ERROR) from exc
