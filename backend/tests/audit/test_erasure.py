"""Issue 20, point 7: a purged person is unreadable in the audit trail
(crypto-erasure: katutubo.audit.erasure).

A person with distinctive values (name, birth date, tribe, address, contact, parents), linked to a relative
and edited, is deleted and purged. Afterwards none of those values is in any answer of the API (the audit
trail page by page and filtered, the relative's History, lists, counts, exports), in the database (SQLite:
the file and its -wal after a checkpoint; PostgreSQL: pg_dump), or in a backup made afterwards; the events
are still there with their field names; `katutubo audit verify` still says intact. Once in-process and once
against a real server process."""

import os
import sqlite3
import subprocess
import sys
import tarfile
import time
from collections.abc import Iterator
from contextlib import closing, contextmanager
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select, update

from katutubo.audit import erasure
from katutubo.backups.database import PG_FILE, is_sqlite, libpq_url, sqlite_path
from katutubo.cli import main
from katutubo.core.csrf import CSRF_COOKIE, CSRF_HEADER
from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent, Person, PersonAuditKey
from katutubo.models.base import utcnow
from tests.factories import DEFAULT_PASSWORD, UserFactory, solve_captcha
from tests.kinship.helpers import NO_FAMILY
from tests.people.factories import person_payload
from tests.ports import free_port

# What the person's record holds, as typed; each must be gone after the purge. The contact is stored as
# +639175558841, so its digits are looked for.
THE_PERSON = person_payload(
    first_name="Zephyrine",
    middle_name="Vasquetti",
    last_name="Quillondo",
    date_of_birth="1937-02-11",
    lineage="Qwertyan",
    address="Purok Wysteria, Sitio Onbekend",
    birthplace="Barrio Xanthippe",
    contact_number="0917 555 8841",
    occupation="Basket weaver",
    family_tree=NO_FAMILY | {"father": "Bartolome Yzquierdo", "mother": "Clementina Vorhees"},
)
EDITED_OCCUPATION = "Glassblower of Umbriel"
VALUES = (
    "Zephyrine",
    "Vasquetti",
    "Quillondo",
    "1937-02-11",
    "Qwertyan",
    "Wysteria",
    "Onbekend",
    "Xanthippe",
    "9175558841",
    "Yzquierdo",
    "Vorhees",
    "Umbriel",
)
THE_RELATIVE = person_payload(
    first_name="Teodoro",
    middle_name=None,
    last_name="Bautista",
    gender="Male",
    date_of_birth="1910-06-01",
    family_tree=NO_FAMILY,
)


def key_found_in(data: bytes, key: bytes) -> bool:
    """The key as stored by SQLite (raw) or dumped by pg_dump (bytea as hex); from its 9th byte, as a freed
    SQLite cell's first bytes are overwritten by the free-block header."""
    tail = key[8:]
    return tail in data or tail.hex().encode() in data


def found_in(text: str | bytes) -> list[str]:
    """Which of the person's values the text holds (any case: the registry also stores names lower-cased)."""
    folded = (text.decode("utf-8", errors="replace") if isinstance(text, bytes) else text).casefold()
    return [value for value in VALUES if value.casefold() in folded]


def ok(response: httpx.Response, status: int = 200) -> httpx.Response:
    assert response.status_code == status, response.text
    return response


def add_link_edit_delete(client: httpx.Client) -> tuple[int, int]:
    """The person and their relative (linked as the person's father), through the API as the web app does;
    checks the person's values are readable in the trail, then deletes the person (to the Trash). Returns
    (person id, relative id)."""
    relative = ok(client.post("/api/people", json=THE_RELATIVE), 201).json()["id"]
    person = ok(client.post("/api/people", json=THE_PERSON), 201).json()["id"]
    ok(client.put(f"/api/people/{person}", json={"relatives": {"father_id": relative}}))
    ok(client.put(f"/api/people/{person}", json={"occupation": EDITED_OCCUPATION}))
    before = ok(client.get("/api/admin/audit", params={"person_id": person})).text
    assert set(found_in(before)) == set(VALUES)  # readable while the person is in the registry
    assert "Quillondo" in ok(client.get(f"/api/people/{relative}/history")).text
    ok(client.delete(f"/api/people/{person}"), 204)
    return person, relative


