"""What the new rows of one chunk are compared with, read for the whole chunk at once (a 10,000-row check
used to send a few queries per row): the live people each row could equal in every field (exact.SamePeople)
and, for the check (or an import leaving them out), those it could be a duplicate of (duplicates.batch).

Each row still sees the registry as it is when its turn comes, the chunk's earlier rows included once they
are written: the importer says what it wrote (written, inserted) and the next row's lookup takes it in first
(new people written as table rows are read back, in one query)."""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.orm import Session

from katutubo.access.people import Account, people_of_every_barangay
from katutubo.duplicates.batch import CandidatePool
from katutubo.duplicates.service import import_matches, import_pool
from katutubo.imports.exact import SamePeople
from katutubo.models import Person
from katutubo.people.schemas import PersonForm


@dataclass
class ChunkLookup:
    account: Account = None  # who imports (None: a command)
    same: SamePeople = field(default_factory=SamePeople)
    likely: CandidatePool | None = None  # None: duplicates not looked for
    written_people: list[Person] = field(default_factory=list)  # since the last lookup
    inserted_ids: list[int] = field(default_factory=list)  # new people written as table rows, since then

    @classmethod
    def load(
        cls, db: Session, account: Account, rows: Sequence[PersonForm], duplicates: bool
    ) -> "ChunkLookup":
        """For these checked rows (the chunk's new ones), with or without the duplicates' candidates."""
        return cls(account, SamePeople.load(db, account, rows), import_pool(db, rows) if duplicates else None)

    def written(self, person: Person) -> None:
        """A person created or changed through the ORM (flushed at the next lookup, as a query would)."""
        self.written_people.append(person)

    def inserted(self, rows: Iterable[dict[str, Any]]) -> None:
        """New people inserted as table rows (katutubo.imports.rows, which gave each its id)."""
        self.inserted_ids.extend(row["id"] for row in rows)

    def _catch_up(self, db: Session) -> None:
        if not (self.written_people or self.inserted_ids):
            return
        db.flush()
        people = self.written_people
        if self.inserted_ids:
            inserted = people_of_every_barangay(self.account).where(Person.id.in_(self.inserted_ids))
            people = [*people, *db.scalars(inserted)]
        self.same.add(people)
        if self.likely is not None:
            self.likely.add(people)
        self.written_people, self.inserted_ids = [], []

    def unchanged(self, db: Session, checked: PersonForm) -> Person | None:
        """The live person equal to the row in every field, if any (exact.SamePeople.match)."""
        self._catch_up(db)
        return self.same.match(checked)

    def matches(self, db: Session, checked: PersonForm) -> list[dict[str, Any]]:
        """Who the row may already be (duplicates.service.import_matches); none when not looked for."""
        self._catch_up(db)
        return [] if self.likely is None else import_matches(db, checked, self.likely)
