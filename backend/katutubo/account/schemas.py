from pydantic import BaseModel


class PasswordChangeIn(BaseModel):
    current_password: str = ""
    new_password: str = ""
    confirm_password: str = ""


class MessageOut(BaseModel):
    message: str