def purge(client: httpx.Client, person: int) -> bytes:
    """Purges the person; returns the key their values were sealed with (which must be gone everywhere)."""
    with get_sessionmaker()() as db:
        key = db.get_one(PersonAuditKey, person).key
    ok(
        client.delete(
            f"/api/admin/trash/{person}",
            params={"last_name": "Quillondo", "disposal_authority": "NAP DA 2026-07"},
        ),
        204,
    )
    return key


def every_answer(client: httpx.Client, person: int, relative: int) -> dict[str, str]:
    """Every answer that could show the person: the whole audit trail page by page and by each filter, the
    relative's History, record, relatives and family, the lists, counts, reports, Trash and an export."""
    answers: dict[str, str] = {}
    page, total = 1, 1
    while (page - 1) * 100 < total:
        answer = ok(client.get("/api/admin/audit", params={"page": page, "page_size": 100}))
        answers[f"audit page {page}"], total, page = answer.text, answer.json()["total"], page + 1
    for name, params in {
        "audit of the person": {"person_id": person},
        "audit of the relative": {"person_id": relative},
        "audit of creations": {"action": "person.created"},
        "audit of links": {"action": "person.linked"},
        "audit of purges": {"action": "person.purged"},
    }.items():
        answers[name] = ok(client.get("/api/admin/audit", params=params | {"page_size": 100})).text
    for path in (
        "/api/admin/audit/actors",
        f"/api/people/{relative}/history",
        f"/api/people/{relative}",
        f"/api/people/{relative}/relatives",
        f"/api/people/{relative}/family",
        "/api/people",
        "/api/people?q=quillondo",
        "/api/people/suggestions?q=zeph",
        "/api/people/stats/lineages",
        "/api/dashboard/stats",
        "/api/dashboard/latest",
        "/api/dashboard/suggestions?q=zeph",
        "/api/reports",
        "/api/admin/trash",
        "/api/exports/people?format=csv&columns=all",
    ):
        answers[path] = ok(client.get(path)).text
    for path in (f"/api/people/{person}", f"/api/people/{person}/history"):
        answers[path] = ok(client.get(path), 404).text
    return answers


def assert_erased_in_the_trail(client: httpx.Client, person: int, relative: int) -> None:
    """The events stay, with their field names; the values read as erased."""
    events = ok(client.get("/api/admin/audit", params={"person_id": person, "page_size": 100})).json()[
        "items"
    ]
    assert [e["action"] for e in events if e["action"] != "person.viewed"] == [
        "person.purged",
        "person.deleted",
        "person.updated",
        "person.linked",
        "person.created",
    ]
    assert {(e["target_label"], e["erased"]) for e in events} == {(None, True)}
    created = events[-1]
    assert {"first_name", "last_name", "date_of_birth", "lineage", "address", "contact_number"} <= set(
        created["erased_fields"]
    )
    assert created["changes"]["date_of_birth"] == [None, None]
    assert set(created["erased_fields"]) == set(created["changes"])
    linked = ok(client.get(f"/api/people/{relative}/history")).json()[0]
    assert (linked["action"], linked["changes"], linked["erased"], linked["erased_fields"]) == (
        "person.linked",
        {"children": [None, [None]]},
        True,
        ["children"],
    )


def verify_output() -> str:
    return subprocess.run(
        [sys.executable, "-m", "katutubo.cli", "audit", "verify"],
        env=os.environ | {"PYTHONPATH": str(Path(__file__).parents[2])},
        capture_output=True,
        text=True,
        check=False,
    ).stdout.strip()


def database_bytes(url: str) -> bytes:
    """What the database holds on disk / in a dump: SQLite's file and -wal after a checkpoint (deleted rows
    included, if the file kept them in free pages); PostgreSQL's pg_dump."""
    if is_sqlite(url):
        path = sqlite_path(url)
        with closing(sqlite3.connect(path)) as conn:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        wal = path.with_name(path.name + "-wal")
        return path.read_bytes() + (wal.read_bytes() if wal.exists() else b"")
    return subprocess.run(["pg_dump", libpq_url(url)], capture_output=True, check=True).stdout


