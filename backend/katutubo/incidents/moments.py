"""A moment as the office writes it: 'YYYY-MM-DDTHH:MM' on the office's clock (Asia/Manila), the value of a
date-and-time field; read as an aware instant (nothing else: no offset, no seconds, no number)."""

import re
from datetime import datetime
from typing import Annotated, Any

from pydantic import BeforeValidator, WithJsonSchema

from katutubo.core.clock import MANILA

PATTERN = r"^(19|20)\d{2}-\d{2}-\d{2}T\d{2}:\d{2}$"
NOT_A_MOMENT = "Input should be a date and time as YYYY-MM-DDTHH:MM"


def _in_manila(value: Any) -> datetime:
    if not isinstance(value, str) or not re.match(PATTERN, value):
        raise ValueError(NOT_A_MOMENT)
    try:
        moment = datetime.strptime(value, "%Y-%m-%dT%H:%M")
    except ValueError:
        raise ValueError(NOT_A_MOMENT) from None
    return moment.replace(tzinfo=MANILA)


OfficeMoment = Annotated[
    datetime,
    BeforeValidator(_in_manila),
    WithJsonSchema({"type": "string", "pattern": PATTERN, "description": "YYYY-MM-DDTHH:MM, Asia/Manila"}),
]
