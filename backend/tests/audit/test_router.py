"""/api/admin/audit and its actor list: filtered and paged in the database, newest first."""

from datetime import UTC, datetime

from sqlalchemy import update

from katutubo import audit
from katutubo.core.db import get_sessionmaker, transaction
from katutubo.models import AuditEvent, User


def add(actor: User | None, action, target=None, changes=None) -> None:
    with transaction() as db:
        audit.record(db, actor, action, target, changes)


def test_newest_first_with_every_field(ipmr_client, users):
    ana = users.create(name="Ana")
    add(ana, "login.succeeded", audit.Target("account", ana.id, ana.email))
    add(
        ana,
        "person.updated",
        audit.Target("person", 7, "Cruz, Juan"),
        {"barangay": ["Ajos", "Bagong Silang"]},
    )
    body = ipmr_client.get("/api/admin/audit").json()
    assert (body["total"], body["page"], body["page_size"]) == (2, 1, 50)
    newest = body["items"][0]
    assert newest == {
        "id": 2,
        "at": newest["at"],
        "actor_id": ana.id,
        "actor_name": "Ana",
        "action": "person.updated",
        "target_type": "person",
        "target_id": 7,
        "target_label": "Cruz, Juan",
        "changes": {"barangay": ["Ajos", "Bagong Silang"]},
        "ip": None,
        "user_agent": None,
        "erased": False,
        "erased_fields": [],
        "proposed_by": None,
    }


def test_filters_and_paging(ipmr_client, users):
    ana, ben = users.create(name="Ana"), users.create(name="Ben")
    add(ana, "person.created", audit.Target("person", 1, "A"))
    add(ben, "person.updated", audit.Target("person", 1, "A"))
    add(ben, "person.updated", audit.Target("person", 2, "B"))
    add(None, "login.failed", audit.Target("account", None, "x@example.org"))
    with get_sessionmaker().begin() as db:  # the first event happened on Nov 20 (Manila), late evening
        db.execute(
            update(AuditEvent).where(AuditEvent.id == 1).values(at=datetime(2026, 11, 20, 15, 30, tzinfo=UTC))
        )

    def ids(**params):
        return [e["id"] for e in ipmr_client.get("/api/admin/audit", params=params).json()["items"]]

    assert ids(actor_id=ben.id) == [3, 2]
    assert ids(action="person.updated") == [3, 2]
    assert ids(person_id=1) == [2, 1]
    assert ids(date_to="2026-11-20") == [1]
    assert ids(date_from="2026-11-21") == [4, 3, 2]
    assert ids(page=2, page_size=3) == [1]
    assert ipmr_client.get("/api/admin/audit", params={"action": "made.up"}).status_code == 422


def test_actors_with_their_newest_name(ipmr_client, users):
    ana, ben = users.create(name="Ana"), users.create(name="Ben")
    add(ben, "logout")
    add(ana, "logout")
    ana.display_name = "Ana Reyes"
    add(ana, "logout")
    add(None, "login.failed")
    assert ipmr_client.get("/api/admin/audit/actors").json() == [
        {"id": ana.id, "name": "Ana Reyes"},
        {"id": ben.id, "name": "Ben"},
    ]
