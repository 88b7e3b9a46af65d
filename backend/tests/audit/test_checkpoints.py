"""Signed checkpoints anchor the audit chain outside the database: a chain rewritten whole after one (an event
changed, every later hash and the head recomputed) passes the link-by-link check but not `katutubo audit
verify`, which names the event; a checkpoint signed by another key is never trusted; the daily job and every
backup make one, and every active IPMR gets it by email."""

import json
import os
import subprocess
import sys
import tarfile
import time
from dataclasses import asdict
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import delete, func, select, update
from sqlalchemy.orm import Session

from katutubo.audit import chain
from katutubo.audit.checkpoint import FOLDER, Checkpoint, parse, sign
from katutubo.audit.checkpoint_check import UnsoundChain
from katutubo.audit.checkpoints import checkpoint_if_due, make
from katutubo.cli import main
from katutubo.core import scheduled, signing
from katutubo.core.config import Settings
from katutubo.core.db import get_sessionmaker, make_engine
from katutubo.main import create_app
from katutubo.models import AuditChainHead, AuditCheckpoint, AuditEvent, User
from tests.audit.test_chain import record_some
from tests.core.test_two_servers import _browser, _login, _start
from tests.factories import emails_to, prime_csrf
from tests.people.factories import person_payload


def run_verify(capsys, *args: str) -> tuple[int, str, str]:
    try:
        main(["audit", "verify", *args])
        code = 0
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    out = capsys.readouterr()
    return code, out.out.strip(), out.err.strip()


def rewrite_whole_chain(url: str | None, event_id: int, changes: dict) -> None:
    """What someone who can write the database does: event `event_id` gets other changes, and its hash, every
    later event's prev_hash and hash, and the chain head are recomputed, so every link checks out."""
    engine = make_engine(url) if url else None
    try:
        with Session(engine) if engine else get_sessionmaker()() as db, db.begin():
            events = db.scalars(select(AuditEvent).where(AuditEvent.id >= event_id).order_by(AuditEvent.id))
            prev = db.scalar(select(AuditEvent.hash).where(AuditEvent.id == event_id - 1)) or chain.GENESIS
            for event in events:
                if event.id == event_id:
                    event.changes = changes
                event.prev_hash, event.hash = prev, chain.event_hash(prev, event)
                prev = event.hash
            db.flush()
            last_id = db.scalar(select(AuditEvent.id).order_by(AuditEvent.id.desc()).limit(1))
            db.execute(update(AuditChainHead).values(last_id=last_id, last_hash=prev))
            assert chain.first_broken(db)[0] is None  # the links alone no longer show it
    finally:
        if engine:
            engine.dispose()


def manila(checkpoint: Checkpoint) -> str:
    return checkpoint.manila_time()


def rewritten(checkpoint: Checkpoint, where: str) -> str:
    """What `audit verify` says of a chain that disagrees with `checkpoint`."""
    return (
        f"Audit trail rewritten: event {checkpoint.event_id} is not the one the signed checkpoint of "
        f"{manila(checkpoint)} (Manila) holds; {where}."
    )


def test_a_chain_rewritten_whole_after_a_checkpoint_fails_and_names_the_event(settings, capsys):
    record_some(4)
    checkpoint = make(settings)
    record_some(2)
    assert run_verify(capsys)[:2] == (
        0,
        "Audit trail intact: 6 events.\nChecked against the signed checkpoint: "
        f"event 4 of {manila(checkpoint)} (Manila), key {signing.fingerprint(signing.public_key(settings))}.",
    )
    rewrite_whole_chain(None, 2, {"n": [0, 99]})
    code, out, _ = run_verify(capsys)
    assert (code, out) == (
        1,
        rewritten(checkpoint, "the first changed event is one of events 1 to 4"),
    )


def test_several_checkpoints_narrow_down_the_changed_event(settings, capsys):
    record_some(2)
    make(settings)
    record_some(1)
    make(settings)
    record_some(1)
    fourth = make(settings)
    rewrite_whole_chain(None, 4, {"n": [3, 99]})
    assert run_verify(capsys)[:2] == (
        1,
        rewritten(fourth, "the changed event is event 4"),
    )


def test_a_chain_cut_short_and_rewritten_is_found(settings, capsys):
    record_some(5)
    checkpoint = make(settings)
    with get_sessionmaker().begin() as db:
        db.execute(delete(AuditEvent).where(AuditEvent.id >= 4))
    rewrite_whole_chain(None, 3, {"n": [2, 3]})  # the head moved back to event 3
    assert run_verify(capsys)[:2] == (
        1,
        f"Audit trail rewritten: event 5, which the signed checkpoint of {manila(checkpoint)} (Manila) "
        "holds, is missing (the trail ends at event 3).",
    )


