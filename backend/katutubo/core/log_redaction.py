"""Personal data, secrets and addresses never reach the logs.

- Query strings: only the values of NON_PERSONAL keys stay (how a list is paged, sorted, filtered by group,
  which file format); every other value shows as [redacted]: a search (`q=Norma+Agustin`), a date of birth, an
  age, a person's or user's id, a last name, a reset token, a captcha answer. The access log of
  `/api/kinship/candidates?q=Norma+Agustin&date_of_birth=1961-03-02&role=father` reads
  `/api/kinship/candidates?q=[redacted]&date_of_birth=[redacted]&role=father`. An allow-list, not a
  deny-list, so a new parameter is kept out of the logs until someone decides it may be there.
- An email address anywhere in a logged line shows as m***@example.org (in a URL too, where @ is %40).
"""

import logging
import re

REDACTED = "[redacted]"
# Keys whose values say how a list is shown or which group it covers, never who a person is.
NON_PERSONAL = frozenset(
    {
        "page",
        "page_size",
        "size",
        "limit",
        "sort",
        "order",
        "format",
        "columns",
        "list",
        "category",
        "status",
        "gender",
        "barangay",
        "role",
        "action",
        "v",
    }
)
_QUERY = re.compile(r"\?([^\s\"#]+)")
_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_.\[\]-]{0,63}")
_EMAIL = re.compile(r"([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*?(@|%40)(?=[A-Za-z0-9-]+\.[A-Za-z0-9.-]+)")


def mask_email(text: str) -> str:
    """'maria@example.org' -> 'm***@example.org': the domain stays, the person's part goes."""
    return _EMAIL.sub(r"\1***\2", text)


def _pair(pair: str) -> str:
    key, sign, value = pair.partition("=")
    if not sign:  # a bare word (`?Norma+Agustin`) may be a name
        return pair if not pair or pair.lower() in NON_PERSONAL else REDACTED
    if not _KEY.fullmatch(key):
        return REDACTED  # no key a client of this app sends: all of it may be someone's data
    if not value or key.lower() in NON_PERSONAL:
        return pair
    return f"{key}={REDACTED}"


def _query(match: re.Match[str]) -> str:
    return "?" + "&".join(_pair(pair) for pair in match.group(1).split("&"))


def redact(text: str) -> str:
    return mask_email(_QUERY.sub(_query, text))


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
