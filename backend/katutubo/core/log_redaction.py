"""Secrets and addresses never reach the logs: the access log shows /reset-password?token=[redacted], and an
email address anywhere in a logged line shows as m***@example.org (in a URL too, where @ is %40)."""

import logging
import re

_SECRET_PARAM = re.compile(r"((?:^|[?&])(?:token|altcha)=)[^&\s]*", re.IGNORECASE)
_EMAIL = re.compile(r"([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*?(@|%40)(?=[A-Za-z0-9-]+\.[A-Za-z0-9.-]+)")


def mask_email(text: str) -> str:
    """'maria@example.org' -> 'm***@example.org': the domain stays, the person's part goes."""
    return _EMAIL.sub(r"\1***\2", text)


def redact(text: str) -> str:
    return mask_email(_SECRET_PARAM.sub(r"\1[redacted]", text))


class RedactSecrets(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.args, tuple):
            record.args = tuple(redact(a) if isinstance(a, str) else a for a in record.args)
        elif isinstance(record.msg, str):
            record.msg = redact(record.msg)
        return True


def install_log_redaction() -> None:
    for name in ("uvicorn.access", "uvicorn.error"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, RedactSecrets) for f in logger.filters):
            logger.addFilter(RedactSecrets())
