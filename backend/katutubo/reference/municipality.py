"""The municipality (or city) the registry serves: KATUTUBO_MUNICIPALITY, a 10-digit PSGC code looked up in
the `psgc` package's offline data (name, province, the centroid of its barangays). Catanauan, Quezon keeps the
spec's map centre and zoom."""

import math
from dataclasses import dataclass
from functools import cache

from psgc._loader import get_store

from katutubo.core.config import get_settings

CATANAUAN = "0405610000"
SETTING = "KATUTUBO_MUNICIPALITY"

# The spec's map of Catanauan: the town centre, not the centroid of its barangays.
_SPEC_MAPS = {CATANAUAN: (13.6545, 122.3334, 14)}


class UnknownMunicipality(ValueError):
    """The setting names no municipality or city of the PSGC."""

    def __init__(self, code: str) -> None:
        super().__init__(
            f"{SETTING}={code!r} is not the PSGC code of a municipality or city "
            "(10 digits, e.g. 0405610000 for Catanauan, Quezon): the server does not start."
        )
        self.code = code


@dataclass(frozen=True)
class Municipality:
    code: str
    name: str
    province: str
    latitude: float
    longitude: float
    zoom: int

    @property
    def place(self) -> str:
        """'Catanauan, Quezon': the titles' wording."""
        return f"{self.name}, {self.province}" if self.province else self.name


def _zoom(latitudes: list[float], longitudes: list[float]) -> int:
    """The closest zoom that shows the barangays' spread on the card's map, about 300 px high (a 256 px tile
    spans 360 / 2**zoom degrees)."""
    extent = max(max(latitudes) - min(latitudes), max(longitudes) - min(longitudes), 0.01)
    return max(9, min(15, math.floor(math.log2(360 * 300 / 256 / extent))))


@cache
def municipality_of(code: str) -> Municipality:
    store = get_store()
    try:
        city = store.get_city(code)
    except KeyError:
        raise UnknownMunicipality(code) from None
    try:
        province = store.get_province(city.province_code).name
    except KeyError:  # Cities outside a province (Metro Manila's) are named alone.
        province = ""
    points = [b.coordinate for b in store.barangays_by_city(code) if b.coordinate is not None]
    if code in _SPEC_MAPS:
        latitude, longitude, zoom = _SPEC_MAPS[code]
    elif points:
        lats, lngs = [p.latitude for p in points], [p.longitude for p in points]
        latitude, longitude = round(sum(lats) / len(lats), 4), round(sum(lngs) / len(lngs), 4)
        zoom = _zoom(lats, lngs)
    elif city.coordinate is not None:
        latitude, longitude, zoom = city.coordinate.latitude, city.coordinate.longitude, 13
    else:
        latitude, longitude, zoom = 12.8797, 121.774, 6  # the Philippines
    return Municipality(code, city.name, province, latitude, longitude, zoom)


def configured() -> Municipality:
    """The municipality of KATUTUBO_MUNICIPALITY (UnknownMunicipality when the PSGC has none)."""
    return municipality_of(get_settings().municipality.strip())
