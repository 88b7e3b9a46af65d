"""Signed checkpoints of the audit chain, made every day and at every backup.

The hash chain alone shows an edited, removed or reordered event, not a chain rewritten whole (an event
changed, every later hash and the head recomputed): whoever can write the database can do that. A checkpoint
(katutubo.audit.checkpoint: the newest event's id and hash, signed with the registry's key) kept where that
person cannot reach it — DATA_DIR/checkpoints, the backup's manifest, the IPMRs' email — cannot be rewritten
with it, and `katutubo audit verify` compares the chain with every one it finds
(katutubo.audit.checkpoint_check). Before signing, the chain is checked against the checkpoints before it and
the events appended since the newest one: a chain that does not verify is never signed. An empty trail is
never signed either: a checkpoint of "event 0" vouches for nothing, and was once read as an event gone
(issue 40: every new registry called its own trail rewritten)."""

import logging
from contextlib import AbstractAsyncContextManager
from dataclasses import asdict
from datetime import datetime
from pathlib import Path
from typing import Any

from fastapi import FastAPI

from katutubo.audit import chain
from katutubo.audit.checkpoint import FOLDER, Checkpoint, sign
from katutubo.audit.checkpoint_check import UnsoundChain, newest_agreeing
from katutubo.audit.checkpoint_email import send_to_ipmrs
from katutubo.core.config import Settings, get_settings
from katutubo.core.db import transaction
from katutubo.core.private_files import private_dir, write_private
from katutubo.core.scheduled import daily, run_if_due
from katutubo.models import AuditChainHead, AuditCheckpoint

log = logging.getLogger(__name__)

JOB = "audit-checkpoint"


class EmptyTrail(Exception):
    """The trail holds no event yet: there is nothing for a checkpoint to vouch for."""


def make(settings: Settings) -> Checkpoint:
    """Signs the chain's head once the chain checks out; keeps the checkpoint in the table and in
    DATA_DIR/checkpoints, and emails it to every active IPMR. UnsoundChain when the chain does not verify,
    EmptyTrail when it holds no event."""
    with transaction() as db:
        head = db.get(AuditChainHead, chain.HEAD_ID)
        if head is None:
            raise UnsoundChain("The audit chain head is missing: run `katutubo migrate`.")
        if head.last_id == 0:
            raise EmptyTrail()
        after, after_hash = newest_agreeing(db, settings.data_dir)
        broken = chain.first_broken_since(db, after, after_hash, head.last_id, head.last_hash)
        if broken is not None:
            raise UnsoundChain(f"Audit trail broken at event {broken}.")
        checkpoint = sign(settings, head.last_id, head.last_hash)
        db.add(AuditCheckpoint(**asdict(checkpoint)))
    _write_file(settings.data_dir, checkpoint)
    send_to_ipmrs(settings, checkpoint)
    log.info("Audit trail checkpoint signed at event %d", checkpoint.event_id)
    return checkpoint


def _write_file(data_dir: Path, checkpoint: Checkpoint) -> None:
    folder = private_dir(data_dir / FOLDER)
    stem = f"checkpoint-{checkpoint.event_id:010d}-{datetime.fromisoformat(checkpoint.time):%Y%m%d-%H%M%S}"
    name, n = f"{stem}.json", 1
    while (folder / name).exists():
        n += 1
        name = f"{stem}-{n}.json"
    write_private(folder / name, (checkpoint.text() + "\n").encode())


def for_backup(settings: Settings) -> dict[str, Any] | None:
    """A new checkpoint for a backup's manifest, made before the dump (which then holds every event it
    vouches for); None, logged, when the chain does not verify: the backup is made anyway."""
    try:
        return make(settings).as_json()
    except EmptyTrail:
        log.info("The audit trail holds no event yet: this backup holds no audit checkpoint")
        return None
    except UnsoundChain:
        log.exception("The audit trail does not verify: this backup holds no audit checkpoint")
        return None


def checkpoint_if_due(settings: Settings) -> bool:
    """The day's checkpoint, unless a server process made it in the last day; none while the trail is empty
    (the day is not claimed then: the first check after the first event signs it)."""
    with transaction() as db:
        head = db.get(AuditChainHead, chain.HEAD_ID)
    if head is not None and head.last_id == 0:
        return False
    return run_if_due(JOB, lambda: make(settings))


def daily_checkpoints(_app: FastAPI) -> AbstractAsyncContextManager[None]:
    """The server's daily checkpoint (in every process; the one that claims the day's run makes it)."""
    settings = get_settings()
    return daily(JOB, lambda: checkpoint_if_due(settings))
