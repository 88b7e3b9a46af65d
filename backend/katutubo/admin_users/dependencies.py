from typing import Annotated

from fastapi import Depends

from katutubo.auth.dependencies import IPMR
from katutubo.core.bounds import RowId
from katutubo.core.db import DB
from katutubo.core.errors import Forbidden, NotFound
from katutubo.core.messages import Message
from katutubo.models import User

ACCOUNT_NOT_FOUND = Message("admin_users.account_not_found", "Account not found.")
NOT_YOURSELF = Message("admin_users.not_yourself", "You cannot change your own account here.")


def valid_user_id(user_id: RowId, db: DB, _actor: IPMR) -> User:
    """The account of the path (IPMR only), or 404."""
    user = db.get(User, user_id)
    if user is None:
        raise NotFound(ACCOUNT_NOT_FOUND)
    return user


def other_user_id(user: Annotated[User, Depends(valid_user_id)], actor: IPMR) -> User:
    """The account of the path, which must not be the caller's own (403)."""
    if user.id == actor.id:
        raise Forbidden(NOT_YOURSELF)
    return user


UserById = Annotated[User, Depends(valid_user_id)]
OtherUserById = Annotated[User, Depends(other_user_id)]
