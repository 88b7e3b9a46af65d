from pydantic import BaseModel, Field

from katutubo.core.messages import MessageOut
from katutubo.models.user import Role
from katutubo.users.schemas import Language, UserOut


class SessionOut(BaseModel):
    """Who is signed in (null when nobody), whether the captcha is on, and what the IPMR should fix."""

    user: UserOut | None
    captcha: bool
    idle_minutes: int = Field(description="A session with no request for this long is ended by the server.")
    loopback_public_url: str | None = Field(
        description="To an IPMR only: the address the links in emails and the certificate's printed address "
        "and QR code point at, while KATUTUBO_PUBLIC_URL is unset (or another loopback address) and so other "
        "computers cannot open them. Null otherwise, and to everyone else."
    )


class LoginIn(BaseModel):
    email: str = ""
    password: str = ""
    altcha: str | None = None


class SignupIn(BaseModel):
    display_name: str = ""
    email: str = ""
    password: str = ""
    confirm_password: str = ""
    role: Role = Role.chieftain
    altcha: str | None = None
    language: Language = "en"


class ForgotPasswordIn(BaseModel):
    email: str = ""
    altcha: str | None = None


class ForgotPasswordOut(MessageOut):
    email: str


class ResetPasswordIn(BaseModel):
    token: str = ""
    password: str = ""
    confirm_password: str = ""
