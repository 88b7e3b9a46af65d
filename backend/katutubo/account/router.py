"""/api/account: the signed-in person's own password and sessions."""

from fastapi import APIRouter, Response

from katutubo.account import service
from katutubo.account.schemas import MessageOut, PasswordChangeIn
from katutubo.auth.dependencies import CurrentUser, SessionCookie
from katutubo.auth.sessions import SESSION_COOKIE
from katutubo.core.db import DB

router = APIRouter(prefix="/api/account", tags=["account"])


@router.post("/password", response_model=MessageOut)
def change_password(
    db: DB, user: CurrentUser, body: PasswordChangeIn, token: SessionCookie = None
) -> MessageOut:
    """Signed in: current password, then the new one twice. Every other session of the account ends."""
    service.change_password(db, user, token, body.current_password, body.new_password, body.confirm_password)
    return MessageOut(message=service.PASSWORD_CHANGED)


@router.post("/logout-everywhere", status_code=204)
def logout_everywhere(db: DB, user: CurrentUser) -> Response:
    """Signed in: every session of the account ends, this one included."""
    service.log_out_everywhere(db, user)
    response = Response(status_code=204)
    response.delete_cookie(SESSION_COOKIE, path="/")
    return response
