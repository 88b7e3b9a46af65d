from typing import Annotated

from fastapi import Depends

from katutubo.auth.dependencies import IPMR
from katutubo.core.bounds import RowId
from katutubo.core.db import DB
from katutubo.data_requests.service import get_request
from katutubo.models import DataRequest


def valid_request_id(request_id: RowId, db: DB, _user: IPMR) -> DataRequest:
    """The request of the path (IPMR only), or 404 'Request not found.'"""
    return get_request(db, request_id)


RequestById = Annotated[DataRequest, Depends(valid_request_id)]
