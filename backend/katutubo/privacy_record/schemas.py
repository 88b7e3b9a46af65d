from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field


class DataCategories(BaseModel):
    """How many records of each kind the registry holds now (people: those not in the Trash)."""

    people: int
    with_photo: int
    with_health_condition: int
    with_contact_number: int
    certificates: int = Field(description="Certificates issued whose personal values are not erased")
    households: int
    family_links: int
    in_trash: int


class RoleAccounts(BaseModel):
    role: Literal["ipmr", "chieftain", "encoder", "user"]
    active_accounts: int


class Storage(BaseModel):
    database: Literal["sqlite", "postgresql"]
    # Where: the SQLite file, or the PostgreSQL host and database (never a user's password).
    database_location: str
    photos: Literal["data_folder", "object_store"]
    # Where: the data folder, or the object store's bucket (and endpoint), never its credentials.
    photos_location: str


class Backups(BaseModel):
    encrypted: bool
    every_hours: float | None = Field(description="None: the server writes none by itself")
    keep: int


class PublicAddress(BaseModel):
    url: str
    https: bool


class Trail(BaseModel):
    """An event log: how many events, and the oldest one's time (None: empty)."""

    events: int
    oldest: datetime | None


class Retention(BaseModel):
    trash_days: int | None = Field(description="None: people stay in the Trash until an IPMR purges them")


class ProcessingRecordOut(BaseModel):
    generated_at: datetime
    municipality: str
    categories: DataCategories
    roles: list[RoleAccounts]
    storage: Storage
    backups: Backups
    public_address: PublicAddress
    audit_trail: Trail = Field(description="Every change, sign-in, export and backup (every event but reads)")
    read_log: Trail = Field(description="Every opening of a person's record (person.viewed events)")
    retention: Retention
