"""What the people endpoints read and return.

PersonIn is deliberately loose (strings and numbers as typed in the form): katutubo.people.validation checks
it and answers every broken field at once, with the form's own messages.
"""

from datetime import date, datetime

from pydantic import BaseModel, ConfigDict, Field

from katutubo.models import CivilStatus, EducationLevel, Gender

Number = int | float | str | None
Names = str | list[str] | None


class FamilyTreeIn(BaseModel):
    father: str | None = None
    mother: str | None = None
    spouse: str | None = None
    siblings: Names = Field(default=None, description="A list, or names separated by commas.")
    children: Names = Field(default=None, description="A list, or names separated by commas.")


class PersonIn(BaseModel):
    """The person form. On update, fields left out keep their stored values."""

    model_config = ConfigDict(extra="ignore")

    last_name: str | None = None
    first_name: str | None = None
    middle_name: str | None = None
    date_of_birth: str | None = Field(default=None, description="YYYY-MM-DD")
    age: Number = Field(default=None, description="Used only when there is no date of birth.")
    gender: str | None = None
    civil_status: str | None = None
    education_level: str | None = None
    occupation: str | None = None
    lineage: str | None = None
    barangay: str | None = None
    address: str | None = None
    birthplace: str | None = None
    health_condition: str | None = None
    household_members: Number = None
    contact_number: str | None = None
    family_tree: FamilyTreeIn | None = None
    version: int | None = Field(
        default=None, description="PUT: the version the form loaded; 409 when the record changed since."
    )


class FamilyTree(BaseModel):
    father: str | None
    mother: str | None
    spouse: str | None
    siblings: list[str]
    children: list[str]


class Flags(BaseModel):
    """The classification of katutubo.rules, as stored for the filters."""

    student: bool
    non_student: bool
    unemployed: bool
    pwd: bool
    not_attending_school: bool


class PersonOut(BaseModel):
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
    municipality: str
    province: str
    health_condition: str | None
    household_members: int | None
    contact_number: str
    photo_url: str | None
    thumb_url: str | None
    family_tree: FamilyTree
    created_at: datetime
    updated_at: datetime
    version: int = Field(description="Send it back with PUT: a save based on an older version is refused.")
    flags: Flags


class PersonPage(BaseModel):
    items: list[PersonOut]
    total: int
    page: int
    page_size: int


class LineageCount(BaseModel):
    lineage: str
    count: int
    percentage: float = Field(description="Of all people, to one decimal.")


class LineageStats(BaseModel):
    total: int
    items: list[LineageCount]


class NameSuggestion(BaseModel):
    id: int
    name: str = Field(description="Last, First Middle")
    barangay: str
    lineage: str | None
    age: int | None
    thumb_url: str | None


class Suggestions(BaseModel):
    names: list[NameSuggestion]
    barangays: list[str]
