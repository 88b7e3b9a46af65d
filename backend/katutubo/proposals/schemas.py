"""What the proposal endpoints read and return (the contract the frontend builds against)."""

from datetime import datetime
from typing import Any

from pydantic import BaseModel, Field

from katutubo.core.bounds import StrictId
from katutubo.core.strict_types import StrictInt
from katutubo.duplicates.schemas import Match
from katutubo.models import ProposalKind, ProposalState
from katutubo.people.schemas import CLIENT_ID_PATTERN


class ProposalIn(BaseModel):
    kind: ProposalKind
    person_id: StrictId | None = Field(default=None, description="The person edited or deleted.")
    base_version: StrictInt | None = Field(
        default=None, description="The record's `version` the encoder saw (edit, delete)."
    )
    values: dict[str, Any] | None = Field(
        default=None,
        description="Add: the body of POST /api/people; edit: the body of PUT /api/people/{id}. Checked the "
        "same way, with the same 422 field errors.",
    )
    client_id: str | None = Field(
        default=None,
        pattern=CLIENT_ID_PATTERN,
        description="An offline entry's UUID: sent again, the first proposal is returned (200).",
    )
    submit: bool = Field(default=True, description="False: kept as a draft.")


class ProposalEdit(BaseModel):
    values: dict[str, Any] | None = None
    base_version: StrictInt | None = None
    submit: bool = False


class RejectIn(BaseModel):
    reason: str = Field(default="", max_length=1000)


class ApproveMany(BaseModel):
    ids: list[StrictId] = Field(min_length=1, max_length=100)


class Refusal(BaseModel):
    id: int
    code: str
    message: str


class ApprovedMany(BaseModel):
    approved: list[int]
    refused: list[Refusal]


class AccountRef(BaseModel):
    id: int
    display_name: str


class ProposalOut(BaseModel):
    id: int
    kind: ProposalKind
    state: ProposalState
    person_id: int | None
    person_name: str = Field(description="The proposed or current full name, as lists show it.")
    barangay: str
    base_version: int | None
    author: AccountRef
    decided_by: AccountRef | None
    decided_at: datetime | None
    reason: str | None
    submitted_at: datetime | None
    created_at: datetime
    updated_at: datetime
    client_id: str | None
    has_photo: bool


class ProposalDetail(ProposalOut):
    values: dict[str, Any] | None = Field(description="The proposed values.")
    current: dict[str, Any] | None = Field(description="The record now, same field names; null for an add.")
    changed: list[str] = Field(description="The fields whose proposed value differs from the current one.")
    current_has_photo: bool
    duplicates: list[Match] = Field(description="An add's possible duplicates, as the Add form shows them.")


class ProposalPage(BaseModel):
    items: list[ProposalOut]
    total: int
    page: int
    page_size: int


class WaitingCount(BaseModel):
    waiting: int
