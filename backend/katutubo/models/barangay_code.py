"""A barangay stored by its PSGC code and read as its name: the column holds '0405610001', Python sees and
writes 'Ajos' (so `Person.barangay == "Ajos"` and every list, filter and export keep working with names).

The names come from katutubo.reference.places (the configured municipality), which hands them here when it is
imported (`use_names`); a value that is not a known name is stored as given (a code already, or a name that
matches nothing and so finds nobody), a code that is not a known place reads as itself."""

from collections.abc import Callable
from typing import Any

from sqlalchemy import String
from sqlalchemy.engine import Dialect
from sqlalchemy.types import TypeDecorator

_to_code: Callable[[str], str] | None = None
_to_name: Callable[[str], str] | None = None


def use_names(to_code: Callable[[str], str], to_name: Callable[[str], str]) -> None:
    global _to_code, _to_name
    _to_code, _to_name = to_code, to_name


def _needs_names() -> None:
    if _to_code is None:
        raise RuntimeError("katutubo.reference.places must be imported before barangays are read or written")


class BarangayCode(TypeDecorator[str]):
    impl = String(100)
    cache_ok = True

    def process_bind_param(self, value: Any, dialect: Dialect) -> Any:
        if not isinstance(value, str):
            return value
        _needs_names()
        assert _to_code is not None
        return _to_code(value)

    def process_result_value(self, value: Any, dialect: Dialect) -> Any:
        if value is None:
            return None
        _needs_names()
        assert _to_name is not None
        return _to_name(value)

    @property
    def python_type(self) -> type:
        return str