def forget_kept_checkpoints(settings: Settings) -> None:
    """The table's rows and DATA_DIR/checkpoints' files, removed."""
    with get_sessionmaker().begin() as db:
        db.execute(delete(AuditCheckpoint))
    for path in (settings.data_dir / FOLDER).glob("*.json"):
        path.unlink()


def saved_email(data_dir: Path, address: str, folder: Path) -> Path:
    """The newest email to `address`, saved whole to a file as an IPMR would."""
    [*_, (_, body)] = emails_to(data_dir, address)
    path = folder / "checkpoint.txt"
    path.write_text(body)
    return path


def test_a_checkpoint_given_on_the_command_line(settings, users, capsys, tmp_path):
    ipmr = users.create(role="ipmr")
    record_some(4)
    checkpoint = make(settings)
    saved = saved_email(settings.data_dir, ipmr.email, tmp_path)
    forget_kept_checkpoints(settings)  # whoever rewrites the chain also removes the kept checkpoints
    rewrite_whole_chain(None, 3, {"n": [2, 99]})
    code, out, err = run_verify(capsys)
    assert (code, out) == (0, "Audit trail intact: 4 events.")
    assert err == "No signed checkpoint to check the trail against: a trail rewritten whole would pass."
    assert run_verify(capsys, "--checkpoint", str(saved))[:2] == (
        1,
        rewritten(checkpoint, "the first changed event is one of events 1 to 4"),
    )


def test_a_checkpoint_given_that_matches(settings, capsys, tmp_path):
    record_some(3)
    checkpoint = make(settings)
    (tmp_path / "c.json").write_text(checkpoint.text())
    code, out, _ = run_verify(capsys, "--checkpoint", str(tmp_path / "c.json"))
    assert code == 0
    assert out.splitlines()[-1] == (
        f"Checked against the checkpoint in {tmp_path / 'c.json'}: event 3 of {manila(checkpoint)} (Manila), "
        f"key {checkpoint.key_fingerprint()}."
    )


def test_a_file_that_holds_no_checkpoint_is_refused(settings, capsys, tmp_path):
    (tmp_path / "c.txt").write_text("Dear IPMR, nothing here")
    with pytest.raises(SystemExit, match=f"error: {tmp_path / 'c.txt'} holds no audit checkpoint."):
        main(["audit", "verify", "--checkpoint", str(tmp_path / "c.txt")])


def forged(settings: Settings, tmp_path: Path, event_id: int, head_hash: str) -> list[Checkpoint]:
    """Checkpoints signed by another registry's key: one that says so, one that claims this registry's key."""
    other = sign(Settings(data_dir=tmp_path), event_id, head_hash)
    own_key = signing.public_key(settings)
    claimed = Checkpoint(event_id, head_hash, other.time, own_key, other.signature)
    return [other, claimed]


def test_a_forged_checkpoint_is_not_trusted(settings, capsys, tmp_path):
    record_some(4)
    fakes = forged(settings, tmp_path, 4, "f" * 64)  # they say event 4 had another hash
    with get_sessionmaker().begin() as db:
        db.add(_row(fakes[0]))
    folder = settings.data_dir / FOLDER
    folder.mkdir(exist_ok=True)
    (folder / "checkpoint-forged.json").write_text(fakes[1].text())
    (folder / "checkpoint-junk.json").write_text("[1, 2")
    code, out, err = run_verify(capsys)
    assert (code, out) == (0, "Audit trail intact: 4 events.")
    assert err.splitlines() == [
        f"{folder / 'checkpoint-junk.json'} holds no audit checkpoint.",
        f"Left out the checkpoint in the database (event 4): it is not signed by a key this registry trusts "
        f"(key {fakes[0].key_fingerprint()}).",
        f"Left out the checkpoint in {folder / 'checkpoint-forged.json'} (event 4): it is not signed by a "
        f"key this registry trusts (key {fakes[1].key_fingerprint()}).",
        "No signed checkpoint to check the trail against: a trail rewritten whole would pass.",
    ]
    (tmp_path / "given.json").write_text(fakes[1].text())
    assert run_verify(capsys, "--checkpoint", str(tmp_path / "given.json"))[:2] == (
        1,
        "Audit trail intact: 4 events.\n"
        f"The checkpoint in {tmp_path / 'given.json'} is not signed by a key this registry trusts (key "
        f"{fakes[1].key_fingerprint()}): the trail was not checked against it.",
    )


def _row(checkpoint: Checkpoint) -> AuditCheckpoint:
    return AuditCheckpoint(**asdict(checkpoint))


