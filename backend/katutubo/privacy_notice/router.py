"""/api/privacy-notice: the notice's texts (any signed-in account prints it from a profile; an IPMR edits)."""

from fastapi import APIRouter

from katutubo.auth.dependencies import IPMR, CurrentUser
from katutubo.core.db import DB
from katutubo.privacy_notice import service
from katutubo.privacy_notice.schemas import PrivacyNoticeIn, PrivacyNoticeOut

router = APIRouter(prefix="/api/privacy-notice", tags=["privacy notice"])


@router.get("", response_model=PrivacyNoticeOut)
def read_notice(db: DB, _user: CurrentUser) -> PrivacyNoticeOut:
    """The English and Filipino texts (the default ones until an IPMR saves their own)."""
    return service.read_notice(db)


@router.put("", response_model=PrivacyNoticeOut)
def save_notice(db: DB, user: IPMR, payload: PrivacyNoticeIn) -> PrivacyNoticeOut:
    """Both texts; each changed one is stored and audited (before and after)."""
    return service.save_notice(db, user, payload)
