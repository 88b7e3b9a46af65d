"""The audit chain compared with its signed checkpoints (katutubo.audit.checkpoints): `katutubo audit verify`,
and the check made before the next checkpoint is signed.

A checkpoint says which hash event N had when it was signed. The chain check (katutubo.audit.chain) proves
each stored event links to the one before, so event N's stored hash equal to the checkpoint's proves events
1 to N are what they were then; a different one proves one of them was changed and the chain recomputed
after it. The first checkpoint the chain disagrees with, after the newest one it agrees with, brackets that
event."""

import logging
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from katutubo.audit import chain
from katutubo.audit.checkpoint import FOLDER, Checkpoint, read_file
from katutubo.core import signing
from katutubo.core.errors import AppError
from katutubo.models import AuditCheckpoint, AuditEvent

log = logging.getLogger(__name__)

IN_THE_DATABASE = "the database"
ID_CHUNK = 500


class UnsoundChain(Exception):
    """The chain disagrees with a signed checkpoint, or does not verify since the newest one."""


@dataclass(frozen=True)
class Found:
    """The checkpoints the registry keeps, each with where it was found."""

    trusted: list[tuple[str, Checkpoint]]  # signed by a key this registry trusts
    untrusted: list[tuple[str, Checkpoint]]
    unreadable: list[str]  # why a file in DATA_DIR/checkpoints was left out


def kept(db: Session, data_dir: Path) -> tuple[list[tuple[str, Checkpoint]], list[str]]:
    """The checkpoints in the table and in DATA_DIR/checkpoints, each once with where it was first found,
    sorted by their event; and why any file there was left out."""
    rows = db.scalars(select(AuditCheckpoint).order_by(AuditCheckpoint.event_id, AuditCheckpoint.id))
    found = [
        (IN_THE_DATABASE, Checkpoint(r.event_id, r.head_hash, r.time, r.public_key, r.signature))
        for r in rows
    ]
    unreadable: list[str] = []
    folder = data_dir / FOLDER
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            found.append((str(path), read_file(path)))
        except AppError as exc:
            unreadable.append(str(exc.message))
    seen: set[Checkpoint] = set()
    unique = []
    for where, checkpoint in sorted(found, key=lambda item: item[1].event_id):
        if checkpoint not in seen:
            seen.add(checkpoint)
            unique.append((where, checkpoint))
    return unique, unreadable


def find(db: Session, data_dir: Path) -> Found:
    """The checkpoints kept, sorted by their event, their signatures checked."""
    found, unreadable = kept(db, data_dir)
    keys = signing.trusted_public_keys(data_dir)
    signed = [c.signed_by(keys) for _, c in found]
    trusted = [item for item, ok in zip(found, signed, strict=True) if ok]
    untrusted = [item for item, ok in zip(found, signed, strict=True) if not ok]
    return Found(trusted, untrusted, unreadable)


@dataclass(frozen=True)
class Disagreement:
    checkpoint: Checkpoint
    stored_hash: str | None  # None: the event is gone
    after: int  # the newest event before it that a checkpoint agrees with (0: none)
    last_id: int  # the trail's newest event

    def message(self) -> str:
        n, when = self.checkpoint.event_id, self.checkpoint.manila_time()
        if self.stored_hash is None:
            return (
                f"Audit trail rewritten: event {n}, which the signed checkpoint of {when} (Manila) holds, is "
                f"missing (the trail ends at event {self.last_id})."
            )
        where = (
            f"the changed event is event {n}"
            if self.after + 1 == n
            else (f"the first changed event is one of events {self.after + 1} to {n}")
        )
        return (
            f"Audit trail rewritten: event {n} is not the one the signed checkpoint of {when} (Manila) "
            f"holds; {where}."
        )


def first_disagreement(db: Session, checkpoints: list[Checkpoint]) -> Disagreement | None:
    """The lowest checkpoint whose event's stored hash is not the one it was signed with, or None."""
    ids = sorted({c.event_id for c in checkpoints})
    stored: dict[int, str] = {}
    for start in range(0, len(ids), ID_CHUNK):
        chunk = ids[start : start + ID_CHUNK]
        found = db.execute(select(AuditEvent.id, AuditEvent.hash).where(AuditEvent.id.in_(chunk)))
        stored |= {event_id: event_hash for event_id, event_hash in found}
    after = 0
    for checkpoint in sorted(checkpoints, key=lambda c: c.event_id):
        if _of_an_empty_trail(checkpoint):
            continue
        if stored.get(checkpoint.event_id) != checkpoint.head_hash:
            last_id = db.scalar(select(func.max(AuditEvent.id))) or 0
            return Disagreement(checkpoint, stored.get(checkpoint.event_id), after, last_id)
        after = checkpoint.event_id
    return None


