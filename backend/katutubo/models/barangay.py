"""The installation's barangays as a table (katutubo.reference.places, synchronised at every migration and
start): the PSGC code, the shown name, other names, the 2020 census population, the centroid, the order people
see them in, and the municipality they belong to (KATUTUBO_MUNICIPALITY when they were written: a registry
that holds people keeps its municipality, katutubo.reference.sync)."""

from typing import Any

from sqlalchemy import JSON, Float, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.base import Base


class Barangay(Base):
    __tablename__ = "barangays"

    code: Mapped[str] = mapped_column(String(10), primary_key=True)
    name: Mapped[str] = mapped_column(String(100))
    other_names: Mapped[list[Any]] = mapped_column(JSON, default=list)
    census_population: Mapped[int | None] = mapped_column(Integer)
    latitude: Mapped[float | None] = mapped_column(Float)
    longitude: Mapped[float | None] = mapped_column(Float)
    sort_order: Mapped[int] = mapped_column(Integer)
    municipality_code: Mapped[str] = mapped_column(String(10))
