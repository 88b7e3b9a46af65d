"""/api/reports: the whole report (every chart) in one request, for any signed-in account."""

from typing import Annotated

from fastapi import APIRouter, Depends

from katutubo.access.scope import PeopleScope
from katutubo.core.db import DB
from katutubo.core.errors import FieldErrors
from katutubo.people.ages import keep_ages_current
from katutubo.people.form import barangay_unknown
from katutubo.reference.data import canonical_barangay
from katutubo.reports.cache import ReportCache, report_cache
from katutubo.reports.schemas import Report

router = APIRouter(prefix="/api", tags=["reports"], dependencies=[Depends(keep_ages_current)])


@router.get("/reports", response_model=Report)
def report(
    db: DB, scope: PeopleScope, cache: Annotated[ReportCache, Depends(report_cache)], barangay: str = ""
) -> Report:
    """Signed in: the population pyramid, barangays, tribes, education, civil status and health counts of the
    live people, of one barangay when given (the master list's barangay filter); an encoder's of their
    barangays only. Built again only when the registry changed since (katutubo.reports.cache)."""
    known = canonical_barangay(barangay) if barangay.strip() else None
    if barangay.strip() and known is None:
        raise FieldErrors({"barangay": barangay_unknown()})
    return cache.report(db, scope, known)
