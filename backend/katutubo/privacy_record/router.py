"""/api/admin/privacy-record (IPMR): the record of processing, read from the running system."""

from fastapi import APIRouter

from katutubo.access.scope import PeopleScope
from katutubo.auth.dependencies import IPMR, SettingsDep
from katutubo.core.db import DB
from katutubo.privacy_record import service
from katutubo.privacy_record.schemas import ProcessingRecordOut

router = APIRouter(prefix="/api/admin/privacy-record", tags=["privacy"])


@router.get("", response_model=ProcessingRecordOut)
def processing_record(db: DB, user: IPMR, scope: PeopleScope, settings: SettingsDep) -> ProcessingRecordOut:
    """What the registry holds (counts), who may see it (roles), where it is kept, how it is protected and
    how long it is kept: for the NPC registration and the privacy impact assessment."""
    return service.processing_record(db, user, scope, settings)
