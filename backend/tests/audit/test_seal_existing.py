"""The migration's data step (katutubo.audit.seal_existing): a trail written before crypto-erasure, with
people's values in plain text, is sealed; people purged before it read as erased; the chain is recomputed
from the first sealed event and verifies intact."""

from datetime import UTC, datetime
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import delete, select, update

from katutubo.audit import chain
from katutubo.audit.seal_existing import seal_existing
from katutubo.core.db import get_engine, get_sessionmaker
from katutubo.models import AuditChainHead, AuditEvent, PersonAuditKey
from tests.people.factories import add_person

AT = datetime(2026, 11, 20, 1, 2, 3, tzinfo=UTC)


def _plain(action: str, target: tuple[str, int | None, str] | None, changes: dict[str, Any]) -> AuditEvent:
    """An event as the code before crypto-erasure wrote it."""
    kind, target_id, label = target or (None, None, None)
    return AuditEvent(
        at=AT,
        actor_id=None,
        actor_name="Ana",
        action=action,
        target_type=kind,
        target_id=target_id,
        target_label=label,
        changes=changes,
        ip="10.0.0.1",
        user_agent=None,
    )


def test_the_old_trail_is_sealed_the_purged_erased_and_the_chain_verifies(ipmr_client: TestClient) -> None:
    living = add_person(first_name="Luningning", last_name="Marasigan")
    gone_id = living.id + 1000  # purged before the migration: no row, no key
    with get_sessionmaker().begin() as db:
        db.execute(delete(AuditEvent))
        db.execute(delete(PersonAuditKey))  # as before the migration
        db.execute(update(AuditChainHead).values(last_id=0, last_hash=chain.GENESIS))
        chain.append_many(
            db,
            [
                _plain("login.succeeded", ("account", 1, "ana@example.org"), {}),
                _plain(
                    "person.created",
                    ("person", living.id, "Marasigan, Luningning"),
                    {"first_name": [None, "Luningning"], "date_of_birth": [None, "1941-08-09"]},
                ),
                _plain(
                    "person.created",
                    ("person", gone_id, "Dimaculangan, Perpetua"),
                    {"first_name": [None, "Perpetua"], "address": [None, "Purok Kalachuchi"]},
                ),
                _plain(
                    "person.linked",
                    ("person", living.id, "Marasigan, Luningning"),
                    {"mother": [None, f"Dimaculangan, Perpetua (#{gone_id})"]},
                ),
                _plain("people.exported", ("export", None, "master"), {"rows": [None, 1]}),
            ],
        )
        first_hash = db.scalars(select(AuditEvent.hash).where(AuditEvent.id == 1)).one()

    with get_engine().begin() as connection:
        seal_existing(connection)

    with get_sessionmaker()() as db:
        assert chain.first_broken(db) == (None, 5)
        stored = list(db.scalars(select(AuditEvent).order_by(AuditEvent.id)))
        assert stored[0].hash == first_hash  # before the first sealed event, nothing changed
        assert (stored[4].target_label, stored[4].changes) == ("master", {"rows": [None, 1]})
        text = " ".join(f"{e.target_label} {e.changes}" for e in stored[1:4])
        assert [v for v in ("Luningning", "1941-08-09", "Perpetua", "Kalachuchi") if v in text] == []

    items = ipmr_client.get("/api/admin/audit").json()["items"][::-1]
    assert [(e["target_label"], e["changes"], e["erased_fields"]) for e in items[1:4]] == [
        (
            "Marasigan, Luningning",
            {"first_name": [None, "Luningning"], "date_of_birth": [None, "1941-08-09"]},
            [],
        ),
        (None, {"first_name": [None, None], "address": [None, None]}, ["first_name", "address"]),
        ("Marasigan, Luningning", {"mother": [None, None]}, ["mother"]),
    ]
    assert [e["erased"] for e in items] == [False, False, True, True, False]
