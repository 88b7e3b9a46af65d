"""What the people endpoints read and return: the one definition of a person's fields on the server.

PersonCreate / PersonUpdate check the form (katutubo.people.form: the spec's messages, every broken field at
once); PersonOut is read from a stored row (`PersonOut.model_validate(person)`), its computed parts (photo
URLs, family tree, flags, birthplace shown as the address when there is none) from katutubo.people.presenter.
"""

from datetime import date, datetime
from typing import Any, Self

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ModelWrapValidatorHandler,
    ValidationInfo,
    computed_field,
    field_validator,
    model_validator,
)

from katutubo.access.scope import WHOLE
from katutubo.core.bounds import StrictId
from katutubo.core.errors import ErrorBody, ErrorDetail
from katutubo.core.strict_types import StrictInt
from katutubo.models import CivilStatus, EducationLevel, Gender, LegalBasis, Person
from katutubo.people.ages import age_on
from katutubo.people.fields import FORM_FIELDS, MAX_NAMES, REQUIRED_ON_CREATE, REQUIRED_ON_UPDATE, TOO_MANY
from katutubo.people.form import (
    AGE_TOO_HIGH,
    DATE_IN_FUTURE,
    DATE_TOO_OLD,
    HOUSEHOLD_TOO_MANY,
    MAX_AGE,
    MAX_HOUSEHOLD,
    Age,
    Barangay,
    BirthDate,
    CivilStatusChoice,
    EducationChoice,
    GenderChoice,
    HouseholdMembers,
    Names,
    PhoneNumber,
    Text,
    every_broken_field,
    field_error,
    today_of,
    within_limit,
)
from katutubo.people.legal_basis import BasisChoice, ConsentDay, WithdrawalDay
from katutubo.people.presenter import ShownPerson
from katutubo.people.summary import PersonSummary
from katutubo.reference.data import canonical_tribe
from katutubo.reference.places import code_of

UPPER_BOUNDS = {"age": (MAX_AGE, AGE_TOO_HIGH), "household_members": (MAX_HOUSEHOLD, HOUSEHOLD_TOO_MANY)}


# The linked relatives of the person form (katutubo.kinship keeps the links).
MAX_SPOUSES = 4
MAX_CHILDREN = 30


class RelativeLinksIn(BaseModel):
    """The linked relatives the person form sends: the links become exactly these (the names of relatives
    that are not linked stay in `family_tree`). Links to people in the Trash are left as they are."""

    father_id: StrictId | None = None
    mother_id: StrictId | None = None
    spouse_ids: list[StrictId] = Field(default_factory=list, max_length=MAX_SPOUSES)
    children_ids: list[StrictId] = Field(default_factory=list, max_length=MAX_CHILDREN)


class FamilyTreeIn(BaseModel):
    """On update, names left out keep their stored values."""

    father: Text = None
    mother: Text = None
    spouse: Text = None
    siblings: Names = Field(default_factory=list)
    children: Names = Field(default_factory=list)

    @field_validator("father", "mother", "spouse")
    @classmethod
    def _short_enough(cls, value: str | None, info: ValidationInfo) -> str | None:
        return within_limit(f"family_tree.{info.field_name}", value)

    @field_validator("siblings", "children")
    @classmethod
    def _few_short_names(cls, names: list[str], info: ValidationInfo) -> list[str]:
        name = f"family_tree.{info.field_name}"
        limit = FORM_FIELDS[name].max_length or 0
        if len(names) > MAX_NAMES or any(len(each) > limit for each in names):
            raise field_error(TOO_MANY[name])
        return names


class PersonForm(BaseModel):
    """The person form's fields; PersonCreate and PersonUpdate say which of them must have a value."""

    model_config = ConfigDict(extra="ignore")

    last_name: Text = None
    first_name: Text = None
    middle_name: Text = None
    date_of_birth: BirthDate = None
    age: Age = None
    gender: GenderChoice = None
    civil_status: CivilStatusChoice = None
    education_level: EducationChoice = None
    occupation: Text = None
    lineage: Text = Field(default=None, description="A known tribe is stored with its listed spelling.")
    barangay: Barangay = None
    address: Text = None
    birthplace: Text = None
    health_condition: Text = None
    household_members: HouseholdMembers = None
    contact_number: PhoneNumber = None
    family_tree: FamilyTreeIn | None = None
    relatives: RelativeLinksIn | None = Field(
        default=None, description="Linked relatives (katutubo.kinship); left out: the links stay as they are."
    )
    legal_basis: BasisChoice = None
    consent_date: ConsentDay = None
    consent_withdrawn_on: WithdrawalDay = None

    @field_validator(
        "last_name", "first_name", "middle_name", "occupation", "address", "birthplace", "health_condition"
    )
    @classmethod
    def _short_enough(cls, value: str | None, info: ValidationInfo) -> str | None:
        return within_limit(str(info.field_name), value)

    @field_validator("lineage")
    @classmethod
    def _tribe(cls, value: str | None) -> str | None:
        tribe = within_limit("lineage", value)
        return canonical_tribe(tribe) if tribe else None

    @field_validator("date_of_birth")
    @classmethod
    def _plausible_birth(cls, born: date | None, info: ValidationInfo) -> date | None:
        today = today_of(info)
        if born is not None and born > today:
            raise field_error(DATE_IN_FUTURE)
        if born is not None and age_on(born, today) > MAX_AGE:
            raise field_error(DATE_TOO_OLD)
        return born

    @field_validator("age", "household_members")
    @classmethod
    def _plausible_count(cls, value: int | None, info: ValidationInfo) -> int | None:
        most, message = UPPER_BOUNDS[str(info.field_name)]
        if value is not None and value > most:
            raise field_error(message)
        return value

    @model_validator(mode="wrap")
    @classmethod
    def _every_broken_field(cls, data: Any, handler: ModelWrapValidatorHandler[Self]) -> Self:
        """Each field's own message, then the rules between fields: all at once, in the form's order."""
        return every_broken_field(cls.required, data, handler)

    @classmethod
    def required(cls, sent: set[str]) -> tuple[str, ...]:
        """The fields that must have a value, given the names the payload sent."""
        return REQUIRED_ON_CREATE


