"""What crypto-erasure (katutubo.audit.erasure) costs: sealing a person.created event, opening a page of the
audit list (one key query per page), and the migration's sealing of an existing plain-text trail
(katutubo.audit.seal_existing), on a throwaway SQLite database (or the PostgreSQL URL given). Prints figures
and the load average; asserts nothing about time.

    cd backend && python ../scripts/bench_erasure.py [--people 1000] [--plain-events 20000] [--url URL]"""

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any


def _setup(url: str | None, data_dir: Path) -> str:
    os.environ["KATUTUBO_DATA_DIR"] = str(data_dir)
    url = url or f"sqlite:///{data_dir / 'bench.sqlite3'}"
    os.environ["KATUTUBO_DATABASE_URL"] = url
    from katutubo.core.migrate import upgrade

    upgrade(url)
    return url


def _median_ms(run: Any, times: int) -> float:
    samples = []
    for _ in range(times):
        start = time.perf_counter()
        run()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--people", type=int, default=1000)
    parser.add_argument("--plain-events", type=int, default=20000)
    parser.add_argument("--url", help="a PostgreSQL database to use (its tables are written to)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        url = _setup(args.url, Path(folder))
        _run(args.people, args.plain_events)
    print(f"database: {url.split(':')[0]}; load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


def _run(people: int, plain_events: int) -> None:
    from sqlalchemy import delete, select

    from katutubo.audit import chain, erasure, service
    from katutubo.core.db import get_engine, transaction
    from katutubo.models import AuditEvent, Person, PersonAuditKey
    from katutubo.models.base import utcnow
    from katutubo.people.changes import snapshot
    from katutubo.people.schemas import PersonCreate
    from katutubo.people.service import create_person
    from tests.people.factories import person_payload

    start = time.perf_counter()
    with transaction() as db:
        for n in range(people):
            create_person(db, PersonCreate.model_validate(person_payload(first_name=f"Juan{n}")), None)
    took = time.perf_counter() - start
    print(f"{people} people created through the service (each event sealed): {took:.2f} s")

    with transaction() as db:
        person = db.scalars(select(Person)).first()
        assert person is not None
        changes = {
            name: [None, value] for name, value in snapshot(person).items() if value not in (None, "", [])
        }
        keys = erasure.ciphers(db, [person.id])
        stored = erasure.seal_changes(keys, person.id, changes)
        event = AuditEvent(target_type="person", target_id=person.id, target_label=None, changes=stored)
        per_event = _median_ms(lambda: erasure.seal_changes(keys, person.id, changes), 2000)
        opened = _median_ms(lambda: erasure.open_events(db, [event]), 2000)
    print(f"one person.created event ({len(changes)} fields): sealed in {per_event * 1000:.0f} µs, ", end="")
    print(f"opened in {opened * 1000:.0f} µs (its key query included)")

    def page(opened: bool) -> None:
        with transaction() as db:
            events, _ = service.list_events(db, service.AuditFilter(), 1, 100)
            if opened:
                erasure.open_events(db, events)

    plain, sealed = _median_ms(lambda: page(False), 50), _median_ms(lambda: page(True), 50)
    print(
        f"audit list page of 100 events: {plain:.1f} ms read, {sealed:.1f} ms read and opened (1 key query)"
    )

    with transaction() as db:
        ids = list(db.scalars(select(Person.id)))
        rows = [
            {
                "at": utcnow(),
                "actor_id": None,
                "actor_name": "Bench",
                "action": "person.updated",
                "target_type": "person",
                "target_id": ids[n % len(ids)],
                "target_label": f"Dela Cruz, Juan{n}",
                "changes": {"occupation": ["Farmer", f"Fisher {n}"]},
                "ip": None,
                "user_agent": None,
            }
            for n in range(plain_events)
        ]
        chain.append_rows(db, rows)  # written as before crypto-erasure: plain text
        db.execute(delete(PersonAuditKey))
        total = db.scalar(select(AuditEvent.id).order_by(AuditEvent.id.desc()).limit(1))
    from katutubo.audit.seal_existing import seal_existing

    start = time.perf_counter()
    with get_engine().begin() as connection:
        seal_existing(connection)
    took = time.perf_counter() - start
    with transaction() as db:
        broken, checked = chain.first_broken(db)
    print(
        f"migration data step: {total} events ({plain_events} plain) and {len(ids)} keys in {took:.2f} s "
        f"({(total or 0) / took:.0f} events/s); verify: {'intact' if broken is None else broken}, {checked}"
    )


if __name__ == "__main__":
    main()
