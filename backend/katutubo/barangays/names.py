"""Matching a barangay by a loosely written name (a photo's file name, a heading): the spec's normalisation
and its three aliases. Names are compared trimmed, lower-cased, with runs of spaces, dots, underscores and
hyphens folded to one space, and without an optional leading "barangay "."""

import re
from functools import cache

from katutubo.reference.data import barangays

_SEPARATORS = re.compile(r"[\s._-]+")

# Names the photo files were saved under -> the barangay they show.
ALIASES: dict[str, str] = {
    "san jose": "San Jose Anyao",
    "camandiison": "Camandilison",
    "tagcan silangan": "Tagbacan Silangan",
}


def normalise(name: str) -> str:
    folded = _SEPARATORS.sub(" ", name.strip().lower()).strip()
    return folded.removeprefix("barangay ").strip()


@cache
def _by_normalised() -> dict[str, str]:
    table = {normalise(name): name for name in barangays()}
    table.update({normalise(alias): name for alias, name in ALIASES.items()})
    return table


def match_barangay(name: str) -> str | None:
    """The listed barangay a name stands for, or None (the caller shows a placeholder)."""
    return _by_normalised().get(normalise(name))
