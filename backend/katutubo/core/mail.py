"""Email: written to DATA_DIR/outbox/*.eml by default, sent over SMTP when KATUTUBO_SMTP_URL is set."""

import logging
import smtplib
import time
from email.message import EmailMessage
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlparse

from katutubo.core.config import Settings
from katutubo.core.log_redaction import mask_email
from katutubo.core.private_files import private_dir, write_private

log = logging.getLogger("katutubo.mail")


def build_message(settings: Settings, to: str, subject: str, body: str) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = settings.mail_from
    msg["To"] = to
    msg["Subject"] = subject
    msg.set_content(body)
    return msg


def send_mail(settings: Settings, to: str, subject: str, body: str) -> None:
    msg = build_message(settings, to, subject, body)
    if settings.smtp_url:
        _send_smtp(settings.smtp_url, msg)
    else:
        path = _write_outbox(settings.data_dir / "outbox", msg)
        log.info("SMTP not configured: email to %s written to %s", mask_email(to), path.name)


def _write_outbox(outbox: Path, msg: EmailMessage) -> Path:
    """Readable by the server's account only: a reset email holds a live link."""
    path = private_dir(outbox) / f"{time.time_ns()}.eml"
    write_private(path, msg.as_bytes())
    return path


def _send_smtp(url: str, msg: EmailMessage) -> None:
    """smtp://user:pass@host:25[?starttls=1] or smtps://user:pass@host:465."""
    parts = urlparse(url)
    host = parts.hostname or "localhost"
    if parts.scheme == "smtps":
        client: smtplib.SMTP = smtplib.SMTP_SSL(host, parts.port or 465, timeout=30)
    else:
        client = smtplib.SMTP(host, parts.port or 25, timeout=30)
    with client:
        if parts.scheme == "smtp" and parse_qs(parts.query).get("starttls", ["0"])[0] in ("1", "true"):
            client.starttls()
        if parts.username:
            client.login(unquote(parts.username), unquote(parts.password or ""))
        client.send_message(msg)
