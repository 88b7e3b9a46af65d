from fastapi import APIRouter
from sqlalchemy import select

from katutubo.auth.dependencies import IPMR
from katutubo.core.db import DB
from katutubo.models import User
from katutubo.users.schemas import UserOut, user_out

router = APIRouter(prefix="/api/users", tags=["users"])


@router.get("", response_model=list[UserOut])
def list_users(db: DB, _user: IPMR) -> list[UserOut]:
    """IPMR only: every account with its role, newest first."""
    users = db.scalars(select(User).order_by(User.created_at.desc(), User.id.desc())).all()
    return [user_out(u) for u in users]
