from fastapi import APIRouter, Response, status
from sqlalchemy.orm import Session

from katutubo.auth import captcha, service, sessions
from katutubo.auth.dependencies import OptionalUser, SessionCookie, SettingsDep
from katutubo.auth.password_work import password_work
from katutubo.auth.schemas import (
    ForgotPasswordIn,
    ForgotPasswordOut,
    LoginIn,
    ResetPasswordIn,
    SessionOut,
    SignupIn,
)
from katutubo.core.config import Settings
from katutubo.core.db import DB
from katutubo.core.messages import MessageOut
from katutubo.core.openapi import refusal
from katutubo.models import Role, User, UserStatus
from katutubo.users.schemas import user_out

router = APIRouter(prefix="/api", tags=["auth"])


def _session_out(user: User | None, settings: Settings) -> SessionOut:
    office_admin = user is not None and user.role == Role.ipmr and user.status == UserStatus.active
    return SessionOut(
        user=user_out(user) if user else None,
        captcha=settings.captcha,
        idle_minutes=settings.idle_minutes,
        loopback_public_url=settings.public_url if office_admin and settings.public_url_is_loopback else None,
    )


@router.get("/session", response_model=SessionOut)
def get_session(user: OptionalUser, settings: SettingsDep) -> SessionOut:
    """Public: who is signed in (or null) and whether the captcha is on. Counts as activity."""
    return _session_out(user, settings)


@router.get("/captcha/challenge")
def captcha_challenge(settings: SettingsDep) -> dict[str, object]:
    """Public: a fresh ALTCHA challenge for the login, signup and forgot-password forms."""
    return captcha.new_challenge(settings)


def _login(body: LoginIn, db: Session, response: Response, settings: Settings) -> SessionOut:
    captcha.verify_captcha(settings, body.altcha)
    user = service.authenticate(db, body.email, body.password)
    sessions.start(db, user, response, settings)
    return _session_out(user, settings)


@router.post("/auth/login", response_model=SessionOut, responses=refusal(429))
async def login(body: LoginIn, db: DB, response: Response, settings: SettingsDep) -> SessionOut:
    """Public. 429 while a login limit is reached (see the README's security section)."""
    return await password_work(_login, body, db, response, settings)


def _signup(body: SignupIn, db: Session, response: Response, settings: Settings) -> SessionOut:
    service.check_signup_form(body.display_name, body.password, body.confirm_password, body.role)
    captcha.verify_captcha(settings, body.altcha)
    user = service.sign_up(
        db, settings, body.email, body.display_name, body.password, body.role, body.language
    )
    sessions.start(db, user, response, settings)
    return _session_out(user, settings)


@router.post(
    "/auth/signup", response_model=SessionOut, status_code=status.HTTP_201_CREATED, responses=refusal(429)
)
async def signup(body: SignupIn, db: DB, response: Response, settings: SettingsDep) -> SessionOut:
    """Public. Only the roles the signup form offers (Chieftain, IPMR) are accepted. The account is pending
    until an IPMR approves it (see KATUTUBO_SIGNUP_APPROVAL), and signed in either way. 429 past a few
    signups an hour from one address."""
    return await password_work(_signup, body, db, response, settings)


@router.post("/auth/logout", status_code=status.HTTP_204_NO_CONTENT)
def logout(db: DB, response: Response, user: OptionalUser, token: SessionCookie = None) -> None:
    """Public: ends this browser's session (deletes the server row)."""
    service.log_out(db, user)
    sessions.end(db, token, response)


def _forgot_password(body: ForgotPasswordIn, db: Session, settings: Settings) -> ForgotPasswordOut:
    email = service.check_forgot_form(body.email)
    captcha.verify_captcha(settings, body.altcha)
    service.request_reset(db, settings, email)
    return ForgotPasswordOut.of(service.RESET_SENT, email=email)


@router.post("/auth/forgot-password", response_model=ForgotPasswordOut, responses=refusal(404) | refusal(429))
async def forgot_password(body: ForgotPasswordIn, db: DB, settings: SettingsDep) -> ForgotPasswordOut:
    """Public. 429 past a few requests for one email, or from one address."""
    return await password_work(_forgot_password, body, db, settings)


def _reset_password(body: ResetPasswordIn, db: Session) -> MessageOut:
    user = service.reset_password(db, body.token, body.password, body.confirm_password)
    sessions.end_all_for(db, user.id)
    return MessageOut.of(service.PASSWORD_CHANGED)


@router.post("/auth/reset-password", response_model=MessageOut)
async def reset_password(body: ResetPasswordIn, db: DB) -> MessageOut:
    """Public, with the emailed single-use token. Ends every session of the account."""
    return await password_work(_reset_password, body, db)
