"""Bounds of the numbers and dates the API reads, so none reaches the database out of its column's range
(a 500 on PostgreSQL's 32-bit integers, on SQLite's 64-bit ones, or in a date sum): 422 instead."""

from datetime import date
from typing import Annotated

from fastapi import Path, Query

INT32_MAX = 2_147_483_647
FIRST_DAY = date(1900, 1, 1)
LAST_DAY = date(2999, 12, 31)

RowId = Annotated[int, Path(ge=1, le=INT32_MAX, description="A row's id.")]
PageNumber = Annotated[int, Query(ge=1, le=INT32_MAX)]
IdFilter = Annotated[int | None, Query(ge=1, le=INT32_MAX)]
DayFilter = Annotated[date | None, Query(ge=FIRST_DAY, le=LAST_DAY, description="YYYY-MM-DD, Asia/Manila")]
