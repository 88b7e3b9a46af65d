"""What the household endpoints read and return (docs/households.md lists them with their errors)."""

from datetime import date, datetime
from typing import Annotated, Any

from pydantic import BaseModel, Field

from katutubo.audit.actions import Action
from katutubo.core.bounds import StrictId
from katutubo.core.strict_types import StrictDay
from katutubo.models import MembershipReason, Relationship
from katutubo.people.form import Barangay, Text
from katutubo.people.summary import PersonSummary

Latitude = Annotated[float | None, Field(ge=-90, le=90)]
Longitude = Annotated[float | None, Field(ge=-180, le=180)]
MAX_MEMBERS = 60
Version = Annotated[
    int | None,
    Field(
        ge=1, description="The version the screen loaded: a change based on an older one is refused (409)."
    ),
]


class MemberIn(BaseModel):
    person_id: StrictId
    relationship: Relationship = Field(description="To the head; not 'head' (the head is `head_id`).")
    start_date: StrictDay | None = Field(default=None, description="YYYY-MM-DD; default: today (Manila).")
    start_reason: MembershipReason | None = None


class HouseholdCreate(BaseModel):
    """'Start a household': its place, the head, and the first members."""

    barangay: Barangay = None
    sitio: Text = None
    address: Text = Field(default=None, description="Address or landmark.")
    latitude: Latitude = None
    longitude: Longitude = None
    head_id: StrictId | None = None
    head_start_date: StrictDay | None = None
    head_start_reason: MembershipReason | None = None
    members: list[MemberIn] = Field(default_factory=list, max_length=MAX_MEMBERS)


class HouseholdUpdate(BaseModel):
    """The fields sent replace the stored ones (those left out keep theirs)."""

    version: Version = None
    barangay: Barangay = None
    sitio: Text = None
    address: Text = None
    latitude: Latitude = None
    longitude: Longitude = None


class MemberAdd(MemberIn):
    version: Version = None


class MembershipEnd(BaseModel):
    version: Version = None
    end_date: StrictDay | None = Field(default=None, description="YYYY-MM-DD; default: today (Manila).")
    end_reason: MembershipReason


class MemberMove(BaseModel):
    """Ends the membership here and starts one in `to_household_id`, in one transaction."""

    version: Version = None
    to_household_id: StrictId
    relationship: Relationship = Field(description="To the other household's head; not 'head'.")
    date: StrictDay | None = Field(default=None, description="The day of the move; default: today (Manila).")
    end_reason: MembershipReason = MembershipReason.moved_out
    start_reason: MembershipReason = MembershipReason.moved_in


class HeadChange(BaseModel):
    version: Version = None
    person_id: StrictId = Field(description="A current member, who becomes the head.")
    former_head_relationship: Relationship = Field(
        description="The former head's relationship to the new head (not 'head')."
    )


class MemberPerson(PersonSummary):
    photo_url: str | None


class MemberOut(BaseModel):
    id: int = Field(description="The membership's id (end and move name it).")
    person: MemberPerson
    relationship: Relationship
    start_date: date | None
    start_reason: MembershipReason | None
    end_date: date | None
    end_reason: MembershipReason | None
    current: bool


class HouseholdOut(BaseModel):
    id: int
    barangay: str
    barangay_code: str | None = Field(description="The barangay's PSGC code.")
    sitio: str | None
    address: str | None
    latitude: float | None
    longitude: float | None
    head: MemberPerson | None = Field(
        description="The current head; none when in the Trash or outside an encoder's barangays"
        " (`head_outside`)."
    )
    head_outside: bool = Field(
        default=False,
        description="The current head lives in a barangay outside an encoder's: not named, counted in"
        " `hidden_members`.",
    )
    size: int = Field(description="Current members, the head included.")
    members: list[MemberOut] = Field(description="Current members first (the head first), then former ones.")
    hidden_members: int = Field(
        default=0, description="Current members of barangays outside an encoder's (not listed)."
    )
    version: int
    created_at: datetime
    updated_at: datetime
    deleted_at: datetime | None = None


class HouseholdLine(BaseModel):
    """A household in a list."""

    id: int
    barangay: str
    sitio: str | None
    address: str | None
    head: PersonSummary | None = Field(
        description="The current head; none when in the Trash or outside an encoder's barangays"
        " (`head_outside`)."
    )
    head_outside: bool = Field(
        default=False,
        description="The current head lives in a barangay outside an encoder's: not named, counted in"
        " `size`.",
    )
    size: int


class HouseholdPage(BaseModel):
    items: list[HouseholdLine]
    total: int = Field(description="Households matching.")
    members_total: int = Field(description="Current members of the households matching.")
    page: int
    page_size: int


class FamilyCandidate(PersonSummary):
    relationship: Relationship = Field(description="To the person asked about: spouse or child.")


class FamilyCandidates(BaseModel):
    household_id: int | None = Field(description="The person's current household, if any.")
    candidates: list[FamilyCandidate] = Field(description="Linked spouse and children in no household.")


class HouseholdSuggestedMember(BaseModel):
    person: PersonSummary
    relationship: Relationship


class HouseholdSuggestion(BaseModel):
    key: str = Field(description="The head's id and the members' ids: send it back to accept.")
    barangay: str
    head: PersonSummary
    members: list[HouseholdSuggestedMember]


class HouseholdSuggestionPage(BaseModel):
    items: list[HouseholdSuggestion]
    total: int
    page: int
    page_size: int


class HouseholdSuggestionAccept(BaseModel):
    keys: list[Annotated[str, Field(max_length=2000)]] = Field(min_length=1, max_length=500)


class HouseholdSuggestionOutcome(BaseModel):
    key: str
    household_id: int | None
    error: str | None = Field(description="Why it was not made (the message in English).")
    code: str | None = None


class HouseholdSuggestionResult(BaseModel):
    created: int
    results: list[HouseholdSuggestionOutcome]


class HouseholdTrashLine(HouseholdLine):
    deleted_at: datetime
    deleted_by: str | None


class HouseholdTrashPage(BaseModel):
    items: list[HouseholdTrashLine]
    total: int
    page: int
    page_size: int


class HouseholdHistoryEntry(BaseModel):
    """As a person's History entry: a member's name reads None once they are purged (`erased`)."""

    at: datetime
    actor_name: str | None
    action: Action
    changes: dict[str, list[Any]]
    erased: bool
    erased_fields: list[str]
