"""Issue 20, point 7, for certificates: a person's purge erases the personal values of their certifications
and revokes the valid ones (katutubo.certifications.purge).

A person with distinctive values (tests.audit.test_erasure's) is certified twice by the Chieftain (the
purpose names the person), one of the two then revoked with a reason that names the person too; the person is
deleted and purged. Afterwards none of those values is in any answer (the certificates, the public verify
page, the audit trail and the rest of tests.audit.test_erasure's answers), in the database or in a backup
made afterwards; the valid certification reads "revoked" with the purge's reason, audited, and `audit verify`
still says intact."""

from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text, update

from katutubo.backups.database import is_sqlite
from katutubo.certifications.purge import PURGED_REASON
from katutubo.cli import main
from katutubo.core.clock import office_day
from katutubo.core.db import get_sessionmaker, make_engine
from katutubo.core.migrate import downgrade, upgrade
from katutubo.models import Certification, Person, PersonAuditKey
from katutubo.models.base import utcnow
from tests.audit.test_erasure import (
    THE_PERSON,
    THE_RELATIVE,
    assert_intact_and_in_no_dump_or_backup,
    database_bytes,
    every_answer,
    found_in,
    key_found_in,
    ok,
    purge,
    server,
    signed_in,
    verify_output,
)
from tests.factories import UserFactory
from tests.people.factories import add_person

PURPOSE = "Scholarship of Zephyrine Quillondo at Qwertyan school"
REVOKED_BY_THE_CHIEFTAIN = "Issued to Zephyrine with the wrong tribe"
ERASED = {
    "person_id": None,
    "person_name": None,
    "date_of_birth": None,
    "barangay": None,
    "tribe": None,
    "father": None,
    "mother": None,
    "purpose": None,
}


def code_of(certificate: dict[str, Any]) -> str:
    return str(certificate["verify_url"]).rsplit("/verify/", 1)[1]


def certify_twice_and_delete(ipmr: httpx.Client, chieftain: httpx.Client) -> tuple[int, int, list[dict]]:
    """The person (and a relative, for tests.audit.test_erasure's answers), two certificates of the person,
    the first revoked by the Chieftain; the person then deleted. Returns (person, relative, certificates as
    issued)."""
    relative = ok(ipmr.post("/api/people", json=THE_RELATIVE), 201).json()["id"]
    person = ok(ipmr.post("/api/people", json=THE_PERSON), 201).json()["id"]
    issued = [
        ok(chieftain.post(f"/api/people/{person}/certifications", json={"purpose": PURPOSE}), 201).json()
        for _ in range(2)
    ]
    assert found_in(ok(chieftain.get(f"/api/certifications/{issued[1]['id']}")).text) == [
        "Zephyrine",
        "Vasquetti",
        "Quillondo",
        "1937-02-11",
        "Qwertyan",
        "Yzquierdo",
        "Vorhees",
    ]
    revoke = {"reason": REVOKED_BY_THE_CHIEFTAIN}
    ok(chieftain.post(f"/api/certifications/{issued[0]['id']}/revoke", json=revoke))
    ok(ipmr.delete(f"/api/people/{person}"), 204)
    return person, relative, issued


def certificate_answers(chieftain: httpx.Client, public: httpx.Client, issued: list[dict]) -> dict[str, str]:
    answers = {}
    for certificate in issued:
        for path in (f"/api/certifications/{certificate['id']}", f"/api/verify/{code_of(certificate)}"):
            answers[path] = (chieftain if path.startswith("/api/certifications") else public).get(path).text
    return answers


