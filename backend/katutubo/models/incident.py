"""The breach register (NPC Circular 16-03): each personal data breach the office discovers, what it touched,
what was done, and when the National Privacy Commission and the people affected were told.

The people affected are a count (`people_count`) or a list of registered people (`incident_people`); with a
list the count is the list's length when it was saved (a later purge of a listed person removes their link,
not the count the NPC was told)."""

import enum
from datetime import datetime

from sqlalchemy import JSON, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.base import Base, UTCDateTime, choice, utcnow

DETAIL_LENGTH = 4000
CONTACT_LENGTH = 500
OTHER_LENGTH = 200


class IncidentNature(enum.StrEnum):
    UNAUTHORIZED_ACCESS = "unauthorized_access"
    DISCLOSURE = "disclosure"
    LOSS_OR_THEFT = "loss_or_theft"
    MALWARE = "malware"
    OTHER = "other"


class DataCategory(enum.StrEnum):
    NAMES = "names"
    BIRTH_DATES = "birth_dates"
    ETHNIC_ORIGIN = "ethnic_origin"
    HEALTH = "health"
    EDUCATION = "education"
    PHOTOS = "photos"
    CONTACT = "contact"
    OTHER = "other"


class Incident(Base):
    __tablename__ = "incidents"
    # The list and the annual summary: by discovery, newest first.
    __table_args__ = (Index("ix_incidents_discovered_at", "discovered_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    discovered_at: Mapped[datetime] = mapped_column(UTCDateTime())
    nature: Mapped[IncidentNature] = mapped_column(choice(IncidentNature))
    nature_other: Mapped[str | None] = mapped_column(String(OTHER_LENGTH))
    # DataCategory values, in the order of the enum.
    data_categories: Mapped[list[str]] = mapped_column(JSON, default=list)
    data_other: Mapped[str | None] = mapped_column(String(OTHER_LENGTH))
    description: Mapped[str] = mapped_column(Text)
    measures: Mapped[str] = mapped_column(Text)
    people_count: Mapped[int] = mapped_column(Integer)
    # Whom the people and the NPC contact: the Data Protection Officer's name, telephone, email.
    dpo_contact: Mapped[str] = mapped_column(String(CONTACT_LENGTH))
    npc_notified_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    people_notified_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    recorded_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    recorded_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class IncidentPerson(Base):
    """A registered person listed as affected by an incident."""

    __tablename__ = "incident_people"
    __table_args__ = (Index("ix_incident_people_person_id", "person_id"),)

    incident_id: Mapped[int] = mapped_column(ForeignKey("incidents.id", ondelete="CASCADE"), primary_key=True)
    person_id: Mapped[int] = mapped_column(ForeignKey("people.id", ondelete="CASCADE"), primary_key=True)
