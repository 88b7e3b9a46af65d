"""The audit trail's cost per person update: the same updates through the people service, each in its own
committed transaction like a request, once with the audit event written and once with audit.record replaced
by a no-op. Run by scripts/bench.py against its seeded database (the environment names it); prints JSON."""

import json
import statistics
import sys
import time

from sqlalchemy import select

from katutubo import audit
from katutubo.core.db import transaction
from katutubo.models import Person, User
from katutubo.people.schemas import PersonUpdate
from katutubo.people.service import update_person


def timed_updates(ids: list[int], actor_id: int, job: str) -> list[float]:
    times = []
    for i, person_id in enumerate(ids):
        start = time.perf_counter()
        with transaction() as db:
            person = db.get_one(Person, person_id)
            actor = db.get_one(User, actor_id)
            update_person(
                db,
                person,
                PersonUpdate.model_validate({"occupation": f"{job} {i}"}),
                actor,
            )
        times.append((time.perf_counter() - start) * 1000)
    return times


def main(count: int) -> None:
    with transaction() as db:
        ids = list(db.scalars(select(Person.id).order_by(Person.id).limit(count)))
        actor_id = db.scalars(select(User.id).order_by(User.id)).first()
    assert actor_id is not None and ids
    real_record = audit.record
    audit.record = lambda *args, **kwargs: None  # type: ignore[assignment]
    timed_updates(ids[:10], actor_id, "Warm-up")
    without = timed_updates(ids, actor_id, "Farmer")
    audit.record = real_record
    with_audit = timed_updates(ids, actor_id, "Fisher")
    result = {
        "updates": len(ids),
        "without": statistics.median(without),
        "with": statistics.median(with_audit),
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
