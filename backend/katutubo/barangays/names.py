"""Matching a barangay by a loosely written name (a photo's file name, a heading): the names, other names and
aliases of katutubo.reference.places, compared trimmed, lower-cased, with runs of spaces, dots, underscores
and hyphens folded to one space, and without an optional leading "barangay "."""

from katutubo.reference.places import match_place, normalise

__all__ = ["match_barangay", "normalise"]


def match_barangay(name: str) -> str | None:
    """The listed barangay a name stands for, or None (the caller shows a placeholder)."""
    return match_place(name)
