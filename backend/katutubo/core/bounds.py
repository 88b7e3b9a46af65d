"""Bounds of the numbers and dates the API reads, so none reaches the database out of its column's range
(a 500 on PostgreSQL's 32-bit integers, on SQLite's 64-bit ones, or in a date sum): 422 instead. Dates and
body ids are read strictly (katutubo.core.strict_types: `?date_to=0` is not 1970-01-01, `true` is not 1)."""

from datetime import date
from typing import Annotated

from fastapi import Path, Query
from pydantic import Field

from katutubo.core.strict_types import StrictDay, StrictInt

INT32_MAX = 2_147_483_647
FIRST_DAY = date(1900, 1, 1)
LAST_DAY = date(2999, 12, 31)

RowId = Annotated[int, Path(ge=1, le=INT32_MAX, description="A row's id.")]
PageNumber = Annotated[int, Query(ge=1, le=INT32_MAX)]
IdFilter = Annotated[int | None, Query(ge=1, le=INT32_MAX)]
DayFilter = Annotated[
    StrictDay | None, Query(ge=FIRST_DAY, le=LAST_DAY, description="YYYY-MM-DD, Asia/Manila")
]
# A row id in a request body: a JSON integer (not true, 1.0 or "1") within a row id's bounds.
StrictId = Annotated[StrictInt, Field(ge=1, le=INT32_MAX)]
