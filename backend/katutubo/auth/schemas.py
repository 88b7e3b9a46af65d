from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from katutubo.models.user import Role, UserStatus

Language = Literal["en", "fil"]


class UserOut(BaseModel):
    id: int
    email: str
    display_name: str
    role: Role
    role_label: str
    status: UserStatus
    created_at: datetime
    language: "Language" = Field(description="The account's language: the interface and its emails.")


class SessionOut(BaseModel):
    """Who is signed in (null when nobody) and whether the captcha is switched on."""

    user: UserOut | None
    captcha: bool
    idle_minutes: int = Field(description="A session with no request for this long is ended by the server.")


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


class ForgotPasswordOut(BaseModel):
    message: str
    email: str


class ResetPasswordIn(BaseModel):
    token: str = ""
    password: str = ""
    confirm_password: str = ""


class MessageOut(BaseModel):
    message: str
