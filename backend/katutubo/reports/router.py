"""/api/reports: the whole report (every chart) in one request, for any signed-in account."""

from fastapi import APIRouter, Depends

from katutubo.auth.dependencies import CurrentUser
from katutubo.core.db import DB
from katutubo.core.errors import FieldErrors
from katutubo.people.ages import keep_ages_current
from katutubo.people.form import BARANGAY_UNKNOWN
from katutubo.reference.data import canonical_barangay
from katutubo.reports.schemas import Report
from katutubo.reports.service import build_report

router = APIRouter(prefix="/api", tags=["reports"], dependencies=[Depends(keep_ages_current)])


@router.get("/reports", response_model=Report)
def report(db: DB, _user: CurrentUser, barangay: str = "") -> Report:
    """Signed in: the population pyramid, barangays, tribes, education, civil status and health counts of the
    live people, of one barangay when given (the master list's barangay filter)."""
    known = canonical_barangay(barangay) if barangay.strip() else None
    if barangay.strip() and known is None:
        raise FieldErrors({"barangay": BARANGAY_UNKNOWN})
    return build_report(db, known)
