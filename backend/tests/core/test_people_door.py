"""The door's lint (scripts/people_door.py, run by `make lint`): the registry's code holds no read of people
or households outside katutubo.access, and each shape of one a screen could write is named with its line."""

import ast
import importlib.util
from pathlib import Path
from types import ModuleType

SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "people_door.py"


def _door() -> ModuleType:
    spec = importlib.util.spec_from_file_location("people_door", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_registry_reads_people_only_through_the_door() -> None:
    assert _door().scan() == []


def test_every_hand_written_read_is_named_with_its_line() -> None:
    source = """
head = aliased(Person)
a = select(Person).where(Person.deleted_at.is_(None))
b = db.get(Household, 3)
c = select(Visit.id).join(Person, Person.id == Visit.person_id)
d = select(head.first_name)
e = select(Visit).where(*scope.conditions())
f = scope.includes(person)
g = select(Visit).where(LIVE)
h = select(PeopleTally.count).where(scope.condition(PeopleTally.barangay))
i = [p for p in found if p.deleted_at is None]
"""
    found = _door().violations(ast.parse(source))
    assert found == [
        (2, "aliased(Person | Household)"),
        (3, "deleted_at.is_(...): a hand-written Trash condition"),
        (3, "select(...) of people or households"),
        (4, "get(Household, ...)"),
        (5, ".join(people or households)"),
        (6, "select(...) of people or households"),
        (7, ".conditions(...) of people: a hand-written scope condition"),
        (8, ".includes(person): a hand-written scope check"),
        (9, "LIVE: a hand-written Trash condition"),
        (11, "a comparison of deleted_at: a hand-written Trash condition"),
    ]
