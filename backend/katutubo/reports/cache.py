"""The report as last built, per scope and barangay, until the registry changes.

A report counts every live person of its scope (and their households): at 1,000,000 people on PostgreSQL it
takes seconds, and a hall of people opening Reports would each pay it. The people tally's change counter
(katutubo.people.tally.change_counter: its rows grow with every committed write of a person, and household
writes mark it too) says whether anything changed since a report was built: if not, the same report is the
answer. The counter is read before the report is built, so a report is never older than the counter it is
kept under (a write between the two only makes the next call build again).

One cache per app (per server process): a test's fresh app and database never see another's reports."""

import threading
from collections import OrderedDict

from fastapi import Request
from sqlalchemy.orm import Session

from katutubo.people.scope import Scope
from katutubo.people.tally import change_counter
from katutubo.reports.schemas import Report
from katutubo.reports.service import build_report

# Scopes × barangays kept: the whole municipality and its barangays for IPMRs, Chieftains and users, and the
# encoders' own sets (a report is ~18 kB).
KEPT = 128

Key = tuple[Scope, str | None]


class ReportCache:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._reports: OrderedDict[Key, tuple[tuple[int, int | None], Report]] = OrderedDict()

    def report(self, db: Session, scope: Scope, barangay: str | None) -> Report:
        stamp = change_counter(db)
        key = (scope, barangay)
        with self._lock:
            kept = self._reports.get(key)
            if kept is not None and kept[0] == stamp:
                self._reports.move_to_end(key)
                return kept[1]
        built = build_report(db, scope, barangay)
        with self._lock:
            self._reports[key] = (stamp, built)
            self._reports.move_to_end(key)
            while len(self._reports) > KEPT:
                self._reports.popitem(last=False)
        return built


_creating = threading.Lock()


def report_cache(request: Request) -> ReportCache:
    """The app's cache (made on first use)."""
    state = request.app.state
    with _creating:
        if not hasattr(state, "report_cache"):
            state.report_cache = ReportCache()
    cache: ReportCache = state.report_cache
    return cache
