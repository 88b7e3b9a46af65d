"""The original app's way to show the dashboard, as scripts/bench.py measures it against its seeded database
(the environment names it): every person read, turned into the JSON the browser would download, parsed again
and the tiles counted one person at a time.

The original held the whole download at once; imitated that way a million people took more than 12 GB here.
This does the same work per person a chunk of people at a time (read, encode, decode, count), so the time is
the original's and the memory one chunk's. The JSON's size is the whole download's: a list's encoding is its
items', each with its ", " or its bracket. Prints JSON: median and worst ms of the passes after a warm-up, the
download's bytes, and this process's peak resident memory in MB."""

import json
import resource
import statistics
import sys
import time
from typing import Any

from sqlalchemy import select

from katutubo.core.db import get_sessionmaker
from katutubo.models import Person
from katutubo.rules import classification as rules

CHUNK = 10_000
COLUMNS = list(Person.__table__.columns)


def count_tiles(people: list[dict[str, Any]], tiles: dict[str, int]) -> None:
    for p in people:
        tiles["male"] += p["gender"] == "Male"
        tiles["female"] += p["gender"] == "Female"
        tiles["students"] += rules.is_student(p["occupation"])
        tiles["unemployed"] += rules.is_unemployed(p["occupation"])
        tiles["health"] += rules.has_health_condition(p["health_condition"])


def one_pass() -> int:
    """The download's size in bytes, having counted the tiles."""
    tiles = dict(male=0, female=0, students=0, unemployed=0, health=0)
    size = 0
    with get_sessionmaker()() as db:
        result = db.execute(select(*COLUMNS).execution_options(yield_per=CHUNK))
        for rows in result.partitions():
            body = json.dumps([dict(row._mapping) for row in rows], default=str)
            size += len(body)
            count_tiles(json.loads(body), tiles)
    return size


def main(passes: int) -> None:
    times, size = [], 0
    for i in range(passes + 1):
        start = time.perf_counter()
        size = one_pass()
        if i:
            times.append((time.perf_counter() - start) * 1000)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kilobytes on Linux
    print(json.dumps([statistics.median(times), max(times), size, peak_mb]))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
