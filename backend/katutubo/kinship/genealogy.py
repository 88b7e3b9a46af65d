"""The Genealogy Form's contents (NCIP's Certificate of Confirmation packet): the person's parents,
grandparents and great-grandparents on both sides, siblings, spouses, children and grandchildren, each a
registered person or a name typed on a record. A line is followed through registered people only: the parents
of a typed name are unknown (the form leaves their boxes empty, to be filled by hand). The reader's scope
applies as in the profile's Family Tree: a relative outside it is a name, and their line is not followed."""

from sqlalchemy.orm import Session

from katutubo.access.people import Account, person_or_none
from katutubo.access.scope import Scope
from katutubo.kinship.relatives import relatives
from katutubo.kinship.schemas import Genealogy, GenealogyEntry, LinkedRelative, RelativeOut, RelativesOut
from katutubo.models import Person
from katutubo.people.names import display_name

PARENTS = ("father", "mother")
GENERATIONS = 3  # parents, grandparents, great-grandparents


def _registered(person: Person) -> GenealogyEntry:
    return GenealogyEntry(
        registered=True,
        person_id=person.id,
        name=display_name(person),
        birth_year=person.date_of_birth.year if person.date_of_birth else None,
        age=person.age,
        tribe=person.lineage,
        barangay=person.barangay,
    )


def _typed(name: str) -> GenealogyEntry:
    return GenealogyEntry(
        registered=False, person_id=None, name=name, birth_year=None, age=None, tribe=None, barangay=None
    )


class _Reader:
    """Relatives of registered people, each read once."""

    def __init__(self, db: Session, scope: Scope, account: Account) -> None:
        self.db, self.scope, self.account = db, scope, account

    def relatives(self, person: Person) -> RelativesOut:
        return relatives(self.db, person, self.scope, self.account)

    def person(self, relative: RelativeOut | None) -> Person | None:
        """The registered person behind a relative of the scope, else None."""
        if isinstance(relative, LinkedRelative):
            return person_or_none(self.db, self.scope, relative.id)
        return None

    def entry(self, relative: RelativeOut | None) -> GenealogyEntry | None:
        if relative is None:
            return None
        found = self.person(relative)
        return _registered(found) if found is not None else _typed(relative.name)

    def entries(self, found: list[RelativeOut]) -> list[GenealogyEntry]:
        return [entry for relative in found if (entry := self.entry(relative)) is not None]


def genealogy(db: Session, root: Person, scope: Scope, account: Account) -> Genealogy:
    read = _Reader(db, scope, account)
    own = read.relatives(root)
    ancestors: dict[str, GenealogyEntry | None] = {}
    line: dict[str, Person | None] = {"": root}
    for _generation in range(GENERATIONS):
        following: dict[str, Person | None] = {}
        for path, person in line.items():
            found = read.relatives(person) if person is not None else None
            for kind in PARENTS:
                relative = getattr(found, kind) if found is not None else None
                key = f"{path}.{kind}" if path else kind
                ancestors[key] = read.entry(relative)
                following[key] = read.person(relative)
        line = following
    grandchildren: list[GenealogyEntry] = []
    for child in own.children:
        registered = read.person(child)
        if registered is not None:
            grandchildren += read.entries(read.relatives(registered).children)
    return Genealogy(
        person=_registered(root),
        ancestors=ancestors,
        siblings=read.entries(own.siblings),
        spouses=read.entries(own.spouses),
        children=read.entries(own.children),
        grandchildren=grandchildren,
    )