CLIENT_ID_PATTERN = r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"


class PersonCreate(PersonForm):
    """A new person: every required field must have a value."""

    client_id: str | None = Field(
        default=None,
        pattern=CLIENT_ID_PATTERN,
        description="The UUID a device gave an entry recorded offline: sending it again returns the person "
        "it created, never a second one.",
    )
    different_from: list[StrictId] = Field(
        default_factory=list,
        max_length=5,
        description="'This is a different person': the possible duplicates shown that the clerk said are "
        "someone else. Remembered and audited in the save's transaction.",
    )


class PersonUpdate(PersonForm):
    """A change: only the fields sent are checked and stored (applied with exclude_unset), and those of them
    that are required must keep a value. The service then checks the person as changed."""

    version: StrictInt | None = Field(
        default=None, description="The version the form loaded; 409 when the record changed since."
    )

    @classmethod
    def required(cls, sent: set[str]) -> tuple[str, ...]:
        both_sent = "date_of_birth" in sent  # an age left out may come from the stored date of birth
        return tuple(n for n in REQUIRED_ON_UPDATE if n in sent and (n != "age" or both_sent))


class FamilyTree(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    father: str | None
    mother: str | None
    spouse: str | None
    siblings: list[str]
    children: list[str]


class Flags(BaseModel):
    """The classification of katutubo.rules, as stored for the filters."""

    model_config = ConfigDict(from_attributes=True)

    student: bool
    non_student: bool
    unemployed: bool
    pwd: bool
    not_attending_school: bool


class HouseholdLinkOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    head_id: int | None = Field(description="None: no current head, or a head outside your barangays.")
    head_name: str | None = Field(description="'Maria Santos': the head's name, first name first.")
    head_outside: bool = Field(
        description="True: the head is outside your barangays (neither id nor name given). A head in the "
        "Trash is no head: head_id null, head_outside false."
    )
    size: int = Field(description="Current members, the head included.")


class PersonOut(BaseModel):
    """A stored person: `PersonOut.model_validate(person)`."""

    model_config = ConfigDict(from_attributes=True)

    id: int
    first_name: str
    middle_name: str | None
    last_name: str
    date_of_birth: date | None
    age: int | None
    gender: Gender | None
    civil_status: CivilStatus | None
    education_level: EducationLevel | None
    occupation: str | None
    lineage: str | None
    barangay: str
    address: str | None
    birthplace: str | None = Field(description="The stored birthplace, or the address when there is none.")

    @computed_field(description="The barangay's 10-digit PSGC code (as stored).")  # type: ignore[prop-decorator]
    @property
    def barangay_code(self) -> str | None:
        return code_of(self.barangay)

    municipality: str
    province: str
    health_condition: str | None
    household_members: int | None = Field(
        description="In a household: its current members, the head included (read-only: a save's number is "
        "ignored); otherwise the typed number."
    )
    household: "HouseholdLinkOut | None" = Field(description="The person's current household, if any.")
    contact_number: str
    photo_url: str | None
    thumb_url: str | None
    family_tree: FamilyTree
    legal_basis: LegalBasis | None = Field(description="None: not recorded.")
    consent_date: date | None
    consent_recorded_by_name: str | None = Field(description="The account that recorded the consent.")
    consent_withdrawn_on: date | None
    withdrawal_recorded_by_name: str | None = Field(description="The account that recorded the withdrawal.")
    created_at: datetime
    updated_at: datetime
    version: int = Field(description="Send it back with PUT: a save based on an older version is refused.")
    flags: Flags

    @model_validator(mode="before")
    @classmethod
    def _shown(cls, data: Any, info: ValidationInfo) -> Any:
        """`context={"scope": ...}`: the reader's scope (katutubo.access.scope), which decides what they see
        of the household's head; every route an encoder reaches gives it (none: the whole registry, the
        IPMR's routes). `context={"household_links": ...}`: a page's links, read ahead for its reader."""
        context = info.context if isinstance(info.context, dict) else {}
        if not isinstance(data, Person):
            return data
        return ShownPerson(data, context.get("scope", WHOLE), context.get("household_links"))


class StaleSaveDetail(ErrorDetail):
    """A stale save's refusal adds the record as it is stored now (katutubo.people.conflicts)."""

    current: PersonOut = Field(description="The stored record: the form shows theirs beside yours.")


class StaleSaveBody(ErrorBody):
    """The 409 of a save based on an older version than the stored one."""

    detail: StaleSaveDetail


class PersonPage(BaseModel):
    items: list[PersonOut]
    total: int
    # True when a text search matched more than `total` (10,000): the list says "10,000+ people".
    total_capped: bool = False
    page: int
    page_size: int


class LineageCount(BaseModel):
    lineage: str
    count: int
    percentage: float = Field(description="Of all people, to one decimal.")


class LineageStats(BaseModel):
    total: int
    items: list[LineageCount]


class NameSuggestion(PersonSummary):
    """A person the list's search box suggests."""


class Suggestions(BaseModel):
    names: list[NameSuggestion]
    barangays: list[str]
