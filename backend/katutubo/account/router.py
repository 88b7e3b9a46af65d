"""/api/account: the signed-in person's own password, sessions and language."""

from fastapi import APIRouter, Response

from katutubo.account import service
from katutubo.account.schemas import LanguageIn, PasswordChangeIn
from katutubo.auth.dependencies import CurrentUser, SessionCookie
from katutubo.auth.sessions import SESSION_COOKIE
from katutubo.core.db import DB
from katutubo.core.messages import MessageOut
from katutubo.users.schemas import UserOut, user_out

router = APIRouter(prefix="/api/account", tags=["account"])


@router.post("/password", response_model=MessageOut)
def change_password(
    db: DB, user: CurrentUser, body: PasswordChangeIn, token: SessionCookie = None
) -> MessageOut:
    """Signed in: current password, then the new one twice. Every other session of the account ends."""
    service.change_password(db, user, token, body.current_password, body.new_password, body.confirm_password)
    return MessageOut.of(service.PASSWORD_CHANGED)


@router.post("/logout-everywhere", status_code=204)
def logout_everywhere(db: DB, user: CurrentUser) -> Response:
    """Signed in: every session of the account ends, this one included."""
    service.log_out_everywhere(db, user)
    response = Response(status_code=204)
    response.delete_cookie(SESSION_COOKIE, path="/")
    return response


@router.patch("/language", response_model=UserOut)
def change_language(db: DB, user: CurrentUser, body: LanguageIn) -> UserOut:
    """Signed in: the account's language ("en" or "fil"): the interface's on every device it logs in on, and
    its emails'."""
    service.change_language(db, user, body.language)
    return user_out(user)
