"""Importing checked people: new ones created, known ones (same legacy id) updated when something changed,
photos attached; one person.created / person.updated event each, one `people.imported` event for the whole
file. The caller owns the transaction: a dry run, or a strict import with a rejection, rolls it back.

Speed (10,000 rows in well under 30 s): people are read by legacy id a chunk at a time (one IN query), the
people a chunk's new rows could equal or duplicate likewise (katutubo.imports.lookup), and the new people of a
chunk are inserted as rows in one statement with their events in another (katutubo.imports.rows,
audit.record_many); those shown in the preview or given a photo are created through the people service like
any other."""

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import date
from itertools import islice
from typing import Any, Literal

from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.access.people import is_in_trash, people_including_trash
from katutubo.core.clock import office_today
from katutubo.core.errors import AppError
from katutubo.core.messages import Message
from katutubo.imports.candidate import Candidate
from katutubo.imports.checks import RowError, check
from katutubo.imports.households import Entry, HouseholdsOfFile
from katutubo.imports.lookup import ChunkLookup
from katutubo.imports.photo_files import PHOTO_MISSING, NoPhotos, PhotoFiles
from katutubo.imports.report import described
from katutubo.imports.rows import insert_rows, person_row
from katutubo.models import Person, User
from katutubo.people.changes import record_created_many
from katutubo.people.names import list_name
from katutubo.people.schemas import PersonCreate, PersonForm, PersonOut, PersonUpdate
from katutubo.people.service import create_person, update_person
from katutubo.photos.service import store_photo
from katutubo.photos.storage import PhotoStorage

PREVIEW_ROWS = 20
REPORTED_ERRORS = 1000  # reasons kept for the report (the rows refused are all counted): a file of junk
# would otherwise keep millions
DUPLICATE_ROWS = 200
IN_TRASH = Message("imports.in_trash", "This person is in the Trash: restore them first, then import again.")
Outcome = Literal["create", "update", "unchanged"]