def test_a_forged_checkpoint_does_not_cover_a_rewrite(settings, capsys, tmp_path):
    """A rewrite followed by a forged checkpoint of the rewritten head: the real checkpoint still fails it."""
    record_some(4)
    real = make(settings)
    rewrite_whole_chain(None, 2, {"n": [1, 50]})
    with get_sessionmaker()() as db:
        new_head = db.get(AuditChainHead, chain.HEAD_ID)
        assert new_head is not None
        fake = forged(settings, tmp_path, 4, new_head.last_hash)[1]
    with get_sessionmaker().begin() as db:
        db.add(_row(fake))
    assert run_verify(capsys)[:2] == (
        1,
        rewritten(real, "the first changed event is one of events 1 to 4"),
    )


def test_no_checkpoint_is_signed_over_a_rewritten_chain(settings, capsys):
    record_some(3)
    make(settings)
    record_some(1)
    rewrite_whole_chain(None, 2, {"n": [1, 7]})
    with pytest.raises(UnsoundChain, match="Audit trail rewritten: event 3 is not the one"):
        make(settings)
    with get_sessionmaker().begin() as db:  # a simple edit after the newest checkpoint
        db.execute(update(AuditEvent).where(AuditEvent.id == 4).values(actor_name="Someone"))
    forget_kept_checkpoints(settings)
    with pytest.raises(UnsoundChain, match="Audit trail broken at event 4."):
        make(settings)
    with get_sessionmaker()() as db:
        assert db.scalars(select(AuditCheckpoint)).all() == []


def test_no_checkpoint_is_signed_over_a_chain_cut_short_or_a_changed_head(settings):
    record_some(5)
    make(settings)
    with get_sessionmaker().begin() as db:  # the newest events gone, the head moved back to event 3
        third = db.scalar(select(AuditEvent.hash).where(AuditEvent.id == 3))
        db.execute(delete(AuditEvent).where(AuditEvent.id >= 4))
        db.execute(update(AuditChainHead).values(last_id=3, last_hash=third))
    with pytest.raises(UnsoundChain, match="Audit trail rewritten: event 5, which the signed checkpoint"):
        make(settings)
    forget_kept_checkpoints(settings)
    make(settings)  # at event 3
    with get_sessionmaker().begin() as db:
        db.execute(update(AuditChainHead).values(last_hash="0" * 64))
    with pytest.raises(UnsoundChain, match="Audit trail broken at event 3."):
        make(settings)


def test_the_daily_job_makes_one_a_day_and_emails_every_active_ipmr(settings, users, capsys, tmp_path):
    ana = users.create(role="ipmr", name="Ana Reyes")
    rosa = users.create(role="ipmr", name="Rosa Cruz")
    with get_sessionmaker().begin() as db:
        db.execute(update(User).where(User.id == rosa.id).values(language="fil"))
    gone = users.create(role="ipmr", status="disabled")
    datu = users.create(role="chieftain")
    record_some(3)
    assert checkpoint_if_due(settings) is True
    assert checkpoint_if_due(settings) is False  # made today already
    with get_sessionmaker()() as db:
        [row] = db.scalars(select(AuditCheckpoint)).all()
        head = db.get(AuditChainHead, chain.HEAD_ID)
        assert head is not None
    assert (row.event_id, row.head_hash) == (3, head.last_hash)
    [file] = (settings.data_dir / FOLDER).glob("*.json")
    checkpoint = parse(file.read_text(), "file")
    assert checkpoint.signed_by([signing.public_key(settings)])
    key = signing.fingerprint(signing.public_key(settings))
    [(subject, body)] = emails_to(settings.data_dir, ana.email)
    assert subject == "Katutubo Registry audit trail checkpoint: event 3"
    assert (
        f"  Event: 3\n  Hash:  {head.last_hash}\n  Time:  {manila(checkpoint)} (Manila)\n  Key:   {key}\n"
        in body
    )
    assert "katutubo audit verify --checkpoint FILE" in body
    assert parse(body, "email") == checkpoint
    [(subject, body)] = emails_to(settings.data_dir, rosa.email)
    assert subject == "Checkpoint ng audit trail ng Katutubo Registry: event 3"
    assert f"  Oras:  {manila(checkpoint)} (Maynila)\n  Susi:  {key}\n" in body
    assert body.startswith("Magandang araw po, Rosa Cruz,")
    assert emails_to(settings.data_dir, gone.email) == emails_to(settings.data_dir, datu.email) == []
    assert (
        run_verify(capsys, "--checkpoint", str(saved_email(settings.data_dir, rosa.email, tmp_path)))[0] == 0
    )


def test_the_server_runs_the_daily_job(database_url, monkeypatch):
    """The server's own background task makes the day's checkpoint (here without the minute's wait after
    start-up)."""
    monkeypatch.setattr(scheduled, "FIRST_RUN_AFTER_SECONDS", 0)
    record_some(2)
    with TestClient(create_app()):
        deadline = time.monotonic() + 60
        while not kept_rows() and time.monotonic() < deadline:
            time.sleep(0.1)
    [row] = kept_rows()
    assert row.event_id == 2