def _of_an_empty_trail(checkpoint: Checkpoint) -> bool:
    """A checkpoint of event 0 (signed by releases before issue 40, on a registry that had no event yet)
    vouches for nothing: no event 0 is ever stored, so it is not a disagreement."""
    return checkpoint.event_id == 0 and checkpoint.head_hash == chain.GENESIS


def newest_agreeing(db: Session, data_dir: Path) -> tuple[int, str]:
    """(event, hash) of the newest trusted checkpoint ((0, genesis) when none), once the stored chain was
    found to agree with it: a chain changed at or before its event (whole or not), or cut short below it,
    disagrees. Signatures are checked from the newest down, until one verifies."""
    keys = signing.trusted_public_keys(data_dir)
    found, _ = kept(db, data_dir)
    for _, checkpoint in reversed(found):
        if checkpoint.signed_by(keys):
            disagreement = first_disagreement(db, [checkpoint])
            if disagreement is not None:
                raise UnsoundChain(disagreement.message())
            return checkpoint.event_id, checkpoint.head_hash
    return 0, chain.GENESIS


@dataclass(frozen=True)
class Report:
    lines: list[str]  # what was checked and found (standard output)
    warnings: list[str]  # checkpoints left out, or none to check against (standard error)
    ok: bool


def verify(db: Session, data_dir: Path, given: tuple[str, Checkpoint] | None = None) -> Report:
    """The chain checked link by link, then against every trusted checkpoint kept and the one `given`
    (a file name and its checkpoint): a checkpoint not signed by a trusted key is reported, never used."""
    broken, count = chain.first_broken(db)
    found = find(db, data_dir)
    keys = signing.trusted_public_keys(data_dir)
    given_trusted = given is not None and given[1].signed_by(keys)
    compared = [c for _, c in found.trusted] + ([given[1]] if given and given_trusted else [])
    disagreement = first_disagreement(db, compared)
    lines = [f"Audit trail broken at event {broken}."] if broken is not None else []
    if disagreement is not None:
        lines.append(disagreement.message())
    if broken is None and disagreement is None:
        lines.append(f"Audit trail intact: {count} events.")
        if found.trusted:
            lines.append(_checked_against(found.trusted))
        if given and given_trusted:
            lines.append(f"Checked against the checkpoint in {given[0]}: {_described(given[1])}.")
    if given and not given_trusted:
        lines.append(
            f"The checkpoint in {given[0]} is not signed by a key this registry trusts (key "
            f"{given[1].key_fingerprint()}): the trail was not checked against it."
        )
    warnings = list(found.unreadable) + [
        f"Left out the checkpoint in {where} (event {c.event_id}): it is not signed by a key this registry "
        f"trusts (key {c.key_fingerprint()})."
        for where, c in found.untrusted
    ]
    if not compared:
        warnings.append(
            "No signed checkpoint to check the trail against: a trail rewritten whole would pass."
        )
    ok = broken is None and disagreement is None and (given is None or given_trusted)
    return Report(lines, warnings, ok)


def _described(checkpoint: Checkpoint) -> str:
    when, key = checkpoint.manila_time(), checkpoint.key_fingerprint()
    return f"event {checkpoint.event_id} of {when} (Manila), key {key}"


def _checked_against(trusted: list[tuple[str, Checkpoint]]) -> str:
    newest = max((c for _, c in trusted), key=lambda c: (c.event_id, c.time))
    if len(trusted) == 1:
        return f"Checked against the signed checkpoint: {_described(newest)}."
    return f"Checked against {len(trusted)} signed checkpoints, the newest: {_described(newest)}."


SET_ASIDE = "set-aside"


def set_aside_superseded_files(db: Session, data_dir: Path, stamp: str) -> int:
    """After a restore put the registry back as a backup had it, the checkpoint files signed since describe
    a trail that is no longer the registry's (events past the restored head, or other hashes): each is moved
    to DATA_DIR/checkpoints/set-aside/STAMP/ (kept for the record, no longer checked), so `audit verify` does
    not report the restore as a rewrite. Returns how many were moved."""
    folder = data_dir / FOLDER
    moved = 0
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            checkpoint = read_file(path)
        except AppError:
            continue
        stored = db.scalar(select(AuditEvent.hash).where(AuditEvent.id == checkpoint.event_id))
        if stored == checkpoint.head_hash:
            continue
        target = folder / SET_ASIDE / stamp
        target.mkdir(mode=0o700, parents=True, exist_ok=True)
        path.rename(target / path.name)
        moved += 1
    return moved
