"""An import job's message as stored: its English text, its code and its values (the app shows its own
catalogue's text for the code). Jobs stored before the code was kept have only the text: the app shows it."""

from typing import Any

from katutubo.core.messages import Message
from katutubo.models import ImportJob


def said(message: Message | None) -> dict[str, Any]:
    """The job's message columns for `message` (None: no message)."""
    if message is None:
        return {"message": None, "message_code": None, "message_params": None}
    return {"message": message[:500], "message_code": message.code, "message_params": message.params}


def say(job: ImportJob, message: Message | None) -> None:
    for name, value in said(message).items():
        setattr(job, name, value)
