"""Certifications of tribal membership that the Chieftain issues, and the per-year serial counter.

A certification keeps what it certified as it was printed (name, birth date, barangay, tribe, parents), so a
later edit of the record never changes what a paper already says or what its QR code verifies. The person's
purge erases those values (Data Privacy Act: katutubo.certifications.purge): they become NULL, `erased_on`
says when, and a still-valid certification is revoked; serial, issue date, issuer and revocation stay.
`code` is the unguessable part of the public verify address; `serial` is CTM-{year}-{number:05d}, numbered
per year from `certification_counters` (one row per year, taken under the row's write lock).
"""

import enum
from datetime import date, datetime

from sqlalchemy import Date, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.base import Base, UTCDateTime, choice
from katutubo.models.person import NAME_LENGTH, TEXT_LENGTH

SERIAL_LENGTH = 20
CODE_LENGTH = 64
PURPOSE_LENGTH = 300
AFFIANT_LENGTH = 3 * NAME_LENGTH + 2


class CertificatePurpose(enum.StrEnum):
    """What the certificate is for, from NCIP's list for the Certificate of Confirmation; `other` is typed."""

    SCHOLARSHIP = "scholarship"
    EMPLOYMENT = "employment"
    TRAVEL_ABROAD = "travel_abroad"
    LAND = "land"  # land and ancestral domain matters
    NAPOLCOM = "napolcom"
    AFP = "afp"
    BFP = "bfp"
    BJMP = "bjmp"
    PNP = "pnp"
    OTHER = "other"


class CertificationCounter(Base):
    __tablename__ = "certification_counters"

    year: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    last_number: Mapped[int] = mapped_column(Integer, default=0)


class Certification(Base):
    __tablename__ = "certifications"
    __table_args__ = (
        Index("ix_certifications_person", "person_id", "issued_at"),
        # The certificate register, newest first and by date range.
        Index("ix_certifications_issued_on", "issued_on"),
        # A purged affiant's name leaves the certificates they were named on.
        Index("ix_certifications_affiant1", "affiant1_id"),
        Index("ix_certifications_affiant2", "affiant2_id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    serial: Mapped[str] = mapped_column(String(SERIAL_LENGTH), unique=True)
    code: Mapped[str] = mapped_column(String(CODE_LENGTH), unique=True)
    person_id: Mapped[int | None] = mapped_column(ForeignKey("people.id", ondelete="SET NULL"))
    person_name: Mapped[str | None] = mapped_column(String(3 * NAME_LENGTH + 2))
    date_of_birth: Mapped[date | None] = mapped_column(Date)
    barangay: Mapped[str | None] = mapped_column(String(NAME_LENGTH))
    tribe: Mapped[str | None] = mapped_column(String(NAME_LENGTH))
    father: Mapped[str | None] = mapped_column(String(TEXT_LENGTH))
    mother: Mapped[str | None] = mapped_column(String(TEXT_LENGTH))
    # NCIP's purpose; certifications issued before the list came in are `other`, their text in `purpose`.
    purpose_kind: Mapped[CertificatePurpose] = mapped_column(
        choice(CertificatePurpose),
        default=CertificatePurpose.OTHER,
        server_default=CertificatePurpose.OTHER.value,
    )
    # The typed purpose when `purpose_kind` is `other` (and the old free text); erased by the person's purge.
    purpose: Mapped[str | None] = mapped_column(String(PURPOSE_LENGTH))
    # The day of issue in the office's time zone (Asia/Manila): printed, verified, and the serial's year.
    issued_on: Mapped[date] = mapped_column(Date)
    issued_at: Mapped[datetime] = mapped_column(UTCDateTime())
    issued_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    issued_by_name: Mapped[str] = mapped_column(String(200))
    revoked_on: Mapped[date | None] = mapped_column(Date)
    revoked_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    revoked_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    revoke_reason: Mapped[str | None] = mapped_column(String(PURPOSE_LENGTH))
    # The two affiants of the joint affidavit (NCIP's COC packet), each a registered person (the id, the name
    # as printed) or a name typed as text (no id); erased by the applicant's purge with the other values.
    affiant1_id: Mapped[int | None] = mapped_column(ForeignKey("people.id", ondelete="SET NULL"))
    affiant1_name: Mapped[str | None] = mapped_column(String(AFFIANT_LENGTH))
    affiant2_id: Mapped[int | None] = mapped_column(ForeignKey("people.id", ondelete="SET NULL"))
    affiant2_name: Mapped[str | None] = mapped_column(String(AFFIANT_LENGTH))
    # The office's day the person's purge erased the personal values above (NULL while they are kept).
    erased_on: Mapped[date | None] = mapped_column(Date)
