"""Declarative base, naming convention, and a UTC timestamp type that reads back aware on SQLite too."""

import enum
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import DateTime, Enum, MetaData
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase
from sqlalchemy.types import TypeDecorator

from katutubo import system_clock

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


def utcnow() -> datetime:
    """The rows' timestamps (the column defaults): the one system clock (katutubo.system_clock), looked up at
    each call, so a test that sets it moves them too."""
    return system_clock.system_now()


class UTCDateTime(TypeDecorator[datetime]):
    """Stored as UTC; always returned timezone-aware (SQLite drops the offset)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> Any:
        if value is None:
            return None
        if value.tzinfo is None:
            value = value.replace(tzinfo=UTC)
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)


def choice(enum_type: type[enum.StrEnum]) -> Enum:
    """A column of one of an enum's values, stored as the value ("No Formal Education", "married_in"), not the
    member's name, as a plain string column checked on write (no database enum type)."""
    return Enum(
        enum_type,
        native_enum=False,
        length=max(len(m.value) for m in enum_type),
        values_callable=lambda members: [m.value for m in members],
        validate_strings=True,
    )
