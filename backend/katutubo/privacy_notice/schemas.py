from datetime import datetime

from pydantic import BaseModel, Field

MAX_TEXT = 20_000


class NoticeText(BaseModel):
    language: str = Field(description="'en' or 'fil'.")
    text: str
    is_default: bool = Field(description="True: no IPMR saved one yet, the default text is shown.")
    updated_at: datetime | None
    updated_by_name: str | None


class PrivacyNoticeOut(BaseModel):
    en: NoticeText
    fil: NoticeText


class PrivacyNoticeIn(BaseModel):
    en: str = Field(min_length=1, max_length=MAX_TEXT)
    fil: str = Field(min_length=1, max_length=MAX_TEXT)