def backup_bytes(archive: Path, scratch: Path) -> bytes:
    """Every file of the backup archive, a PostgreSQL dump as the SQL it holds (its data is compressed)."""
    contents = [archive.read_bytes()]
    with tarfile.open(archive) as tar:
        for member in tar.getmembers():
            extracted = tar.extractfile(member)
            if extracted is None:
                continue
            data = extracted.read()
            if member.name.endswith(PG_FILE):
                dump = scratch / PG_FILE
                dump.write_bytes(data)
                data = subprocess.run(
                    ["pg_restore", "-f", "-", str(dump)], capture_output=True, check=True
                ).stdout
            contents.append(data)
    return b"\n".join(contents)


def assert_intact_and_in_no_dump_or_backup(
    database_url: str, key: bytes, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """After the purge: `audit verify` says intact; no value of the person nor their key is in the database
    or in a backup made now."""
    main(["audit", "verify"])
    assert capsys.readouterr().out.startswith("Audit trail intact: ")

    stored = database_bytes(database_url)
    assert (found_in(stored), key_found_in(stored, key)) == ([], False)

    archive = tmp_path / "after-the-purge.tar.gz"
    main(["backup", "--output", str(archive)])
    capsys.readouterr()
    backup = backup_bytes(archive, tmp_path)
    assert (found_in(backup), key_found_in(backup, key)) == ([], False)


def test_a_purged_person_is_in_no_answer_dump_or_backup_and_the_chain_stays_intact(
    ipmr_client: TestClient, database_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    person, relative = add_link_edit_delete(ipmr_client)
    key = purge(ipmr_client, person)

    leaks = {name: found_in(text) for name, text in every_answer(ipmr_client, person, relative).items()}
    assert {name: values for name, values in leaks.items() if values} == {}
    assert_erased_in_the_trail(ipmr_client, person, relative)
    with get_sessionmaker()() as db:
        assert db.get(PersonAuditKey, person) is None
        assert db.get(PersonAuditKey, relative) is not None

    assert_intact_and_in_no_dump_or_backup(database_url, key, tmp_path, capsys)


def test_the_values_of_people_still_in_the_registry_read_back_exactly(ipmr_client: TestClient) -> None:
    relative = ok(ipmr_client.post("/api/people", json=THE_RELATIVE), 201).json()["id"]
    person = ok(ipmr_client.post("/api/people", json=THE_PERSON), 201).json()["id"]
    ok(ipmr_client.put(f"/api/people/{person}", json={"relatives": {"father_id": relative}}))
    events = ok(ipmr_client.get("/api/admin/audit", params={"person_id": person})).json()["items"]
    created = next(e for e in events if e["action"] == "person.created")
    assert (created["target_label"], created["erased"], created["erased_fields"]) == (
        "Quillondo, Zephyrine Vasquetti",
        False,
        [],
    )
    assert created["changes"]["date_of_birth"] == [None, "1937-02-11"]
    assert created["changes"]["contact_number"] == [None, "+639175558841"]
    linked = next(e for e in events if e["action"] == "person.linked")
    assert linked["changes"] == {"father": [None, f"Bautista, Teodoro (#{relative})"]}
    with get_sessionmaker()() as db:  # stored sealed: nothing of the person in the row
        stored = db.scalars(select(AuditEvent).where(AuditEvent.target_id == person)).all()
        assert [found_in(f"{e.target_label} {e.changes}") for e in stored] == [[] for _ in stored]
        assert {tuple(str(e.target_label).split(":")[:2]) for e in stored} == {("$sealed", str(person))}


def test_the_daily_purge_and_purge_trash_erase_too(
    ipmr_client: TestClient, capsys: pytest.CaptureFixture[str], trash_days: int
) -> None:
    """`katutubo purge-trash` runs the server's daily purge (katutubo.trash.purge.purge_expired)."""
    person = ok(ipmr_client.post("/api/people", json=THE_PERSON), 201).json()["id"]
    ok(ipmr_client.delete(f"/api/people/{person}"), 204)
    with get_sessionmaker().begin() as db:
        db.execute(update(Person).where(Person.id == person).values(deleted_at=utcnow() - timedelta(days=31)))
    main(["purge-trash"])
    assert capsys.readouterr().out.strip() == "Purged 1 people deleted more than 30 days ago."
    events = ok(ipmr_client.get("/api/admin/audit", params={"person_id": person})).json()["items"]
    assert [(e["action"], e["target_label"], e["erased"]) for e in events] == [
        ("person.purged", None, True),
        ("person.deleted", None, True),
        ("person.created", None, True),
    ]
    assert found_in(ok(ipmr_client.get("/api/admin/audit")).text) == []


# Against a real server process ------------------------------------------------------------------------------


@contextmanager
def server(database_url: str, data_dir: Path) -> Iterator[str]:
    """`uvicorn katutubo.main:create_app` in a process of its own, on this test's database; stopped by PID."""
    port = free_port()
    env = os.environ | {
        "KATUTUBO_DATABASE_URL": database_url,
        "KATUTUBO_DATA_DIR": str(data_dir),
        "KATUTUBO_CAPTCHA_COST": "20",
        "KATUTUBO_FRONTEND_DIST": str(data_dir / "no-frontend"),
        "PYTHONPATH": str(Path(__file__).parents[2]),
    }
    data_dir.mkdir(parents=True, exist_ok=True)
    log = (data_dir / "server.log").open("wb")
    command = [sys.executable, "-m", "uvicorn", "katutubo.main:create_app", "--factory"]
    command += ["--host", "127.0.0.1", "--port", str(port), "--log-level", "warning"]
    process = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            assert process.poll() is None, (data_dir / "server.log").read_text()
            assert time.monotonic() < deadline, "the server did not start in 60 s"
            try:
                if httpx.get(f"{base}/api/session", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.2)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()


@contextmanager
def signed_in(base: str, email: str) -> Iterator[httpx.Client]:
    """A browser signed in over HTTP (captcha solved), sending the CSRF cookie back as the web app does."""
    with httpx.Client(base_url=base, timeout=30) as client:

        def echo(request: httpx.Request) -> None:
            if token := client.cookies.get(CSRF_COOKIE):
                request.headers[CSRF_HEADER] = token

        client.event_hooks["request"].append(echo)
        client.get("/api/session")
        body = {"email": email, "password": DEFAULT_PASSWORD, "altcha": solve_captcha(client)}  # type: ignore[arg-type]
        ok(client.post("/api/auth/login", json=body))
        yield client


def test_a_real_server_purges_and_verify_and_the_database_agree(
    users: UserFactory, database_url: str, tmp_path: Path
) -> None:
    ipmr = users.create(role="ipmr", email="purger@example.org")
    with server(database_url, tmp_path / "server") as base, signed_in(base, ipmr.email) as client:
        person, relative = add_link_edit_delete(client)
        key = purge(client, person)
        leaks = {name: found_in(text) for name, text in every_answer(client, person, relative).items()}
        assert {name: values for name, values in leaks.items() if values} == {}
        assert_erased_in_the_trail(client, person, relative)
    assert verify_output().startswith("Audit trail intact: ")
    stored = database_bytes(database_url)
    assert (found_in(stored), key_found_in(stored, key)) == ([], False)


def test_opening_reads_one_key_query_per_page(
    ipmr_client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The audit list opens a page of events with one query for the keys of all the people on it."""
    for n in range(5):
        ok(ipmr_client.post("/api/people", json=THE_RELATIVE | {"first_name": f"Teodoro{n}"}), 201)
    calls: list[int] = []
    real = erasure.ciphers

    def counted(*args: Any, **kwargs: Any) -> erasure.Ciphers:
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(erasure, "ciphers", counted)
    items = ok(ipmr_client.get("/api/admin/audit")).json()["items"]
    assert len({e["target_id"] for e in items if e["target_type"] == "person"}) == 5
    assert {e["target_label"] for e in items if e["action"] == "person.created"} == {
        f"Bautista, Teodoro{n}" for n in range(5)
    }
    assert len(calls) == 1
