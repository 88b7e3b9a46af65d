"""Dates and numbers read as JSON and URLs write them, not by Pydantic's lax conversions, in every schema and
query parameter that takes one: lax mode reads `0` or `"0"` as the day 1970-01-01 (a Unix time), `true` as the
id 1 and `1.0` as 1, so `date_of_birth: 0`, `?date_to=0` or `person_ids: [true]` were stored or searched as if
meant. These types refuse them with the usual 422, under pydantic's own error types (`date_parsing`,
`int_type`), whose words the app's catalogues hold (`validation.<type>`).

- StrictDay: a "YYYY-MM-DD" string that is a real day (or a `date` from Python code); nothing else.
- StrictInt: a JSON integer; not a boolean, a float or a numeric string. Only for request bodies: a query or
  path parameter arrives as text and keeps FastAPI's parsing of digits (where a boolean cannot be sent).
A row id sent in a body is katutubo.core.bounds.StrictId: a StrictInt within a row id's bounds.

The person form keeps its own date type (katutubo.people.form.BirthDate: the form's message for every wrong
value), which refuses non-text the same way.
"""

import re
from datetime import date, datetime
from typing import Annotated, Any

from pydantic import BeforeValidator, Strict
from pydantic_core import PydanticCustomError

_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
NOT_A_DAY = "Input should be a valid date in the format YYYY-MM-DD"


def is_day_object(value: Any) -> bool:
    """A `date` from Python code (a datetime is not a day)."""
    return isinstance(value, date) and not isinstance(value, datetime)


def _day(value: Any) -> Any:
    if is_day_object(value):
        return value
    if isinstance(value, str) and _ISO_DAY.fullmatch(value):
        try:
            return date.fromisoformat(value)
        except ValueError:
            pass
    raise PydanticCustomError("date_parsing", NOT_A_DAY)


StrictDay = Annotated[date, BeforeValidator(_day)]
StrictInt = Annotated[int, Strict()]
