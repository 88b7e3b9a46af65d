"""Importing checked people: new ones created, known ones (same legacy id) updated when something changed,
photos attached; every person through the people service (so its audit events), one `people.imported` event
for the whole file. The caller owns the transaction: a dry run, or a strict import with a rejection, rolls it
back."""

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Literal

from sqlalchemy import select
from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.core.errors import AppError
from katutubo.duplicates.service import import_matches
from katutubo.imports.candidate import Candidate
from katutubo.imports.checks import RowError, check
from katutubo.imports.photo_files import PHOTO_MISSING, NoPhotos, PhotoFiles
from katutubo.models import Person, User
from katutubo.people.changes import record_created_many
from katutubo.people.schemas import PersonCreate, PersonForm, PersonOut, PersonUpdate
from katutubo.people.service import create_person, update_person
from katutubo.photos.service import store_photo
from katutubo.photos.storage import PhotoStorage

PREVIEW_ROWS = 20
DUPLICATE_ROWS = 200
IN_TRASH = "This person is in the Trash: restore them first, then import again."
Outcome = Literal["create", "update", "unchanged"]


@dataclass
class ImportReport:
    counts: dict[str, int] = field(
        default_factory=lambda: {"create": 0, "update": 0, "unchanged": 0, "rejected": 0}
    )
    rejected: list[RowError] = field(default_factory=list)
    photo_problems: list[RowError] = field(default_factory=list)
    preview: list[dict[str, Any]] = field(default_factory=list)
    duplicates: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class Importer:
    storage: PhotoStorage
    photos: PhotoFiles = field(default_factory=NoPhotos)
    schema: type[PersonCreate] = PersonCreate
    today: date | None = None
    report: ImportReport = field(default_factory=ImportReport)
    pending: list[Person] = field(default_factory=list)  # created, not yet audited
    find_duplicates: bool = False  # the check (preview) reports rows likely already in the registry

    def add(self, db: Session, actor: User | None, candidate: Candidate) -> Outcome | None:
        """Checks and writes one person (flushed, not committed); None when refused (the report says why)."""
        checked, errors = check(candidate, self.schema, self.today)
        existing = self._existing(db, candidate.legacy_id)
        if existing is not None and existing.deleted_at is not None:
            errors.append(RowError(candidate.row, candidate.ref, "id", IN_TRASH))
        if checked is None or errors:
            self.report.rejected.extend(errors)
            self.report.counts["rejected"] += 1
            return None
        outcome: Outcome
        if existing is None:
            if self.find_duplicates:
                self._possible_duplicates(db, candidate, checked)
            person = create_person(db, checked, actor, self.today, stored=candidate.stored, audited=False)
            self.pending.append(person)
            outcome = "create"
        else:
            person, outcome = self._update(db, actor, existing, checked, candidate)
        if self._photo(db, person, candidate) and outcome == "unchanged":
            outcome = "update"
        self.report.counts[outcome] += 1
        if len(self.report.preview) < PREVIEW_ROWS:
            db.flush()
            shown = PersonOut.model_validate(person).model_dump(mode="json")
            self.report.preview.append({"row": candidate.row, "action": outcome, "person": shown})
        return outcome

    def _possible_duplicates(self, db: Session, candidate: Candidate, checked: PersonCreate) -> None:
        if len(self.report.duplicates) >= DUPLICATE_ROWS:
            return
        matches = import_matches(db, checked)
        if matches:
            name = (
                f"{checked.last_name}, {' '.join(p for p in (checked.first_name, checked.middle_name) if p)}"
            )
            self.report.duplicates.append(
                {"row": candidate.row, "ref": candidate.ref, "name": name, "matches": matches}
            )

    def _existing(self, db: Session, legacy_id: str | None) -> Person | None:
        if legacy_id is None:
            return None
        return db.scalar(select(Person).where(Person.legacy_id == legacy_id))

    def _update(
        self, db: Session, actor: User | None, person: Person, checked: PersonCreate, candidate: Candidate
    ) -> tuple[Person, Outcome]:
        version = person.version
        values = {name: getattr(checked, name) for name in PersonForm.model_fields}
        stored = {k: v for k, v in candidate.stored.items() if k not in ("created_at", "updated_at")}
        payload = PersonUpdate.model_construct(**values)
        update_person(db, person, payload, actor, self.today, stored, self.schema.required(set(values)))
        return person, "update" if person.version != version else "unchanged"

    def _photo(self, db: Session, person: Person, candidate: Candidate) -> bool:
        """Attaches the record's photo unless it is the one already imported; True when it did."""
        path = candidate.photo
        if not path or (person.legacy_photo == path and person.photo_key):
            return False
        data = self.photos.read(path)
        if data is None:
            message = PHOTO_MISSING.format(path)
        else:
            try:
                store_photo(db, person, data, self.storage)
            except AppError as exc:
                message = f"{path}: {exc.message}"
            else:
                person.legacy_photo = path
                db.flush()
                return True
        self.report.photo_problems.append(RowError(candidate.row, candidate.ref, "photoURL", message))
        return False

    def finish(self, db: Session, actor: User | None) -> None:
        """Writes the people added since the last call in one go, with their person.created events."""
        db.flush()
        record_created_many(db, actor, self.pending)
        self.pending.clear()

    def add_all(
        self, db: Session, actor: User | None, candidates: Iterable[Candidate], chunk: int = 500
    ) -> ImportReport:
        for index, candidate in enumerate(candidates, start=1):
            self.add(db, actor, candidate)
            if index % chunk == 0:
                self.finish(db, actor)
        self.finish(db, actor)
        return self.report


def record_import(db: Session, actor: User | None, file_name: str, counts: dict[str, int]) -> None:
    """The one audit event of an import: the file and what became of its rows."""
    changes: dict[str, list[Any]] = {"file": [None, file_name]}
    changes |= {name: [None, count] for name, count in counts.items()}
    audit.record(db, actor, "people.imported", audit.Target("import", None, file_name), changes)