def assert_erased_and_revoked(
    chieftain: httpx.Client, public: httpx.Client, issued: list[dict], purged_on: set[date]
) -> None:
    """Serial, issue date, issuer and revocation kept; the rest erased; the valid one revoked by the purge."""
    revoked, valid = (ok(chieftain.get(f"/api/certifications/{c['id']}")).json() for c in issued)
    for before, after in zip(issued, (revoked, valid), strict=True):
        assert {name: after[name] for name in ERASED} == ERASED
        assert {name: after[name] for name in ("serial", "issued_on", "issued_by_name", "verify_url")} == {
            name: before[name] for name in ("serial", "issued_on", "issued_by_name", "verify_url")
        }
        assert after["erased_on"] in {day.isoformat() for day in purged_on}
        assert ok(public.get(f"/api/verify/{code_of(before)}")).json() == {
            "serial": before["serial"],
            "person_name": None,
            "issued_on": before["issued_on"],
            "revoked_on": after["revoked_on"],
        }
    assert (valid["revoked_on"], valid["revoke_reason"]) == (valid["erased_on"], PURGED_REASON)
    assert revoked["revoked_on"] is not None and revoked["revoke_reason"] is None  # the Chieftain's words
    again = chieftain.post(f"/api/certifications/{valid['id']}/revoke", json={"reason": "Zephyrine again"})
    assert (again.status_code, again.json()["code"]) == (409, "certifications.already_revoked")


def assert_audited_and_erased(ipmr: httpx.Client, person: int, purge_actor: str | None) -> None:
    """The purge's revocation is in the trail before `person.purged`, by the purger, its values erased."""
    events = ok(ipmr.get("/api/admin/audit", params={"person_id": person, "page_size": 100})).json()["items"]
    shown = [(e["action"], e["actor_name"]) for e in events if e["action"] != "person.viewed"]
    assert shown[:2] == [("person.purged", purge_actor), ("person.certification_revoked", purge_actor)]
    assert [action for action, _ in shown[2:]] == [
        "person.deleted",
        "person.certification_revoked",
        "person.certification_issued",
        "person.certification_issued",
        "person.created",
    ]
    by_purge = events[[e["action"] for e in events].index("person.certification_revoked")]
    assert (by_purge["target_label"], by_purge["erased"], sorted(by_purge["erased_fields"])) == (
        None,
        True,
        ["revoke_reason", "serial"],
    )


def manila_days_around() -> set[date]:
    today = office_day(utcnow())
    return {today - timedelta(days=1), today, today + timedelta(days=1)}