def kept_rows() -> list[AuditCheckpoint]:
    with get_sessionmaker()() as db:
        return list(db.scalars(select(AuditCheckpoint)))


def test_a_backup_makes_a_checkpoint_and_its_manifest_holds_it(ipmr_client, settings, capsys):
    record_some(2)
    made = ipmr_client.post("/api/admin/backups")
    assert made.status_code == 201
    summary = made.json()
    with tarfile.open(settings.resolved_backup_dir / summary["name"]) as tar:
        manifest = json.load(tar.extractfile("manifest.json"))  # type: ignore[arg-type]
    with get_sessionmaker()() as db:
        [row] = db.scalars(select(AuditCheckpoint)).all()
        second = db.scalar(select(AuditEvent.hash).where(AuditEvent.id == 2))
    checkpoint = parse(json.dumps(manifest["audit_checkpoint"]), "manifest")
    assert (checkpoint.event_id, checkpoint.head_hash, checkpoint.signature) == (2, second, row.signature)
    assert checkpoint.signed_by(signing.trusted_public_keys(settings.data_dir))
    rewrite_whole_chain(None, 1, {"n": [0, 5]})
    assert run_verify(capsys)[0] == 1


def test_a_real_server_backup_checkpoint_finds_a_rewrite_made_after_it_stopped(database_url, users, tmp_path):
    """A server process: people created over HTTP, "Back up now"; the server stopped, the chain rewritten
    in the database, `katutubo audit verify` run as a command."""
    users.create(role="ipmr", email="ipmr@example.org")
    data_dir = tmp_path / "server"
    process, base = _start(database_url, "", data_dir)
    try:
        with _browser(base) as browser:
            assert _login(browser, "ipmr@example.org").status_code == 200
            for name in ("Isa", "Dalawa", "Tatlo"):
                created = browser.post("/api/people", json=person_payload(first_name=name))
                assert created.status_code == 201, created.text
            assert browser.post("/api/admin/backups").status_code == 201
    finally:
        process.terminate()
        process.wait(30)
    [checkpoint_file] = (data_dir / FOLDER).glob("*.json")
    checkpoint = parse(checkpoint_file.read_text(), "file")
    assert checkpoint.event_id == 4  # the sign-in and the three people
    rewrite_whole_chain(database_url, 2, {"first_name": [None, "Iba"]})
    env = {"KATUTUBO_DATABASE_URL": database_url, "KATUTUBO_DATA_DIR": str(data_dir)}
    command = [sys.executable, "-m", "katutubo.cli", "audit", "verify"]
    done = subprocess.run(command, env=_environment(env), capture_output=True, text=True, timeout=120)
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stdout.strip() == (rewritten(checkpoint, "the first changed event is one of events 1 to 4"))


def _environment(extra: dict[str, str]) -> dict[str, str]:
    return os.environ | {"PYTHONPATH": str(Path(__file__).parents[2])} | extra


def test_a_registry_that_started_empty_is_not_called_rewritten(app, users, settings, capsys):
    """A new registry, before anything has happened: the day's job signs nothing (no checkpoint of "event
    0"); then people sign in and are added over the API, and `audit verify` and a backup are right. A
    checkpoint of event 0 that an earlier release signed on such a registry is no alarm either."""
    assert checkpoint_if_due(settings) is False
    assert kept_rows() == [] and not (settings.data_dir / FOLDER).exists()
    with get_sessionmaker()() as db, db.begin():
        db.add(_row(sign(settings, 0, chain.GENESIS)))  # what the earlier release kept
    ipmr = users.create(role="ipmr")
    with TestClient(app) as client:
        prime_csrf(client)
        users.sign_in(client, ipmr)
        assert client.post("/api/people", json=person_payload(first_name="Una")).status_code == 201
        made = client.post("/api/admin/backups")
    assert made.status_code == 201, made.text
    assert made.json()["verified"] is True
    with tarfile.open(settings.resolved_backup_dir / made.json()["name"]) as tar:
        manifest = json.load(tar.extractfile("manifest.json"))  # type: ignore[arg-type]
    assert manifest["audit_checkpoint"]["event_id"] >= 1  # the person added
    with get_sessionmaker()() as db:
        events = db.scalar(select(func.count()).select_from(AuditEvent))
    assert events is not None and events > manifest["audit_checkpoint"]["event_id"]  # the backup's own
    code, out, _ = run_verify(capsys)
    assert (code, out.splitlines()[0]) == (0, f"Audit trail intact: {events} events.")
