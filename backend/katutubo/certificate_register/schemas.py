from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from katutubo.models.certification import CertificatePurpose

Status = Literal["valid", "revoked"]


class RegisterRow(BaseModel):
    """A line of the register: what the certification says, who issued it, whether it still holds."""

    model_config = ConfigDict(from_attributes=True)

    id: int
    serial: str
    person_id: int | None
    person_name: str | None = Field(description="null once the person's purge erased it.")
    barangay: str | None
    purpose_kind: CertificatePurpose
    purpose: str | None
    issued_on: date
    issued_by_name: str
    revoked_on: date | None
    revoke_reason: str | None
    erased_on: date | None


class RegisterPage(BaseModel):
    items: list[RegisterRow]
    total: int
    page: int
    page_size: int
