from fastapi import APIRouter, Response, status

from katutubo.auth import captcha, service, sessions
from katutubo.auth.dependencies import OptionalUser, SessionCookie, SettingsDep
from katutubo.auth.schemas import (
    ForgotPasswordIn,
    ForgotPasswordOut,
    LoginIn,
    MessageOut,
    ResetPasswordIn,
    SessionOut,
    SignupIn,
)
from katutubo.core.config import Settings
from katutubo.core.db import DB
from katutubo.models import User
from katutubo.users.schemas import user_out

router = APIRouter(prefix="/api", tags=["auth"])


def _session_out(user: User | None, settings: Settings) -> SessionOut:
    return SessionOut(
        user=user_out(user) if user else None, captcha=settings.captcha, idle_minutes=settings.idle_minutes
    )


@router.get("/session", response_model=SessionOut)
def get_session(user: OptionalUser, settings: SettingsDep) -> SessionOut:
    """Public: who is signed in (or null) and whether the captcha is on. Counts as activity."""
    return _session_out(user, settings)


@router.get("/captcha/challenge")
def captcha_challenge(settings: SettingsDep) -> dict[str, object]:
    """Public: a fresh ALTCHA challenge for the login, signup and forgot-password forms."""
    return captcha.new_challenge(settings)


@router.post("/auth/login", response_model=SessionOut)
def login(body: LoginIn, db: DB, response: Response, settings: SettingsDep) -> SessionOut:
    """Public."""
    captcha.verify_captcha(settings, body.altcha)
    user = service.authenticate(db, body.email, body.password)
    sessions.start(db, user, response, settings)
    return _session_out(user, settings)


@router.post("/auth/signup", response_model=SessionOut, status_code=status.HTTP_201_CREATED)
def signup(body: SignupIn, db: DB, response: Response, settings: SettingsDep) -> SessionOut:
    """Public. Only the roles the signup form offers (Chieftain, IPMR) are accepted. The account is pending
    until an IPMR approves it (see KATUTUBO_SIGNUP_APPROVAL), and signed in either way."""
    service.check_signup_form(body.display_name, body.password, body.confirm_password, body.role)
    captcha.verify_captcha(settings, body.altcha)
    user = service.sign_up(db, settings, body.email, body.display_name, body.password, body.role)
    sessions.start(db, user, response, settings)
    return _session_out(user, settings)


@router.post("/auth/logout", status_code=status.HTTP_204_NO_CONTENT)
def logout(db: DB, response: Response, user: OptionalUser, token: SessionCookie = None) -> None:
    """Public: ends this browser's session (deletes the server row)."""
    service.log_out(db, user)
    sessions.end(db, token, response)


@router.post("/auth/forgot-password", response_model=ForgotPasswordOut)
def forgot_password(body: ForgotPasswordIn, db: DB, settings: SettingsDep) -> ForgotPasswordOut:
    """Public."""
    email = service.check_forgot_form(body.email)
    captcha.verify_captcha(settings, body.altcha)
    service.request_reset(db, settings, email)
    return ForgotPasswordOut(message=service.RESET_SENT, email=email)


@router.post("/auth/reset-password", response_model=MessageOut)
def reset_password(body: ResetPasswordIn, db: DB) -> MessageOut:
    """Public, with the emailed single-use token. Ends every session of the account."""
    user = service.reset_password(db, body.token, body.password, body.confirm_password)
    sessions.end_all_for(db, user.id)
    return MessageOut(message=service.PASSWORD_CHANGED)
