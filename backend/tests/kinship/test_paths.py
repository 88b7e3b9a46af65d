"""The relationship-path search on a fixed family (tests/kinship/family_fixture.py): every degree the
affiants' check names, as steps from the applicant; second cousins and further are not related."""

import pytest

from katutubo.core.db import get_sessionmaker
from katutubo.kinship.paths import relation
from tests.kinship.family_fixture import build_family, to_trash

pytestmark = pytest.mark.usefixtures("database_url")

RELATED = {
    "dado": ["father"],
    "elena": ["mother"],
    "mila": ["daughter"],
    "pedro": ["brother"],
    "andres": ["father", "father"],
    "gloria": ["mother", "mother"],
    "oscar": ["daughter", "son"],
    "simon": ["father", "brother"],
    "vicente": ["mother", "brother"],
    "rosa": ["brother", "daughter"],
    "tomas": ["first_cousin"],
    "jose": ["husband"],
    "kiko": ["husband", "father"],
    "lito": ["husband", "brother"],
    "nilo": ["daughter", "husband"],
    "quela": ["brother", "wife"],
}
# A second cousin, a first cousin's child, the father's first cousin, a great-grandparent, a stranger.
NOT_RELATED = ["hilda", "ursula", "gado", "tuhod", "xavier", "ines"]


def test_every_degree_is_named_from_the_applicant():
    ids = build_family()
    with get_sessionmaker()() as db:
        found = {key: relation(db, None, ids["ines"], ids[key]) for key in RELATED}
        beyond = {key: relation(db, None, ids["ines"], ids[key]) for key in NOT_RELATED}
    assert found == RELATED
    assert beyond == dict.fromkeys(NOT_RELATED)


def test_the_path_reads_from_either_side():
    ids = build_family()
    with get_sessionmaker()() as db:
        assert relation(db, None, ids["vicente"], ids["ines"]) == ["sister", "daughter"]
        assert relation(db, None, ids["jose"], ids["elena"]) == ["wife", "mother"]
        assert relation(db, None, ids["simon"], ids["tomas"]) == ["son"]
        assert relation(db, None, ids["tomas"], ids["pedro"]) == ["first_cousin"]
        assert relation(db, None, ids["hilda"], ids["pedro"]) is None


def test_a_person_in_the_trash_breaks_the_path_through_them():
    ids = build_family()
    with get_sessionmaker().begin() as db:
        to_trash(db, ids["dado"])
    with get_sessionmaker()() as db:
        assert relation(db, None, ids["ines"], ids["dado"]) is None
        assert relation(db, None, ids["ines"], ids["andres"]) is None
        assert relation(db, None, ids["ines"], ids["pedro"]) == ["brother"]  # still through their mother
