from pydantic import BaseModel

from katutubo.users.schemas import Language


class PasswordChangeIn(BaseModel):
    current_password: str = ""
    new_password: str = ""
    confirm_password: str = ""


class LanguageIn(BaseModel):
    language: Language
