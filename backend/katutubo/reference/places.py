"""The installation's barangays as places: PSGC code, the name people see, other names, the 2020 census
population and the centroid, for the municipality of KATUTUBO_MUNICIPALITY (katutubo.reference.municipality),
in the order people see them. Catanauan, Quezon keeps the spec's 46 names, order and aliases
(katutubo/data/barangays-psgc.tsv: 'San Jose Anyao' is the PSGC's 'San Jose', 'Camandilison' its
'Camandiison'); another municipality has the PSGC's names in the PSGC's order. People's records store the code
(katutubo.models.barangay_code); this module gives the names that stand for the codes, in and out."""

import difflib
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from psgc._loader import get_store

from katutubo.models.barangay_code import use_names
from katutubo.reference.municipality import CATANAUAN, configured

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
_SEPARATORS = re.compile(r"[\s._-]+")

# Catanauan: spellings of the photo files (and of older lists) -> the spec's name.
CATANAUAN_ALIASES: dict[str, str] = {
    "San Jose": "San Jose Anyao",
    "Camandiison": "Camandilison",
    "Tagcan Silangan": "Tagbacan Silangan",
}


@dataclass(frozen=True)
class Place:
    code: str  # the 10-digit PSGC code
    name: str  # the name shown and typed (the spec's, where it differs from the PSGC's)
    other_names: tuple[str, ...]  # the PSGC's name when it differs, and spellings accepted on import
    census_population: int | None
    latitude: float | None
    longitude: float | None


def _catanauan() -> tuple[Place, ...]:
    rows = (
        line.split("\t")
        for line in (DATA_DIR / "barangays-psgc.tsv").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    )
    aliases: dict[str, list[str]] = {}
    for alias, name in CATANAUAN_ALIASES.items():
        aliases.setdefault(name, []).append(alias)
    return tuple(
        Place(
            code=code,
            name=name,
            other_names=tuple(
                dict.fromkeys([*([psgc_name] if psgc_name != name else []), *aliases.get(name, [])])
            ),
            census_population=int(population) if population else None,
            latitude=float(latitude) if latitude else None,
            longitude=float(longitude) if longitude else None,
        )
        for name, code, psgc_name, population, latitude, longitude in rows
        if name != "spec_name"
    )


def _from_psgc(municipality: str) -> tuple[Place, ...]:
    found = sorted(get_store().barangays_by_city(municipality), key=lambda b: b.psgc_code)
    return tuple(
        Place(
            code=b.psgc_code,
            name=b.name,
            other_names=tuple(
                n.strip() for n in (b.old_names or "").split(",") if n.strip() and n.strip() != b.name
            ),
            census_population=b.population,
            latitude=b.coordinate.latitude if b.coordinate else None,
            longitude=b.coordinate.longitude if b.coordinate else None,
        )
        for b in found
    )


@cache
def places_of(municipality: str) -> tuple[Place, ...]:
    """The barangays of a municipality (its PSGC code) in the order people see them."""
    return _catanauan() if municipality == CATANAUAN else _from_psgc(municipality)


def places() -> tuple[Place, ...]:
    """The installation's barangays in display order."""
    return places_of(configured().code)


@cache
def _by_name(municipality: str) -> dict[str, Place]:
    return {place.name: place for place in places_of(municipality)}


@cache
def _by_code(municipality: str) -> dict[str, Place]:
    return {place.code: place for place in places_of(municipality)}


def place_by_name() -> dict[str, Place]:
    """Each place under its shown name (as people's records show it)."""
    return _by_name(configured().code)


def place_by_code() -> dict[str, Place]:
    return _by_code(configured().code)


def code_of(name: str) -> str | None:
    place = place_by_name().get(name)
    return place.code if place else None


def normalise(name: str) -> str:
    """Trimmed, lower-cased, runs of spaces, dots, underscores and hyphens as one space, no leading
    "barangay " (or "brgy ")."""
    folded = _SEPARATORS.sub(" ", name.strip().lower()).strip()
    return folded.removeprefix("barangay ").removeprefix("brgy ").strip()


@cache
def _by_normalised(municipality: str) -> dict[str, str]:
    table: dict[str, str] = {}
    for place in places_of(municipality):
        for other in place.other_names:
            table.setdefault(normalise(other), place.name)
    table.update({normalise(place.name): place.name for place in places_of(municipality)})
    return table


def match_place(name: str) -> str | None:
    """The shown name a loosely written name (any case, an alias, the PSGC's spelling) stands for, or None."""
    return _by_normalised(configured().code).get(normalise(name))


def closest_names(name: str, count: int = 3) -> list[str]:
    """The shown names most like `name` (difflib), for a message that suggests them."""
    table = _by_normalised(configured().code)
    found = difflib.get_close_matches(normalise(name), list(table), n=count * 2, cutoff=0.6)
    return list(dict.fromkeys(table[key] for key in found))[:count]


def _name_for_code(code: str) -> str:
    place = place_by_code().get(code)
    return place.name if place else code


def _code_for_name(name: str) -> str:
    return code_of(name) or name


use_names(_code_for_name, _name_for_code)
