"""A household: the people who live together (PSA CBMS, OpenSPP's groups), with one head.

Membership is a row of its own (household_members) with a start and, once over, an end: history is kept.
A membership is *current* while `is_current` is true: not ended, and its household not in the Trash. Two
partial unique indexes hold the rules on both databases, whatever writes: a person is current in at most one
household (ix_household_members_one_household), and a household has at most one current head
(ix_household_members_one_head). That it has at least one is katutubo.households.service's check.

The barangay is stored exactly as Person.barangay is (the same column type and form validation), so the two
follow each other when the barangay's storage changes.
"""

import enum
from datetime import date, datetime

from sqlalchemy import Boolean, Date, Float, ForeignKey, Index, Integer, String, text
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.barangay_code import BarangayCode
from katutubo.models.base import Base, UTCDateTime, choice, utcnow
from katutubo.models.person import NAME_LENGTH, TEXT_LENGTH

LIVE_SQL = "deleted_at IS NULL"
TRASH_SQL = "deleted_at IS NOT NULL"
CURRENT_SQL = "is_current"
CURRENT_HEAD_SQL = "is_current AND relationship = 'head'"


class Relationship(enum.StrEnum):
    """A member's relationship to the head (the CBMS list)."""

    head = "head"
    spouse = "spouse"
    child = "child"  # son or daughter
    child_in_law = "child_in_law"  # son- or daughter-in-law
    grandchild = "grandchild"
    parent = "parent"
    parent_in_law = "parent_in_law"
    sibling = "sibling"  # brother or sister
    other_relative = "other_relative"
    not_related = "not_related"


class MembershipReason(enum.StrEnum):
    """Why a membership started or ended."""

    born = "born"
    married_in = "married_in"
    moved_in = "moved_in"
    moved_out = "moved_out"
    died = "died"
    other = "other"


class Household(Base):
    __tablename__ = "households"
    __table_args__ = (
        # One barangay's households, in id order (the list per barangay); and the whole list.
        Index(
            "ix_households_barangay",
            "barangay",
            "id",
            "deleted_at",
            sqlite_where=text(LIVE_SQL),
            postgresql_where=text(LIVE_SQL),
        ),
        Index(
            "ix_households_trash",
            "deleted_at",
            "id",
            sqlite_where=text(TRASH_SQL),
            postgresql_where=text(TRASH_SQL),
        ),
        {"sqlite_autoincrement": True},
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    barangay: Mapped[str] = mapped_column(BarangayCode())
    sitio: Mapped[str | None] = mapped_column(String(NAME_LENGTH))
    address: Mapped[str | None] = mapped_column(String(TEXT_LENGTH))  # address or landmark
    latitude: Mapped[float | None] = mapped_column(Float)
    longitude: Mapped[float | None] = mapped_column(Float)

    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    created_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    updated_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # Each change (its fields or its members) adds one; a stale save is refused (409).
    version: Mapped[int] = mapped_column(Integer, default=1, server_default="1")
    deleted_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    deleted_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))

    __mapper_args__ = {"version_id_col": version}


class HouseholdMember(Base):
    __tablename__ = "household_members"
    __table_args__ = (
        Index(
            "ix_household_members_one_household",
            "person_id",
            unique=True,
            sqlite_where=text(CURRENT_SQL),
            postgresql_where=text(CURRENT_SQL),
        ),
        Index(
            "ix_household_members_one_head",
            "household_id",
            unique=True,
            sqlite_where=text(CURRENT_HEAD_SQL),
            postgresql_where=text(CURRENT_HEAD_SQL),
        ),
        # A household's members (the page, the size), and a person's memberships (history, the profile link).
        Index("ix_household_members_household", "household_id", "is_current", "person_id"),
        # The current members of many households (a barangay's list counts them): a few entries each.
        Index(
            "ix_household_members_current",
            "household_id",
            "person_id",
            sqlite_where=text(CURRENT_SQL),
            postgresql_where=text(CURRENT_SQL),
        ),
        Index("ix_household_members_person", "person_id", "is_current", "household_id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    household_id: Mapped[int] = mapped_column(ForeignKey("households.id", ondelete="CASCADE"))
    person_id: Mapped[int] = mapped_column(ForeignKey("people.id", ondelete="CASCADE"))
    relationship: Mapped[Relationship] = mapped_column(choice(Relationship))
    start_date: Mapped[date | None] = mapped_column(Date)
    start_reason: Mapped[MembershipReason | None] = mapped_column(choice(MembershipReason))
    end_date: Mapped[date | None] = mapped_column(Date)
    end_reason: Mapped[MembershipReason | None] = mapped_column(choice(MembershipReason))
    # Not ended, and the household not in the Trash (the two unique indexes read it).
    is_current: Mapped[bool] = mapped_column(Boolean, default=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
