"""/admin/duplicates: likely pairs across the whole registry, computed in blocks, never all pairs.

Two blockings: people with the same folded surname, and people of the same barangay with the same first
given name (which catches a married surname or a mistyped one). Inside a block, sorted by birth date, each
person is compared only with those born within WINDOW days (a swapped day and month or a year off stay
inside it; people without a birth date are compared with the whole block), first through a cheap
given-name check and then scored. Pairs said to be different people are left out. The scan runs as a
background job whose progress the page polls (katutubo.core.jobs)."""

from collections import defaultdict
from collections.abc import Iterator
from datetime import date

from rapidfuzz.fuzz import ratio
from sqlalchemy import delete, insert, select
from sqlalchemy.orm import Session

from katutubo.access.people import people_of_every_barangay
from katutubo.core import jobs
from katutubo.core.db import transaction
from katutubo.core.errors import Conflict
from katutubo.core.messages import Message
from katutubo.duplicates.candidates import COLUMNS, as_record
from katutubo.duplicates.scoring import LIKELY, Record, score
from katutubo.models import DuplicatePair, DuplicateScan, NotDuplicate, ScanStatus, User

WINDOW = 400  # days
STEP = 2000  # people between two progress updates
ALREADY_RUNNING = Message("duplicates.already_running", "A refresh is already running.")
FAR = date.max.toordinal()


def start_scan(db: Session, actor: User) -> DuplicateScan:
    """A new scan, unless one is still running anywhere: queued and not begun yet, or worked on by this or
    another process (its heartbeat, katutubo.core.jobs): the scan that ends last replaces every pair."""
    latest = latest_scan(db)
    if (
        latest is not None
        and latest.status == ScanStatus.running
        and not jobs.is_abandoned(DuplicateScan, latest)
    ):
        raise Conflict(ALREADY_RUNNING)
    scan = DuplicateScan(status=ScanStatus.running, created_by=actor.id)
    db.add(scan)
    db.flush()
    return scan


def latest_scan(db: Session) -> DuplicateScan | None:
    return db.scalar(select(DuplicateScan).order_by(DuplicateScan.id.desc()).limit(1))


def _alike_given(a: Record, b: Record) -> bool:
    """Cheap first look: worth scoring unless both have given names that share nothing."""
    if not a.name.first or not b.name.first:
        return True
    if a.name.first.split()[0] == b.name.first.split()[0]:
        return True
    return ratio(a.name.first, b.name.first) >= 70


def _block_pairs(block: list[tuple[int, Record]]) -> Iterator[tuple[Record, Record]]:
    """Pairs born within WINDOW days of each other; someone without a birth date pairs with everyone."""
    undated = [r for day, r in block if day == FAR]
    dated = [(day, r) for day, r in block if day != FAR]
    dated.sort(key=lambda item: item[0])
    for i, (day, a) in enumerate(dated):
        for later, b in dated[i + 1 :]:
            if later - day > WINDOW:
                break
            yield a, b
    for i, a in enumerate(undated):
        for b in (*undated[i + 1 :], *(r for _, r in dated)):
            yield a, b


def blocks(records: list[Record]) -> Iterator[list[tuple[int, Record]]]:
    by_surname: dict[str, list[tuple[int, Record]]] = defaultdict(list)
    by_place: dict[tuple[str, str], list[tuple[int, Record]]] = defaultdict(list)
    for r in records:
        day = r.born.toordinal() if r.born else FAR
        if r.name.last:
            by_surname[r.name.last.replace(" ", "")].append((day, r))
        if r.barangay and r.name.first:
            by_place[(r.barangay, r.name.first.split()[0])].append((day, r))
    yield from by_surname.values()
    yield from by_place.values()


def likely_pairs(
    records: list[Record], apart: set[tuple[int, int]], progress: "Progress | None" = None
) -> dict[tuple[int, int], float]:
    found: dict[tuple[int, int], float] = {}
    for block in blocks(records):
        for a, b in _block_pairs(block):
            assert a.id is not None and b.id is not None
            key = (a.id, b.id) if a.id < b.id else (b.id, a.id)
            if key in found or key in apart or not _alike_given(a, b):
                continue
            likeness = score(a, b)
            if likeness >= LIKELY:
                found[key] = likeness
        if progress is not None:
            progress.advance(len(block))
    return found


class Progress:
    """Each person is in two blockings: progress counts block members, halved, committed every STEP."""

    def __init__(self, scan_id: int, total: int) -> None:
        self.scan_id, self.total, self.members, self.saved = scan_id, total, 0, 0

    def advance(self, members: int) -> None:
        self.members += members
        done = min(self.total, self.members // 2)
        if done - self.saved >= STEP:
            jobs.save(DuplicateScan, self.scan_id, done=done)
            self.saved = done


def run_scan(scan_id: int) -> None:
    try:
        with jobs.running(DuplicateScan, scan_id):
            _run_scan(scan_id)
    except Exception:
        jobs.save(DuplicateScan, scan_id, status=ScanStatus.failed)  # jobs.running logged why
        raise


def _run_scan(scan_id: int) -> None:
    with transaction() as db:
        records = [as_record(row) for row in db.execute(people_of_every_barangay(None, *COLUMNS))]
        apart = {
            (row.first_id, row.second_id)
            for row in db.execute(select(NotDuplicate.first_id, NotDuplicate.second_id))
        }
    jobs.save(DuplicateScan, scan_id, total=len(records))
    found = likely_pairs(records, apart, Progress(scan_id, len(records)))
    with transaction() as db:
        db.execute(delete(DuplicatePair))
        rows = [{"first_id": a, "second_id": b, "score": s} for (a, b), s in found.items()]
        for start in range(0, len(rows), 5000):
            db.execute(insert(DuplicatePair), rows[start : start + 5000])
        scan = db.get_one(DuplicateScan, scan_id)
        scan.status, scan.done, scan.found = ScanStatus.done, len(records), len(rows)
