"""The report as last assembled, per scope and barangay, from the barangays' parts as last counted.

A whole report counts every live person and household: at 1,000,000 people on PostgreSQL 0.7 s of CPU, and
with adds and edits coming every second in a busy hall nearly every report would count again. The parts are
kept per barangay (katutubo.people.barangay_parts) and only the barangays a write changed are counted again;
a report is assembled from them (milliseconds), and kept until one of them changes.

One cache per app (per server process, made by katutubo.main.create_app): a test's fresh app and database
never see another's reports."""

import threading
from collections import OrderedDict

from fastapi import Request
from sqlalchemy.orm import Session

from katutubo.access.scope import Scope
from katutubo.people.barangay_parts import BarangayParts
from katutubo.reports.parts import Part, count_parts
from katutubo.reports.schemas import Report
from katutubo.reports.service import assemble

# Scopes × barangays kept: the whole municipality and its barangays for IPMRs, Chieftains and users, and the
# encoders' own sets (a report is ~18 kB).
KEPT = 128

Key = tuple[Scope, str | None]


class ReportCache:
    def __init__(self) -> None:
        self._parts: BarangayParts[Part] = BarangayParts(count_parts)
        self._lock = threading.Lock()
        self._reports: OrderedDict[Key, tuple[int, Report]] = OrderedDict()

    def report(self, db: Session, scope: Scope, barangay: str | None) -> Report:
        version, parts = self._parts.parts(db)
        key = (scope, barangay)
        with self._lock:
            kept = self._reports.get(key)
            if kept is not None and kept[0] == version:
                self._reports.move_to_end(key)
                return kept[1]
        built = assemble(parts, scope, barangay)
        with self._lock:
            self._reports[key] = (version, built)
            self._reports.move_to_end(key)
            while len(self._reports) > KEPT:
                self._reports.popitem(last=False)
        return built


def report_cache(request: Request) -> ReportCache:
    cache: ReportCache = request.app.state.report_cache
    return cache