def test_a_purged_persons_certificates_are_erased_revoked_and_in_no_answer_dump_or_backup(
    ipmr_client: TestClient,
    chieftain_client: TestClient,
    raw_client: TestClient,
    database_url: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    person, relative, issued = certify_twice_and_delete(ipmr_client, chieftain_client)
    key = purge(ipmr_client, person)

    answers = every_answer(ipmr_client, person, relative) | certificate_answers(
        chieftain_client, raw_client, issued
    )
    leaks = {name: found_in(text) for name, text in answers.items()}
    assert {name: values for name, values in leaks.items() if values} == {}
    assert found_in(REVOKED_BY_THE_CHIEFTAIN) == ["Zephyrine"]  # so the reason's erasure is checked too
    assert_erased_and_revoked(chieftain_client, raw_client, issued, manila_days_around())
    ipmr_name = ok(ipmr_client.get("/api/session")).json()["user"]["display_name"]
    assert_audited_and_erased(ipmr_client, person, ipmr_name)

    assert_intact_and_in_no_dump_or_backup(database_url, key, tmp_path, capsys)


def test_the_daily_purge_erases_and_revokes_the_certificates_too(
    ipmr_client: TestClient,
    chieftain_client: TestClient,
    raw_client: TestClient,
    capsys: pytest.CaptureFixture[str],
    trash_days: int,
) -> None:
    """`katutubo purge-trash` runs the server's daily purge: the same erasure, by no one (the system)."""
    person, _, issued = certify_twice_and_delete(ipmr_client, chieftain_client)
    with get_sessionmaker().begin() as db:
        db.execute(update(Person).where(Person.id == person).values(deleted_at=utcnow() - timedelta(days=31)))
    main(["purge-trash"])
    assert capsys.readouterr().out.strip() == "Purged 1 people deleted more than 30 days ago."
    with get_sessionmaker()() as db:
        assert db.get(PersonAuditKey, person) is None
    assert found_in(" ".join(certificate_answers(chieftain_client, raw_client, issued).values())) == []
    assert_erased_and_revoked(chieftain_client, raw_client, issued, manila_days_around())
    assert_audited_and_erased(ipmr_client, person, None)


def test_a_real_server_purges_the_certificates_and_verify_stays_intact(
    users: UserFactory, database_url: str, tmp_path: Path
) -> None:
    ipmr = users.create(role="ipmr", email="purger@example.org")
    chieftain = users.create(role="chieftain", email="chieftain@example.org")
    with (
        server(database_url, tmp_path / "server") as base,
        signed_in(base, ipmr.email) as ipmr_http,
        signed_in(base, chieftain.email) as chieftain_http,
        httpx.Client(base_url=base, timeout=30) as public,
    ):
        person, relative, issued = certify_twice_and_delete(ipmr_http, chieftain_http)
        key = purge(ipmr_http, person)
        answers = every_answer(ipmr_http, person, relative) | certificate_answers(
            chieftain_http, public, issued
        )
        assert {name: found_in(text) for name, text in answers.items() if found_in(text)} == {}
        assert_erased_and_revoked(chieftain_http, public, issued, manila_days_around())
        assert_audited_and_erased(ipmr_http, person, ipmr.display_name)
    assert verify_output().startswith("Audit trail intact: ")
    stored = database_bytes(database_url)
    assert (found_in(stored), key_found_in(stored, key)) == ([], False)


# The migration (5f1c3a9e7d24): certificates of people purged before it ------------------------------------

OLD_ROW = (
    "INSERT INTO certifications (id, serial, code, person_id, person_name, date_of_birth, barangay, tribe,"
    " father, mother, purpose, issued_on, issued_at, issued_by_name, revoked_on, revoked_at, revoke_reason)"
    " VALUES (:id, :serial, :code, :person_id, 'Zephyrine Vasquetti Quillondo', :born, 'Wysteria',"
    " 'Qwertyan', 'Bartolome Yzquierdo', 'Clementina Vorhees', :purpose, :issued_on, :issued_at,"
    " 'Datu Ramon', :revoked_on, :revoked_at, :reason)"
)


def test_the_migration_erases_the_certificates_of_people_purged_before_it(database_url: str) -> None:
    """Rows as the code before it left them (person_id NULL after the purge, every value kept); a living
    person's certificate is left as it is."""
    living = add_person(first_name="Luningning", last_name="Marasigan")
    issued_at, revoked_at = datetime(2026, 3, 2, 1, 0, tzinfo=UTC), datetime(2026, 4, 5, 2, 0, tzinfo=UTC)
    rows = [
        (1, None, None, None),  # valid when its person was purged
        (2, None, date(2026, 4, 5), REVOKED_BY_THE_CHIEFTAIN),  # revoked before the purge
        (3, living.id, None, None),  # a living person's: kept as it is
    ]

    def stored(moment: datetime) -> datetime:  # as UTCDateTime binds it
        return moment.replace(tzinfo=None) if is_sqlite(database_url) else moment

    downgrade(database_url, "8cba997bfe43")
    try:
        engine = make_engine(database_url)
        with engine.begin() as conn:
            for id_, person_id, revoked_on, reason in rows:
                conn.execute(
                    text(OLD_ROW),
                    {
                        "id": id_,
                        "serial": f"CTM-2026-0000{id_}",
                        "code": f"code{id_}",
                        "person_id": person_id,
                        "born": date(1937, 2, 11),
                        "purpose": PURPOSE,
                        "issued_on": date(2026, 3, 2),
                        "issued_at": stored(issued_at),
                        "revoked_on": revoked_on,
                        "revoked_at": None if revoked_on is None else stored(revoked_at),
                        "reason": reason,
                    },
                )
        engine.dispose()
    finally:
        upgrade(database_url)
    migrated_on = manila_days_around()
    with get_sessionmaker()() as db:
        valid, revoked, kept = (db.get_one(Certification, n) for n in (1, 2, 3))
        for erased in (valid, revoked):
            assert (
                found_in(" ".join(str(getattr(erased, c.key)) for c in Certification.__table__.columns)) == []
            )
            assert erased.erased_on in migrated_on
        assert (valid.revoked_on, valid.revoke_reason, valid.revoked_by) == (
            valid.erased_on,
            PURGED_REASON,
            None,
        )
        assert (revoked.revoked_on, revoked.revoke_reason) == (date(2026, 4, 5), None)
        assert (kept.person_name, kept.barangay, kept.purpose, kept.revoked_on, kept.erased_on) == (
            "Zephyrine Vasquetti Quillondo",
            "Wysteria",
            PURPOSE,
            None,
            None,
        )
