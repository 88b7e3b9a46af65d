"""Filipino names folded to one form, so "Ma. Luisa Dela Cruz" and "Maria Luisa de la Cruz" compare equal.

Case and accents go (ñ -> n), hyphens and periods become spaces, runs of spaces one; "Ma." is Maria and
"Sto."/"Sta." Santo/Santa; the surname particles (de, del, dela, de la, de los, delos, ...) are joined to the
name they belong to; a suffix (Jr., Sr., II, III, IV) is kept apart from the name; and a given name that is
only a nickname (data/nicknames.csv: Jun, Boy, Nene, Inday, ...) carries no weight as a first name.
"""

import csv
import re
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib.resources import files

ABBREVIATIONS = {"ma": "maria", "sto": "santo", "sta": "santa", "mª": "maria", "ma.": "maria"}
SUFFIXES = {"jr": "jr", "jnr": "jr", "sr": "sr", "snr": "sr", "ii": "ii", "iii": "iii", "iv": "iv", "v": "v"}
# Particles joined to the word after them ("de la cruz" -> "delacruz"); "de los" / "de las" as well.
PARTICLES = {"de", "del", "dela", "la", "las", "los", "delos", "delas", "di", "van", "von"}
_NOT_LETTERS = re.compile(r"[^a-z0-9 ]+")


@cache
def nicknames() -> frozenset[str]:
    """The nickname table (data, not code): given names that say nothing about who the person is."""
    text = files("katutubo").joinpath("data/nicknames.csv").read_text(encoding="utf-8")
    return frozenset(row["nickname"].strip().lower() for row in csv.DictReader(text.splitlines()))


def fold(text: str | None) -> str:
    """Lower case, no accents, no punctuation (hyphens and periods become spaces), single spaces."""
    if not text:
        return ""
    plain = unicodedata.normalize("NFKD", text.replace("ª", "a.")).encode("ascii", "ignore").decode()
    plain = plain.lower().replace("-", " ").replace(".", " ").replace(",", " ")
    return " ".join(_NOT_LETTERS.sub("", plain).split())


def search_fold(text: str | None) -> str:
    """What the search boxes compare: lower case, accents off (Peña = Pena, Ramón = Ramon), commas as spaces
    ("Bagani, Ramon"), single spaces. The stored search text and the words typed are folded alike."""
    if not text:
        return ""
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c)).lower().replace(",", " ")
    return " ".join(plain.split())


def _words(text: str | None) -> list[str]:
    return [ABBREVIATIONS.get(word, word) for word in fold(text).split()]


def _split_suffix(words: list[str]) -> tuple[list[str], str]:
    """The trailing suffix (Jr., III, ...) apart from the name (a name of one word keeps it: "V")."""
    if len(words) > 1 and words[-1] in SUFFIXES:
        return words[:-1], SUFFIXES[words[-1]]
    return words, ""


def _join_particles(words: list[str]) -> list[str]:
    """'de la cruz' -> ['delacruz'], 'delos santos' -> ['delossantos'], 'san jose' stays two words."""
    joined: list[str] = []
    carry = ""
    for word in words:
        if word in PARTICLES:
            carry += word
            continue
        joined.append(carry + word)
        carry = ""
    if carry:
        joined.append(carry)
    return joined


@dataclass(frozen=True)
class FoldedName:
    first: str  # given name(s), folded; empty when only a nickname
    middle: str  # the mother's maiden name, particles joined
    last: str  # the surname, particles joined
    suffix: str  # jr, sr, ii, iii, iv, v or empty
    nickname: bool  # the first name was a nickname (no first-name weight)

    @property
    def full(self) -> str:
        return " ".join(part for part in (self.first, self.middle, self.last) if part)


# Given names and surnames repeat a lot in a registry: each spelling is folded once (entries and scans).
@lru_cache(maxsize=1 << 16)
def surname(text: str | None) -> tuple[str, str]:
    """The folded surname (particles joined) and its suffix: "De la Cruz Jr." -> ("delacruz", "jr")."""
    words, suffix = _split_suffix(_words(text))
    return " ".join(_join_particles(words)), suffix


def surname_key(text: str | None) -> str:
    """The stored, indexed key of a surname: folded with no spaces at all ("Dela Cruz" -> "delacruz")."""
    return surname(text)[0].replace(" ", "")


@lru_cache(maxsize=1 << 16)
def given_name(text: str | None) -> tuple[str, str, bool]:
    """The folded given name, its suffix, and whether it was only a nickname ("Jun" -> ("", "", True))."""
    words, suffix = _split_suffix(_words(text))
    if words and all(word in nicknames() for word in words):
        return "", suffix, True
    return " ".join(words), suffix, False


def fold_name(first: str | None, middle: str | None, last: str | None) -> FoldedName:
    given, given_suffix, nickname = given_name(first)
    family, family_suffix = surname(last)
    maiden, _ = surname(middle)
    return FoldedName(given, maiden, family, family_suffix or given_suffix, nickname)


@lru_cache(maxsize=1 << 16)
def fold_full_name(text: str | None) -> str:
    """A parent's name as typed in one field ("Ma. Teresa de los Reyes"), folded for comparing."""
    words, _suffix = _split_suffix(_words(text))
    return " ".join(_join_particles(words))
