"""What the duplicate endpoints read and return."""

from datetime import date, datetime
from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from katutubo.core.bounds import StrictId as PersonId
from katutubo.core.messages import MessageOut
from katutubo.core.strict_types import StrictDay
from katutubo.models import ScanStatus
from katutubo.people.legal_basis import BASIS_FIELDS
from katutubo.people.schemas import PersonForm, PersonOut
from katutubo.people.summary import PersonSummary

ShortText = Annotated[str | None, Field(default=None, max_length=300)]


class Probe(BaseModel):
    """The person form's fields as typed so far (nothing required): who might this already be?"""

    model_config = ConfigDict(extra="ignore")

    first_name: ShortText = None
    middle_name: ShortText = None
    last_name: ShortText = None
    date_of_birth: StrictDay | None = None
    barangay: ShortText = None
    gender: ShortText = None
    mother: ShortText = None
    person_id: PersonId | None = Field(default=None, description="Editing this person: never matched.")


class Match(PersonSummary):
    date_of_birth: date | None
    father: str | None
    mother: str | None
    score: float = Field(description="0 to 1; 1 is the same in every respect compared.")


class Matches(BaseModel):
    matches: list[Match]


class DifferentPeople(BaseModel):
    """The possible duplicates the clerk said are someone else (at most 5 were shown)."""

    person_ids: list[PersonId] = Field(min_length=1, max_length=5)


class ScanOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    status: ScanStatus
    total: int
    done: int
    found: int
    created_at: datetime
    updated_at: datetime


class PairOut(BaseModel):
    id: int
    score: float
    first: PersonOut
    second: PersonOut


class PairPage(BaseModel):
    items: list[PairOut]
    total: int
    page: int
    page_size: int
    scan: ScanOut | None


Choice = Literal["keep", "other"]
FAMILY = ("father", "mother", "spouse")
# Every value of the form a merge chooses, read from the form's schema (its linked relatives are links, not
# values; siblings and children are united; the kept record keeps its own legal basis), and the photo. The
# app's merge screen offers exactly these (MergeField in its generated types: it does not compile when one is
# missing).
MERGED_FIELDS = (
    tuple(name for name in PersonForm.model_fields if name not in ("family_tree", "relatives", *BASIS_FIELDS))
    + FAMILY
)
MergeField = StrEnum("MergeField", {name: name for name in (*MERGED_FIELDS, "photo")})  # type: ignore[misc]


class MergeIn(BaseModel):
    """Merge `other_id` into `keep_id`: each field listed takes the other record's value when "other"
    (unlisted fields keep the kept record's value); siblings and children are always united."""

    keep_id: PersonId
    other_id: PersonId
    choices: dict[MergeField, Choice] = Field(default_factory=dict, max_length=40)


class LinkNotMoved(MessageOut):
    """A linked relative of the other record the family rules kept off the kept record (its own links stay):
    which link, and in its `{reason}` why; `reason` is the rule's own message (the app puts its text in)."""

    reason: MessageOut


class MergeOut(PersonOut):
    """The kept record as merged."""

    links_not_moved: list[LinkNotMoved]


class PairIn(BaseModel):
    first_id: PersonId
    second_id: PersonId