@dataclass
class ImportReport:
    counts: dict[str, int] = field(
        default_factory=lambda: {
            "create": 0,
            "update": 0,
            "unchanged": 0,
            "rejected": 0,
            "skipped": 0,  # left out by the clerk's choice (rows that may already be in the registry)
            "likely": 0,  # the check: new rows that may already be in the registry (all, not only listed)
        }
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
    pending: list[Person | dict[str, Any]] = field(default_factory=list)  # created, not yet audited
    rows: list[dict[str, Any]] = field(default_factory=list)  # new people not yet inserted
    known: dict[str, Person | None] = field(default_factory=dict)  # legacy id -> stored person, read ahead
    created: set[str] = field(default_factory=set)  # legacy ids created since the last finish()
    find_duplicates: bool = False  # the check (preview) reports rows likely already in the registry
    skip_likely: bool = False  # the import leaves out new rows that may already be in the registry
    skip_rows: frozenset[int] = frozenset()  # rows the clerk chose to leave out
    audited: bool = True  # False: the check (rolled back anyway) writes no person.created events
    lookup: ChunkLookup = field(default_factory=ChunkLookup)  # what the chunk's new rows are compared with
    households: HouseholdsOfFile = field(default_factory=HouseholdsOfFile)  # the household id column's

    def add(
        self,
        db: Session,
        actor: User | None,
        candidate: Candidate,
        checked: PersonCreate | None,
        errors: list[RowError],
    ) -> Outcome | None:
        """Writes one checked person (not committed; a new one may wait for finish()); None when refused (the
        report says why)."""
        existing = self._existing(db, actor, candidate.legacy_id)
        if existing is not None and is_in_trash(existing):
            errors.append(RowError(candidate.row, candidate.ref, "id", IN_TRASH))
        if checked is None or errors:
            room = REPORTED_ERRORS - len(self.report.rejected)
            self.report.rejected.extend(described(errors[:room], candidate))
            self.report.counts["rejected"] += 1
            return None
        outcome: Outcome
        same = self.lookup.unchanged(db, checked) if existing is None else None
        if same is not None:  # all fields equal to someone already stored: left alone
            self.report.counts["unchanged"] += 1
            self._show(db, candidate, "unchanged", same)
            self._joins(candidate, same)
            return "unchanged"
        if candidate.row in self.skip_rows or (
            existing is None and self._possible_duplicates(db, candidate, checked)
        ):
            self.report.counts["skipped"] += 1
            return None
        if existing is None and candidate.legacy_id:
            self.created.add(candidate.legacy_id)
        if existing is None and not candidate.photo and len(self.report.preview) >= PREVIEW_ROWS:
            row = person_row(checked, candidate.stored, actor, self.today or office_today())
            self.rows.append(row)
            self.pending.append(row)
            self.report.counts["create"] += 1
            self._joins(candidate, row)
            return "create"
        if existing is None:
            self._insert_rows(db)  # first, so ids follow the file's order
            person = create_person(db, checked, actor, self.today, stored=candidate.stored, audited=False)
            self.pending.append(person)
            self.lookup.written(person)
            outcome = "create"
        else:
            person, outcome = self._update(db, actor, existing, checked, candidate)
        if self._photo(db, person, candidate) and outcome == "unchanged":
            outcome = "update"
        self.report.counts[outcome] += 1
        self._show(db, candidate, outcome, person)
        self._joins(candidate, person)
        return outcome

    def _joins(self, candidate: Candidate, person: Person | dict[str, Any]) -> None:
        """Kept for the household of the row's household id, made at the end (make_households)."""
        if candidate.household:
            entry = Entry(candidate.row, candidate.ref, person, candidate.relationship)
            self.households.add(candidate.household, entry)

    def make_households(self, db: Session, actor: User | None) -> tuple[int, list[RowError]]:
        """The households of the file's household id column, once every row is imported."""
        db.flush()
        return self.households.make(db, actor)

    def _show(self, db: Session, candidate: Candidate, outcome: Outcome, person: Person) -> None:
        """The row in the preview, while it has room."""
        if len(self.report.preview) < PREVIEW_ROWS:
            db.flush()
            shown = PersonOut.model_validate(person).model_dump(mode="json")
            self.report.preview.append({"row": candidate.row, "action": outcome, "person": shown})

    def read_ahead(self, db: Session, actor: User | None, candidates: Iterable[Candidate]) -> None:
        """The stored people with these candidates' legacy ids (the Trash too: refused), in one query."""
        wanted = {c.legacy_id for c in candidates if c.legacy_id}
        self.known = dict.fromkeys(wanted)
        if wanted:
            found = db.scalars(people_including_trash(actor).where(Person.legacy_id.in_(wanted)))
            self.known |= {str(person.legacy_id): person for person in found}

    def _possible_duplicates(self, db: Session, candidate: Candidate, checked: PersonCreate) -> bool:
        """Counts (the check) and lists the first DUPLICATE_ROWS new rows that may already be in the registry;
        True when the row is one and is to be left out."""
        if not (self.find_duplicates or self.skip_likely):
            return False
        matches = self.lookup.matches(db, checked)
        if matches and self.find_duplicates:
            self.report.counts["likely"] += 1
        if matches and self.find_duplicates and len(self.report.duplicates) < DUPLICATE_ROWS:
            self.report.duplicates.append(
                {"row": candidate.row, "ref": candidate.ref, "name": list_name(checked), "matches": matches}
            )
        return bool(matches) and self.skip_likely

    def _new(self, candidate: Candidate) -> bool:
        """Not someone stored with the candidate's legacy id (read ahead)."""
        return candidate.legacy_id is None or self.known.get(candidate.legacy_id) is None

    def _existing(self, db: Session, actor: User | None, legacy_id: str | None) -> Person | None:
        if legacy_id is None:
            return None
        if legacy_id in self.created:  # twice in the file: the first one is stored first
            self.finish(db, actor)
        elif legacy_id in self.known:
            return self.known[legacy_id]
        self.known[legacy_id] = db.scalar(people_including_trash(actor).where(Person.legacy_id == legacy_id))
        return self.known[legacy_id]

    def _insert_rows(self, db: Session) -> None:
        db.flush()
        insert_rows(db, self.rows)
        self.lookup.inserted(self.rows)
        self.rows = []

    def _update(
        self, db: Session, actor: User | None, person: Person, checked: PersonCreate, candidate: Candidate
    ) -> tuple[Person, Outcome]:
        version = person.version
        values = {name: getattr(checked, name) for name in PersonForm.model_fields}
        stored = {k: v for k, v in candidate.stored.items() if k not in ("created_at", "updated_at")}
        payload = PersonUpdate.model_construct(**values)
        update_person(db, person, payload, actor, self.today, stored, self.schema.required(set(values)))
        if person.version == version:
            return person, "unchanged"
        self.lookup.written(person)
        return person, "update"

    def _photo(self, db: Session, person: Person, candidate: Candidate) -> bool:
        """Attaches the record's photo unless it is the one already imported; True when it did."""
        path = candidate.photo
        if not path or (person.legacy_photo == path and person.photo_key):
            return False
        data = self.photos.read(path)
        if data is None:
            message = PHOTO_MISSING.format(path=path)
        else:
            try:
                store_photo(db, person, data, self.storage)
            except AppError as exc:
                # the photo's own message and code, the file named in front (the app shows its own text)
                reason = exc.message
                message = Message(reason.code, f"{path}: {reason}", {**reason.params, "path": path})
            else:
                person.legacy_photo = path
                db.flush()
                return True
        if len(self.report.photo_problems) < REPORTED_ERRORS:
            problem = RowError(candidate.row, candidate.ref, "photoURL", message)
            self.report.photo_problems.extend(described([problem], candidate))
        return False

    def finish(self, db: Session, actor: User | None) -> None:
        """Writes the people added since the last call in one go, with their person.created events."""
        self._insert_rows(db)
        if self.audited:
            record_created_many(db, actor, self.pending)
        self.pending.clear()
        self.created.clear()

    def add_chunk(self, db: Session, actor: User | None, candidates: list[Candidate]) -> None:
        """Checks every row first, so the chunk's new rows are looked up together (imports.lookup)."""
        self.read_ahead(db, actor, candidates)
        checks = [check(candidate, self.schema, self.today) for candidate in candidates]
        new = [
            checked
            for (checked, _), row in zip(checks, candidates, strict=True)
            if checked and self._new(row)
        ]
        self.lookup = ChunkLookup.load(db, actor, new, duplicates=self.find_duplicates or self.skip_likely)
        for candidate, (checked, errors) in zip(candidates, checks, strict=True):
            self.add(db, actor, candidate, checked, errors)
        self.finish(db, actor)

    def add_all(
        self, db: Session, actor: User | None, candidates: Iterable[Candidate], chunk: int = 500
    ) -> ImportReport:
        for part in batched(candidates, chunk):
            self.add_chunk(db, actor, list(part))
        return self.report


def batched(items: Iterable[Candidate], size: int) -> Iterator[list[Candidate]]:
    iterator = iter(items)
    while chunk := list(islice(iterator, size)):
        yield chunk


def record_import(db: Session, actor: User | None, file_name: str, counts: dict[str, int]) -> None:
    """The one audit event of an import: the file and what became of its rows."""
    changes: dict[str, list[Any]] = {"file": [None, file_name]}
    changes |= {name: [None, count] for name, count in counts.items()}
    audit.record(db, actor, "people.imported", audit.Target("import", None, file_name), changes)
